import { hasWords, isEmptyValue, translationGaps, type GapField } from '@/lib/cms/translation-gaps'

/** A paragraph-per-string Lexical value, as the admin's rich-text editor saves it. */
const lexical = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      version: 1,
      children: text ? [{ type: 'text', text, format: 0, version: 1 }] : [],
    })),
  },
})

/** The yacht form's shape, as the admin's client config gives it. */
const yachtFields: GapField[] = [
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Overview',
        fields: [
          { type: 'text', name: 'name', label: 'Name', localized: true },
          { type: 'text', name: 'tagline', label: 'Tagline', localized: true },
          { type: 'richText', name: 'description', label: 'Description', localized: true },
          { type: 'number', name: 'price', label: 'Price' },
          { type: 'text', name: 'hero_image_alt', label: 'Hero image alt', localized: true },
        ],
      },
      {
        label: 'Specifications',
        fields: [
          {
            type: 'group',
            name: 'specs',
            label: 'Specs',
            fields: [
              { type: 'text', name: 'length', label: 'Length', localized: true },
              { type: 'text', name: 'max_speed', label: 'Max speed', localized: true },
              { type: 'text', name: 'cabins', label: 'Cabins', localized: true },
            ],
          },
          {
            type: 'array',
            name: 'features',
            label: 'Features',
            fields: [
              {
                type: 'row',
                fields: [
                  { type: 'text', name: 'name', label: 'Name', localized: true },
                  { type: 'number', name: 'display_order', label: 'Display order' },
                ],
              },
              { type: 'textarea', name: 'description', label: 'Description', localized: true },
            ],
          },
        ],
      },
      {
        name: 'seo',
        label: 'SEO',
        fields: [
          {
            type: 'collapsible',
            label: 'Search result',
            fields: [{ type: 'textarea', name: 'meta_description', localized: true }],
          },
        ],
      },
    ],
  },
  { type: 'text', name: 'slug', label: 'Slug' },
  { type: 'ui', name: 'translation_status' },
]

const english = {
  id: 3,
  name: 'WAMA 26',
  tagline: 'The Sport Monohull, Infused for Speed',
  description: lexical('The WAMA 26 is a 26-foot sport monohull.', 'Eight people travel in comfort.'),
  price: 125000,
  hero_image_alt: 'The WAMA 26 crossing a calm sea at dawn',
  specs: { length: '7.92 m (26 ft)', max_speed: '42 knots', cabins: '1' },
  features: [
    { id: 'f1', name: 'Vacuum-Infused Hull and Deck', description: 'Lighter and stiffer.', display_order: 1 },
    { id: 'f2', name: '42-Knot Deep-V', description: 'Dry and predictable in a short sea.', display_order: 2 },
    { id: 'f3', name: 'Cabin for Two', description: '', display_order: 3 },
  ],
  seo: { meta_description: 'A 26-foot sport monohull built in Tunisia.' },
  slug: 'wama-26',
}

/** French as read with `fallback-locale=none`: a word left untranslated is null, the shared values are there. */
const french = {
  id: 3,
  name: null,
  tagline: 'Le monocoque sportif, infusé pour la vitesse',
  description: lexical(''),
  price: 125000,
  hero_image_alt: '',
  specs: { length: null, max_speed: '42 nœuds', cabins: null },
  features: [
    { id: 'f1', name: 'Coque et pont infusés sous vide', description: 'Plus léger, plus rigide.', display_order: 1 },
    { id: 'f2', name: null, description: null, display_order: 2 },
    { id: 'f3', name: 'Une cabine pour deux', description: null, display_order: 3 },
  ],
  seo: { meta_description: null },
  slug: 'wama-26',
}

