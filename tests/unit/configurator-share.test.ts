import fc from 'fast-check'
import { defaultCatalogue } from '@/content-defaults/catalogue'
import { GOLD_SELECTION } from '../fixtures/configurator'
import { sanitizeSelection, type Selection } from '@/lib/configurator/selection'
import {
  SHARE_PARAM,
  addressWithBuild,
  buildShareUrl,
  decodeSelection,
  encodeSelection,
  readShareCode,
} from '@/lib/configurator/share'

const catalogue = defaultCatalogue
const gold = GOLD_SELECTION

describe('share codec', () => {
  it('encodes compactly with a version and round-trips', () => {
    const code = encodeSelection(gold)
    expect(code).toBe('1.gold.esthec.mercury-f350xxl.boero-coating-cycle_custom-logo')
    expect(decodeSelection(code)).toEqual(gold)
  })

  it('handles no engine and no options', () => {
    const plain: Selection = { colorId: 'white', flooringId: 'standard', engineId: '', optionIds: [] }
    expect(encodeSelection(plain)).toBe('1.white.standard..')
    expect(decodeSelection(encodeSelection(plain))).toEqual(plain)
  })

  it('needs no percent-encoding in a URL for catalogue ids, and survives URLSearchParams', () => {
    const url = buildShareUrl('https://wama.example/yachts/wama-26/configure?utm=x#top', gold)
    expect(url).toBe(
      'https://wama.example/yachts/wama-26/configure?utm=x&c=1.gold.esthec.mercury-f350xxl.boero-coating-cycle_custom-logo',
    )
    expect(decodeSelection(readShareCode(new URL(url).search))).toEqual(gold)
    expect(SHARE_PARAM).toBe('c')
  })

  it('round-trips any ids, including separators and unicode', () => {
    const id = fc.string({ minLength: 1, maxLength: 20 })
    fc.assert(
      fc.property(
        id,
        id,
        fc.option(id, { nil: '' }),
        fc.uniqueArray(id, { maxLength: 10 }),
        (colorId, flooringId, engineId, optionIds) => {
          const selection = { colorId, flooringId, engineId, optionIds }
          const url = buildShareUrl('https://wama.example/c', selection)
          expect(decodeSelection(readShareCode(new URL(url).search))).toEqual(selection)
        },
      ),
    )
  })

  it.each([
    ['missing', null],
    ['empty', ''],
    ['unknown version', '2.gold.esthec..'],
    ['too few parts', '1.gold.esthec'],
    ['too many parts', '1.a.b.c.d.e'],
    ['bad escape', '1.%E0%A4%A.standard..'],
    ['empty colour', '1..standard..'],
    ['empty option', '1.white.standard..bimini__custom-logo'],
    ['plain garbage', '<script>alert(1)</script>'],
    ['huge', `1.white.standard..${'x_'.repeat(5000)}`],
  ])('returns null for garbage: %s', (_label, code) => {
    expect(decodeSelection(code)).toBeNull()
  })

  it('never throws on random input', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const decoded = decodeSelection(code)
        if (decoded) sanitizeSelection(catalogue, decoded)
      }),
    )
  })

  it('leaves unknown ids for sanitizeSelection to drop with a notice', () => {
    const decoded = decodeSelection('1.gold.esthec.retired-engine.bimini_jacuzzi')
    expect(sanitizeSelection(catalogue, decoded)).toEqual({
      selection: { colorId: 'gold', flooringId: 'esthec', engineId: '', optionIds: ['bimini'] },
      dropped: [
        { kind: 'engine', id: 'retired-engine' },
        { kind: 'option', id: 'jacuzzi' },
      ],
    })
  })
})

describe('the address that carries the build', () => {
  const plain: Selection = { colorId: 'white', flooringId: 'standard', engineId: '', optionIds: [] }
  const page = 'https://wama.example/fr/yachts/wama-26/configure'

  it('holds the build, keeps the other parameters, and reads back as the same build', () => {
    const address = addressWithBuild(`${page}?utm_source=show#price`, gold, plain)
    expect(address).toBe(
      `${page}?utm_source=show&c=1.gold.esthec.mercury-f350xxl.boero-coating-cycle_custom-logo#price`,
    )
    expect(decodeSelection(readShareCode(new URL(address).search))).toEqual(gold)
  })

  it('drops the code for the untouched build, and replaces an older one', () => {
    expect(addressWithBuild(`${page}?c=1.blue.standard..`, plain, plain)).toBe(page)
    expect(addressWithBuild(`${page}?c=1.blue.standard..`, gold, plain)).toBe(`${page}?c=${encodeSelection(gold)}`)
  })
})
