import { keepNamesWhole, spacePunctuation } from '@/lib/html/typography'

describe('keepNamesWhole', () => {
  it('joins a model name to its number inside a sentence', () => {
    expect(keepNamesWhole('Configure Your WAMA 26')).toBe('Configure Your WAMA\u00a026')
    expect(keepNamesWhole('Le WAMA 42 en détail, puis le WAMA 26')).toBe(
      'Le WAMA\u00a042 en détail, puis le WAMA\u00a026',
    )
  })

  it('leaves a name standing alone free to break, and other words and numbers as they are', () => {
    expect(keepNamesWhole('WAMA 26')).toBe('WAMA 26')
    expect(keepNamesWhole('Built in 2026 by 40 people')).toBe('Built in 2026 by 40 people')
    expect(keepNamesWhole('Volvo Penta 350 HP')).toBe('Volvo Penta 350 HP')
  })
})

describe('spacePunctuation', () => {
  it('keeps a French mark on the line of the word before it, and leaves English as typed', () => {
    expect(spacePunctuation('Pourquoi « Monastir » ? Le chantier : 1992 !', 'fr')).toBe(
      'Pourquoi «\u00a0Monastir\u00a0»\u00a0? Le chantier\u00a0: 1992\u00a0!',
    )
    expect(spacePunctuation('Why Monastir ? The yard : 1992', 'en')).toBe('Why Monastir ? The yard : 1992')
  })
})
