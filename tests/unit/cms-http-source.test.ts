/** @jest-environment node */
import { absoluteUploads } from '@/lib/cms/sources/http'

describe('an external CMS source', () => {
  it('reads upload URLs from the CMS origin and leaves links between pages alone', () => {
    const record = {
      hero_image: '/cms/api/media/file/hero.webp',
      gallery: [{ image: '/cms/api/media/file/a.webp', alt: '/cms/api/ is not alt text' }],
      hero_cta_primary_url: '/collection',
      booklet: 'https://files.example.com/brochure.pdf',
      price: 160000,
      fallback: '/art/fallback.webp',
      nothing: null,
    }
    expect(absoluteUploads(record, 'https://cms.example.com')).toEqual({
      hero_image: 'https://cms.example.com/cms/api/media/file/hero.webp',
      gallery: [{ image: 'https://cms.example.com/cms/api/media/file/a.webp', alt: '/cms/api/ is not alt text' }],
      hero_cta_primary_url: '/collection',
      booklet: 'https://files.example.com/brochure.pdf',
      price: 160000,
      fallback: '/art/fallback.webp',
      nothing: null,
    })
  })
})
