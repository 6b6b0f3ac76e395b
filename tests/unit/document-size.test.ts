import { createTranslator } from 'next-intl'

import { fileSizeLabel } from '@/components/ui/DocumentList'
import { intlMessages } from '@/lib/i18n/messages'

const words = (locale: 'en' | 'fr') =>
  createTranslator({ locale, messages: intlMessages(locale), namespace: 'Documents' })

describe('a document file size, as the contact page and the yacht pages both show it', () => {
  it('counts decimal kilobytes and megabytes, never less than 1 KB', () => {
    const en = words('en')
    expect(fileSizeLabel(0, 'en', en)).toBe('PDF')
    expect(fileSizeLabel(120, 'en', en)).toBe('PDF · 1\u00a0KB')
    expect(fileSizeLabel(10_122, 'en', en)).toBe('PDF · 10\u00a0KB')
    expect(fileSizeLabel(999_499, 'en', en)).toBe('PDF · 999\u00a0KB')
    expect(fileSizeLabel(1_500_000, 'en', en)).toBe('PDF · 1.5\u00a0MB')
  })

  it('writes French units and decimals', () => {
    expect(fileSizeLabel(1_500_000, 'fr', words('fr'))).toBe('PDF · 1,5\u00a0Mo')
    expect(fileSizeLabel(7_695, 'fr', words('fr'))).toBe('PDF · 8\u00a0Ko')
  })
})
