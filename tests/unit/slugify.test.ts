import { slugify } from '@/lib/cms/fields'

describe('an address made from a title', () => {
  it('keeps Latin letters and digits, drops accents and joins the words with single dashes', () => {
    expect(slugify('Cap Bon à l’aube')).toBe('cap-bon-a-l-aube')
    expect(slugify('  WAMA 42 — Été 2027!  ')).toBe('wama-42-ete-2027')
    expect(slugify('Ça, c’est la mer')).toBe('ca-c-est-la-mer')
  })

  it('is empty when no word of the title is written in Latin letters or digits, so the editor is asked for one', () => {
    expect(slugify('البحر الأبيض')).toBe('')
    expect(slugify('—')).toBe('')
  })

  it('stays within 120 characters and never ends on a dash', () => {
    const long = slugify(`${'a'.repeat(119)} b`)
    expect(long.length).toBeLessThanOrEqual(120)
    expect(long.endsWith('-')).toBe(false)
  })
})
