import { defaultCatalogue } from '@/content-defaults/catalogue'
import { engineName, truncateName } from '@/lib/configurator/display'
import {
  configurationSummaryLines,
  formatEuro,
  formatSurcharge,
  linePrice,
  priceConfiguration,
  priceLineLabel,
  type PriceWords,
} from '@/lib/configurator/pricing'
import { createTranslator } from 'next-intl'
import { intlMessages } from '@/lib/i18n/messages'
import { defaultSelection, sanitizeSelection } from '@/lib/configurator/selection'

const catalogue = defaultCatalogue

describe('WAMA 26 catalogue', () => {
  it('keeps the spec ids and prices exactly', () => {
    const prices = (items: { id: string; price: number }[]) => Object.fromEntries(items.map((i) => [i.id, i.price]))
    expect(catalogue.basePrice).toBe(125000)
    expect(prices(catalogue.colors)).toEqual({ white: 0, blue: 2500, gray: 1500, black: 3000, gold: 5000 })
    expect(catalogue.colors.map((c) => c.name)).toEqual([
      'Arctic White',
      'Ocean Blue',
      'Storm Gray',
      'Midnight Black',
      'Champagne Gold',
    ])
    expect(prices(catalogue.floorings)).toEqual({ standard: 0, esthec: 7783 })
    expect(prices(catalogue.engines)).toEqual({
      'gasoline-engine-350hp': 58689,
      'mercury-f300xl': 38507,
      'mercury-f350xxl': 63508,
      'volvo-350hp-inboard': 55071,
      'volvo-380hp-forward': 59655,
    })
    expect(catalogue.categories).toHaveLength(15)
    // The 43 options of the product, and the wake-surf package that bundles three of them.
    expect(catalogue.options).toHaveLength(44)
    const options = prices(catalogue.options)
    expect(options).toMatchObject({
      'boero-coating-cycle': 29000,
      'carbon-roll-bar': 21589,
      'carbon-fold-down-platforms': 14563,
      'premium-stereo': 13645,
      'retractable-bow-roller': 9438,
      'eco-hull-paint': 7900,
      'esthec-deck-covering': 7783,
      'cabin-sanitary-package': 5000,
      bimini: 3000,
      'water-ballasts': 4266,
      'wireless-charger': 199,
      'custom-logo': 39,
      'engine-safety-package': 1634,
    })
    expect(Math.min(...Object.values(options))).toBe(39)
    expect(Math.max(...Object.values(options))).toBe(29000)
    const categoryIds = new Set(catalogue.categories.map((c) => c.id))
    for (const option of catalogue.options) expect(categoryIds.has(option.category)).toBe(true)
    expect(catalogue.options.filter((o) => o.category === 'engine').map((o) => o.id)).toEqual(['engine-safety-package'])
  })

  it('drops the seed bookkeeping fields', () => {
    expect(JSON.stringify(catalogue)).not.toMatch(/"spec"|"note"/)
  })
})

describe('priceConfiguration', () => {
  it('prices the defaults at the base price', () => {
    const priced = priceConfiguration(catalogue, defaultSelection(catalogue))
    expect(priced.total).toBe(125000)
    expect(formatEuro(priced.total)).toBe('€125,000')
    expect(priced.lines.map((l) => [l.kind, l.id, l.price])).toEqual([
      ['color', 'white', 0],
      ['flooring', 'standard', 0],
    ])
  })

  it('adds colour, flooring, engine and options: the spec example is €230,330', () => {
    const priced = priceConfiguration(catalogue, {
      colorId: 'gold',
      flooringId: 'esthec',
      engineId: 'mercury-f350xxl',
      optionIds: ['custom-logo', 'boero-coating-cycle'],
    })
    expect(priced.total).toBe(125000 + 5000 + 7783 + 63508 + 29000 + 39)
    expect(formatEuro(priced.total)).toBe('€230,330')
    expect(priced.lines.map((l) => l.name)).toEqual([
      'Champagne Gold',
      'Esthec Deck',
      'Mercury F350 XXL V10 Verado',
      'Complete Boero Coating Cycle',
      'Custom Logo',
    ])
    expect(priced.lines.find((l) => l.id === 'custom-logo')?.category).toBe('Finishing & Surface')
    expect(priced.unknownIds).toEqual([])
  })

  it('sums every option once, whatever the order or repetition, the package’s contents in its price', () => {
    const all = catalogue.options.map((o) => o.id)
    const packaged = new Set(['water-ballasts', 'wake-surf-tabs', 'surfboard-racks'])
    const sum = catalogue.options.reduce((s, o) => s + (packaged.has(o.id) ? 0 : o.price), 0)
    const priced = priceConfiguration(catalogue, {
      colorId: 'white',
      flooringId: 'standard',
      engineId: '',
      optionIds: [...all].reverse().concat(all),
    })
    expect(priced.total).toBe(125000 + sum)
    expect(priced.lines.filter((l) => l.kind === 'option')).toHaveLength(44)
  })

  it('never charges for ids the catalogue does not know, and reports them', () => {
    const priced = priceConfiguration(catalogue, {
      colorId: 'pink',
      flooringId: 'standard',
      engineId: 'v12-turbo',
      optionIds: ['bimini', 'jacuzzi'],
    })
    expect(priced.total).toBe(125000 + 3000)
    expect(priced.unknownIds).toEqual(['pink', 'v12-turbo', 'jacuzzi'])
  })

  it('gives a plain-text list for mails and print', () => {
    const lines = configurationSummaryLines(
      priceConfiguration(catalogue, {
        colorId: 'gold',
        flooringId: 'esthec',
        engineId: '',
        optionIds: ['custom-logo'],
      }),
    )
    expect(lines).toEqual([
      'Model: WAMA 26',
      'Base price: €125,000',
      'Exterior colour: Champagne Gold — €5,000',
      'Flooring: Esthec Deck — €7,783',
      'Finishing & Surface: Custom Logo — €39',
      'Total: €137,822',
    ])
  })
})