describe('the fields a language still lacks', () => {
  it('lists each untranslated field with the path an editor follows in the form', () => {
    expect(translationGaps(yachtFields, english, french)).toEqual([
      { path: 'description', label: 'Overview › Description' },
      { path: 'hero_image_alt', label: 'Overview › Hero image alt' },
      { path: 'features.1.name', label: 'Specifications › Features › row 2 › Name' },
      { path: 'features.1.description', label: 'Specifications › Features › row 2 › Description' },
      { path: 'seo.meta_description', label: 'SEO › Search result › Meta description' },
    ])
  })

  it('does not list figures and model names, which read the same in French', () => {
    const paths = translationGaps(yachtFields, english, french).map((gap) => gap.path)
    expect(paths).not.toContain('name')
    expect(paths).not.toContain('specs.length')
    expect(paths).not.toContain('specs.cabins')
  })

  it('does not list a field empty in English, nor a field that is not translatable', () => {
    const paths = translationGaps(yachtFields, english, french).map((gap) => gap.path)
    expect(paths).not.toContain('features.2.description')
    expect(translationGaps(yachtFields, { ...english, slug: 'wama-26' }, { ...french, slug: null })).toHaveLength(5)
  })

  it('pairs list rows by their id, so a French row is found wherever it sits', () => {
    const reordered = { ...french, features: [...french.features].reverse() }
    expect(translationGaps(yachtFields, english, reordered).map((gap) => gap.path)).toContain('features.1.name')
    expect(translationGaps(yachtFields, english, reordered).map((gap) => gap.path)).not.toContain('features.0.name')
  })

  it('lists every word of a document never translated, and nothing once all is translated', () => {
    const nothing = translationGaps(yachtFields, english, { id: 3 })
    expect(nothing.map((gap) => gap.label)).toEqual([
      'Overview › Tagline',
      'Overview › Description',
      'Overview › Hero image alt',
      'Specifications › Specs › Max speed',
      'Specifications › Features › row 1 › Name',
      'Specifications › Features › row 1 › Description',
      'Specifications › Features › row 2 › Name',
      'Specifications › Features › row 2 › Description',
      'Specifications › Features › row 3 › Name',
      'SEO › Search result › Meta description',
    ])
    const done = {
      ...french,
      description: lexical('Le WAMA 26 est un monocoque sportif de 26 pieds.'),
      hero_image_alt: 'Le WAMA 26 traversant une mer calme à l’aube',
      features: french.features.map((row) => ({ ...row, name: row.name ?? 'Un V profond', description: 'Sec.' })),
      seo: { meta_description: 'Un monocoque sportif de 26 pieds construit en Tunisie.' },
    }
    expect(translationGaps(yachtFields, english, done)).toEqual([])
  })

  it('reads labels given per admin language, and makes one from the name when none is given', () => {
    const fields: GapField[] = [
      { type: 'group', name: 'hero', label: { en: 'First screen', fr: 'Premier écran' }, fields: [] },
      {
        type: 'group',
        name: 'hero_cta',
        fields: [{ type: 'text', name: 'button_text', localized: true }],
      },
    ]
    expect(translationGaps(fields, { hero_cta: { button_text: 'Book a sea trial' } }, {})).toEqual([
      { path: 'hero_cta.button_text', label: 'Hero CTA › Button text' },
    ])
  })
})

describe('empty values and words', () => {
  it('treats blanks and a rich text of empty paragraphs as empty, a picture in a rich text as content', () => {
    expect(isEmptyValue(null)).toBe(true)
    expect(isEmptyValue('  ')).toBe(true)
    expect(isEmptyValue(lexical('', ''))).toBe(true)
    expect(isEmptyValue(lexical('Bonjour'))).toBe(false)
    const picture = { root: { type: 'root', children: [{ type: 'upload', relationTo: 'media', value: 4 }] } }
    expect(isEmptyValue(picture)).toBe(false)
    expect(hasWords(picture)).toBe(true)
  })

  it('finds words in sentences and long capitals, not in figures, units, acronyms or model names', () => {
    expect(hasWords('Book a sea trial')).toBe(true)
    expect(hasWords('MONOHULLS')).toBe(true)
    expect(hasWords(lexical('Eight people'))).toBe(true)
    expect(hasWords('WAMA 42')).toBe(false)
    expect(hasWords('7.92 m (26 ft)')).toBe(false)
    expect(hasWords('300 L')).toBe(false)
  })
})
