import { defaultCatalogue } from '@/content-defaults/catalogue'
import { stationAt, stations, toY } from '@/components/configurator/boat3d/lines'
import {
  PLAN_DECK,
  PLAN_DECKHOUSE,
  PLAN_HULL,
  PROFILE_DECKHOUSE,
  PROFILE_HULL,
  WATERLINE_Y,
  halfBreadthAt,
  HULL_PLAN,
  profileAt,
} from '@/lib/configurator/boat-geometry'
import { defaultSelection } from '@/lib/configurator/selection'
import {
  VISIBLE_PARTS,
  boatLook,
  describeBoat,
  engineLook,
  partsFor,
  type BoatMessage,
} from '@/lib/configurator/visible-parts'
import type { Words } from '@/lib/configurator/words'
import type { Locale } from '@/lib/i18n/config'
import { intlMessages } from '@/lib/i18n/messages'
import { createTranslator } from 'next-intl'

const words = (locale: Locale): Words<BoatMessage> => ({
  locale,
  t: createTranslator({ locale, messages: intlMessages(locale), namespace: 'Configurator.boat' }),
})

const catalogue = defaultCatalogue

describe('boat geometry', () => {
  it('draws the same outlines as before from its numbers', () => {
    expect(PROFILE_HULL).toBe('M40 108 C150 106 300 100 372 92 C362 118 332 146 285 152 L60 154 L46 150 Z')
    expect(PROFILE_DECKHOUSE).toBe('M208 103 L232 86 L318 90 L342 97 Z')
    expect(PLAN_HULL).toBe('M40 199 L300 199 C344 201 368 213 378 225 C368 237 344 249 300 251 L40 251 Z')
    expect(PLAN_DECK).toBe('M46 204 L298 204 C336 206 356 215 366 225 C356 235 336 244 298 246 L46 246 Z')
    expect(PLAN_DECKHOUSE).toBe('M214 210 L300 210 C316 212 326 218 330 225 C326 232 316 238 300 240 L214 240 Z')
  })

  it('reads heights and breadths off the lines', () => {
    expect(profileAt(40)).toEqual({ sheer: 108, keel: 150 })
    expect(profileAt(372).sheer).toBeCloseTo(92)
    expect(profileAt(372).keel).toBeCloseTo(92)
    expect(profileAt(200).keel).toBeGreaterThan(WATERLINE_Y)
    expect(halfBreadthAt(HULL_PLAN, 100)).toBe(26)
    expect(halfBreadthAt(HULL_PLAN, 378)).toBeCloseTo(0)
    expect(halfBreadthAt(HULL_PLAN, 20)).toBe(0)
  })

  it('gives the 3D hull a WAMA 26’s size: 7.9 m long, about 2.5 m wide, sheer above and keel below the sea', () => {
    const all = stations(40)
    expect(all[all.length - 1]!.x - all[0]!.x).toBeCloseTo(7.9)
    const widest = Math.max(...all.map((s) => s.halfBeam)) * 2
    expect(widest).toBeGreaterThan(2.3)
    expect(widest).toBeLessThan(2.7)
    const amidships = stationAt(200)
    expect(amidships.sheer).toBeGreaterThan(0.8)
    expect(amidships.keel).toBeLessThan(0)
    expect(toY(WATERLINE_Y)).toBe(0)
    expect(stationAt(372).halfBeam).toBeLessThan(0.2)
  })
})

describe('visible parts', () => {
  it('maps every visible option to a part, and only catalogue options', () => {
    const ids = new Set(catalogue.options.map((o) => o.id))
    for (const id of Object.keys(VISIBLE_PARTS)) expect(ids).toContain(id)
    expect([...partsFor(['bimini', 'carbon-roll-bar', 'autopilot', 'unknown'])].sort()).toEqual(['bimini', 'roll-bar'])
  })

  it('reads the look of a build: colour, deck, engine and parts', () => {
    const look = boatLook(catalogue, {
      colorId: 'blue',
      flooringId: 'esthec',
      engineId: 'mercury-f300xl',
      optionIds: ['bimini', 'mooring-cover', 'shore-power'],
    })
    expect(look.hullHex).toBe('#1F4E79')
    expect(look.teakDeck).toBe(true)
    expect(look.engine).toEqual({ kind: 'outboard', count: 1 })
    expect([...look.parts]).toEqual(['bimini', 'mooring-cover'])
    const plain = boatLook(catalogue, defaultSelection(catalogue))
    expect(plain).toMatchObject({ hullHex: '#F4F6F7', teakDeck: false, engine: { kind: 'none', count: 0 } })
    expect(plain.parts.size).toBe(0)
  })

  it('counts engines from the catalogue name and falls back to an outboard for an unknown category', () => {
    expect(engineLook(catalogue, 'volvo-350hp-inboard')).toEqual({ kind: 'inboard', count: 1 })
    expect(engineLook(catalogue, 'volvo-380hp-forward')).toEqual({ kind: 'forward-drive', count: 1 })
    expect(engineLook(catalogue, 'gasoline-engine-350hp')).toEqual({ kind: 'sterndrive', count: 1 })
    const twin = {
      ...catalogue,
      engines: [{ ...catalogue.engines[1]!, id: 'twin-f300', name: 'Twin Mercury F300' }],
    }
    expect(engineLook(twin, 'twin-f300')).toEqual({ kind: 'outboard', count: 2 })
    expect(engineLook(catalogue, '')).toEqual({ kind: 'none', count: 0 })
  })

  it('describes the build with the chosen colour and the parts it shows', () => {
    const selection = { colorId: 'blue', flooringId: 'standard', engineId: '', optionIds: ['bimini', 'autopilot'] }
    expect(describeBoat(catalogue, selection, 'model', words('en'))).toBe(
      'WAMA 26 3D model: Ocean Blue hull, Standard Non-Slip Deck, with Bimini Top.',
    )
    expect(describeBoat(catalogue, selection, 'model', words('fr'))).toBe(
      'WAMA 26 en 3D\u00a0: coque Ocean Blue, Standard Non-Slip Deck, avec Bimini Top.',
    )
    expect(describeBoat(catalogue, defaultSelection(catalogue), 'drawing', words('en'))).toBe(
      'WAMA 26 in profile and plan view: Arctic White hull, Standard Non-Slip Deck, no engine or visible options chosen.',
    )
  })
})
