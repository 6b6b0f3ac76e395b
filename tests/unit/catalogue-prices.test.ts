import { contentDefaults } from '@/content-defaults'
import type { ConfiguratorCatalogue, Yacht } from '@/lib/cms/types'
import { LOCALES } from '@/lib/i18n/config'
import {
  configurationCode,
  configurationProblem,
  startingPrice,
  withCataloguePrices,
} from '@/lib/yachts/catalogue-prices'

const { catalogue, yachts } = contentDefaults('en')
const yacht = (slug: string): Yacht => {
  const found = yachts.find((y) => y.slug === slug)
  if (!found) throw new Error(`no built-in ${slug}`)
  return found
}
const edition = (y: Yacht, id: string) => y.varieties.find((v) => v.id === id)

describe('starting price', () => {
  it('is the configurator base with the cheapest colour and deck, the engine left to choose', () => {
    expect(startingPrice(catalogue)).toBe(125000)
    const dearer: ConfiguratorCatalogue = {
      ...catalogue,
      colors: catalogue.colors.map((c) => ({ ...c, price: c.price + 900 })),
      floorings: catalogue.floorings.map((f) => ({ ...f, price: f.price + 100 })),
    }
    expect(startingPrice(dearer)).toBe(126000)
  })

  it('replaces the figure typed on the yacht the configurator builds, and only on it', () => {
    const wama26 = withCataloguePrices({ ...yacht('wama-26'), price: 160000 }, { ...catalogue, basePrice: 131000 })
    expect(wama26.price).toBe(131000)
    const wama42 = withCataloguePrices(yacht('wama-42'), catalogue)
    expect(wama42.price).toBe(950000)
    expect(wama42.varieties.map((v) => v.configuration)).toEqual(['', '', ''])
  })
})

describe('editions priced by the configurator', () => {
  it.each(LOCALES)('every built-in WAMA 26 edition builds with the %s catalogue', (locale) => {
    const defaults = contentDefaults(locale)
    const wama26 = defaults.yachts.find((y) => y.slug === 'wama-26')
    expect(wama26?.varieties).toHaveLength(3)
    for (const v of wama26?.varieties ?? [])
      expect(configurationProblem(defaults.catalogue, v.configuration)).toBeNull()
  })

  it('price each edition at the total the configurator shows for it', () => {
    const wama26 = withCataloguePrices(yacht('wama-26'), catalogue)
    expect(edition(wama26, 'standard')?.price).toBe(wama26.price)
    // Midnight Black 3,000 + Mercury F350 XXL 63,508 + roll bar 21,589 + steering 2,650 + chartplotter 4,950.
    expect(edition(wama26, 'sport')?.price).toBe(125000 + 3000 + 63508 + 21589 + 2650 + 4950)
    const luxury = edition(wama26, 'luxury')
    expect(luxury?.price).toBeGreaterThan(edition(wama26, 'standard')?.price ?? Infinity)
    expect(luxury?.configuration).toMatch(/^1\.gold\.esthec\./)
  })

  it('keep the typed price, and lose the configurator link, once the catalogue cannot build them', () => {
    const withoutRollBar: ConfiguratorCatalogue = {
      ...catalogue,
      options: catalogue.options.filter((o) => o.id !== 'carbon-roll-bar'),
      rules: catalogue.rules.filter((r) => r.option !== 'surfboard-racks'),
    }
    const base = yacht('wama-26')
    const typed = { ...base, varieties: base.varieties.map((v) => ({ ...v, price: 199000 })) }
    const sport = edition(withCataloguePrices(typed, withoutRollBar), 'sport')
    expect(sport).toMatchObject({ price: 199000, configuration: '' })
    expect(configurationProblem(withoutRollBar, edition(base, 'sport')?.configuration ?? '')).toBe(
      'The configurator no longer offers option "carbon-roll-bar".',
    )
  })
})

describe('the configuration an editor pastes', () => {
  it.each([
    ['https://wama.tn/yachts/wama-26/configure?c=1.white.standard..', '1.white.standard..'],
    ['/fr/yachts/wama-26/configure?utm=x&c=1.blue.esthec.mercury-f300xl.bimini', '1.blue.esthec.mercury-f300xl.bimini'],
    ['  1.white.standard..  ', '1.white.standard..'],
  ])('%p is stored as %p', (pasted, code) => {
    expect(configurationCode(pasted)).toBe(code)
  })

  it('is refused with a reason when it is not a build the configurator allows', () => {
    expect(configurationProblem(catalogue, 'https://example.com/')).toMatch(/not a configurator link/)
    expect(configurationProblem(catalogue, '1.white.standard.mercury-f300xl.wake-surf-tabs')).toBe(
      'This configuration breaks a rule of the configurator.',
    )
    expect(configurationProblem(catalogue, '1.pink.standard..')).toBe(
      'The configurator no longer offers colour "pink".',
    )
  })
})