describe('formatting', () => {
  it('formats euros with thousands separators', () => {
    expect(formatEuro(0)).toBe('€0')
    expect(formatEuro(39)).toBe('€39')
    expect(formatEuro(1234567)).toBe('€1,234,567')
    expect(formatEuro(-2500)).toBe('-€2,500')
    expect(formatSurcharge(0)).toBe('Included')
    expect(formatSurcharge(2500)).toBe('+€2,500')
  })

  it('formats French prices as Intl fr-FR does: narrow no-break space in thousands, no-break space before €', () => {
    expect(formatEuro(125000, 'fr')).toBe('125\u202f000\u00a0€')
    expect(formatEuro(1234567, 'fr')).toBe('1\u202f234\u202f567\u00a0€')
    const fr: PriceWords = {
      locale: 'fr',
      t: createTranslator({ locale: 'fr', messages: intlMessages('fr'), namespace: 'Configurator.price' }),
    }
    expect(formatSurcharge(0, fr)).toBe('Inclus')
    expect(formatSurcharge(2500, fr)).toBe('+2\u202f500\u00a0€')
    expect(linePrice({ price: 0, includedIn: 'Wake-Surf Package' }, fr)).toBe(
      'Inclus dans «\u00a0Wake-Surf Package\u00a0»',
    )
    expect(linePrice({ price: 3000 }, fr)).toBe('3\u202f000\u00a0€')
    expect(priceLineLabel({ kind: 'color', id: 'gold', name: 'Champagne Gold', price: 5000 }, fr)).toBe(
      'Couleur extérieure',
    )
  })

  it('cuts engine names to 25 characters and names missing engines Unknown', () => {
    expect(truncateName('Mercury F350 XXL V10 Verado')).toBe('Mercury F350 XXL V10 Vera…')
    expect(truncateName('Gasoline Engine 350 HP')).toBe('Gasoline Engine 350 HP')
    const words = { none: 'No engine', unknown: 'Unknown' }
    expect(engineName(catalogue, 'gone-engine', words)).toBe('Unknown')
    expect(engineName(catalogue, '', words)).toBe('No engine')
    expect(engineName(catalogue, 'mercury-f300xl', words)).toBe('Mercury F300 XL V8 Outboard')
  })
})

describe('sanitizeSelection', () => {
  it('keeps known ids in catalogue order and reports the rest', () => {
    const { selection, dropped } = sanitizeSelection(catalogue, {
      colorId: 'pink',
      flooringId: { id: 'esthec', name: 'old name', price: 1 },
      engineId: 'v12',
      optionIds: ['custom-logo', 'jacuzzi', 'bimini', 'bimini', 42],
    })
    expect(selection).toEqual({
      colorId: 'white',
      flooringId: 'esthec',
      engineId: '',
      optionIds: ['custom-logo', 'bimini'],
    })
    expect(dropped).toEqual([
      { kind: 'colour', id: 'pink' },
      { kind: 'engine', id: 'v12' },
      { kind: 'option', id: 'jacuzzi' },
    ])
  })

  it('turns anything else into the defaults', () => {
    for (const junk of [null, undefined, 42, 'gold', [], { optionIds: 'bimini' }]) {
      expect(sanitizeSelection(catalogue, junk)).toEqual({ selection: defaultSelection(catalogue), dropped: [] })
    }
  })
})
