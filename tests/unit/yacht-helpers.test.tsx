import { formatPrice } from '@/lib/yachts/format'
import { altFor, galleryOf, wrapIndex } from '@/components/yacht/gallery'
import { specGroups } from '@/components/yacht/specs'
import type { GalleryImage, YachtSpecs } from '@/lib/cms/types'

describe('formatPrice', () => {
  it('formats euros with thousands separators, and N/A when missing', () => {
    expect(formatPrice(160000, 'en')).toBe('€160,000')
    expect(formatPrice(950000, 'en')).toBe('€950,000')
    expect(formatPrice(1120000, 'en')).toBe('€1,120,000')
    expect(formatPrice(null, 'en')).toBe('N/A')
    expect(formatPrice(undefined, 'en')).toBe('N/A')
    expect(formatPrice(0, 'en')).toBe('N/A')
    expect(formatPrice(Number.NaN, 'en')).toBe('N/A')
  })

  it('writes French prices as Intl fr-FR does, and N.C. when missing', () => {
    // Narrow no-break space (U+202F) between thousands, no-break space (U+00A0) before the sign.
    expect(formatPrice(125000, 'fr')).toBe('125\u202f000\u00a0€')
    expect(formatPrice(1120000, 'fr')).toBe('1\u202f120\u202f000\u00a0€')
    expect(formatPrice(null, 'fr')).toBe('N.C.')
  })
})

describe('gallery helpers', () => {
  const gallery: GalleryImage[] = [
    { gallery_type: 'interior', display_order: 2, image: '/i2.webp', focus: '', alt: 'i2' },
    { gallery_type: 'exterior', display_order: 2, image: '/e2.webp', focus: '', alt: 'e2' },
    { gallery_type: 'exterior', display_order: 1, image: '/e1.webp', focus: '', alt: 'e1' },
    { gallery_type: 'interior', display_order: 1, image: '', focus: '', alt: 'no image' },
  ]

  it('splits by type, sorts by display order and drops empty images', () => {
    expect(galleryOf(gallery, 'exterior')).toEqual([
      { src: '/e1.webp', focus: '', alt: 'e1' },
      { src: '/e2.webp', focus: '', alt: 'e2' },
    ])
    expect(galleryOf(gallery, 'interior')).toEqual([{ src: '/i2.webp', focus: '', alt: 'i2' }])
  })

  it('wraps indices around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(1, 3)).toBe(1)
    expect(wrapIndex(5, 0)).toBe(0)
  })

  it('reuses the gallery alt text for the same image', () => {
    expect(altFor(gallery, '/e2.webp', 'fallback')).toBe('e2')
    expect(altFor(gallery, '/other.webp', 'fallback')).toBe('fallback')
  })
})

describe('specGroups', () => {
  const specs: YachtSpecs = {
    length: '26 ft',
    beam: '8.5 ft',
    draft: '',
    displacement: '2,950 kg',
    fuel_capacity: '300 L',
    water_capacity: '60 L',
    max_speed: '42 knots',
    cruising_speed: '30 knots',
    cabins: '1',
    bathrooms: '',
    sleeps: '8',
  }

  it('groups as Dimensions, Capacity, Performance, Accommodation and leaves out empty values', () => {
    const groups = specGroups({ specs })
    expect(groups.map((g) => g.id)).toEqual(['dimensions', 'capacity', 'performance', 'accommodation'])
    expect(groups[0]?.rows).toEqual([
      { field: 'length', value: '26 ft' },
      { field: 'beam', value: '8.5 ft' },
      { field: 'displacement', value: '2,950 kg' },
    ])
    expect(groups[3]?.rows.map((r) => r.field)).toEqual(['cabins', 'sleeps'])
  })

  it('drops a group with no values', () => {
    const groups = specGroups({ specs: { ...specs, fuel_capacity: ' ', water_capacity: '' } })
    expect(groups.map((g) => g.id)).toEqual(['dimensions', 'performance', 'accommodation'])
  })
})
