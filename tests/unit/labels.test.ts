import { words } from '@/lib/cms/labels'

describe('field labels made from field names', () => {
  it('reads snake_case and camelCase names as words, acronyms in capitals', () => {
    expect(words('hero_cta_text')).toBe('Hero CTA text')
    expect(words('featured_on_homepage')).toBe('Featured on homepage')
    expect(words('og_image')).toBe('OG image')
    expect(words('brochureUrl')).toBe('Brochure URL')
    expect(words('display_order')).toBe('Display order')
  })
})
