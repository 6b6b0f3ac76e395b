import { render, type RenderOptions } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'

import type { Locale } from '@/lib/i18n/config'
import { intlMessages } from '@/lib/i18n/messages'

/** Renders as a page in that language renders: with the interface's wording of the language. */
export function renderIn(ui: React.ReactElement, locale: Locale = 'en', options?: RenderOptions) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <NextIntlClientProvider locale={locale} messages={intlMessages(locale)} timeZone="Africa/Tunis">
        {children}
      </NextIntlClientProvider>
    ),
  })
}
