import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import type { Selection } from './selection'
import type { Words } from './words'

/** The options that change how the boat looks, and the part each one adds to the drawing and the 3D model. */
export const VISIBLE_PARTS = {
  'carbon-roll-bar': 'roll-bar',
  bimini: 'bimini',
  'carbon-sun-awning': 'sun-awning',
  'carbon-fold-down-platforms': 'side-platforms',
  'teak-fold-down-platform': 'transom-platform',
  'bow-sun-pad': 'bow-sun-pad',
  'stainless-rails': 'rails',
  'underwater-lights': 'underwater-lights',
  'retractable-bow-roller': 'bow-roller',
  'telescopic-swim-ladder': 'swim-ladder',
  'cockpit-speakers': 'speakers',
  'water-ballasts': 'ballast',
  'wake-surf-tabs': 'surf-tabs',
  'surfboard-racks': 'surfboard-racks',
  'mooring-cover': 'mooring-cover',
  'console-cover': 'console-cover',
  'teak-cockpit-table': 'cockpit-table',
} as const

export type PartId = (typeof VISIBLE_PARTS)[keyof typeof VISIBLE_PARTS]

type EngineKind = 'outboard' | 'sterndrive' | 'inboard' | 'forward-drive' | 'none'

export interface EngineLook {
  kind: EngineKind
  count: 0 | 1 | 2
}

/** Everything the pictures of a build depend on. */
export interface BoatLook {
  hullHex: string
  teakDeck: boolean
  engine: EngineLook
  parts: ReadonlySet<PartId>
}

const DEFAULT_HULL_HEX = '#F4F6F7'

function isVisibleOption(id: string): id is keyof typeof VISIBLE_PARTS {
  return Object.hasOwn(VISIBLE_PARTS, id)
}

export function partsFor(optionIds: readonly string[]): Set<PartId> {
  return new Set(optionIds.filter(isVisibleOption).map((id) => VISIBLE_PARTS[id]))
}

export function engineLook(catalogue: ConfiguratorCatalogue, engineId: string): EngineLook {
  if (!engineId) return { kind: 'none', count: 0 }
  const engine = catalogue.engines.find((e) => e.id === engineId)
  const category = engine?.category
  const kind: EngineKind =
    category === 'sterndrive' || category === 'inboard' || category === 'forward-drive' ? category : 'outboard'
  // The catalogue has no engine count; a twin installation says so in its name.
  const count = engine && /\b(twin|dual|2\s?[x×])/i.test(engine.name) ? 2 : 1
  return { kind, count }
}

export function boatLook(catalogue: ConfiguratorCatalogue, selection: Selection): BoatLook {
  return {
    hullHex: catalogue.colors.find((c) => c.id === selection.colorId)?.hex ?? DEFAULT_HULL_HEX,
    teakDeck: selection.flooringId !== 'standard' && selection.flooringId !== '',
    engine: engineLook(catalogue, selection.engineId),
    parts: partsFor(selection.optionIds),
  }
}

/** The Configurator.boat messages the picture's description is made of. */
export type BoatMessage = 'description' | 'withExtras' | 'noExtras' | 'standardColour' | 'standardFlooring'

/** The sentence a screen reader hears for the picture of the build, drawn or in 3D, in the reader's language. */
export function describeBoat(
  catalogue: ConfiguratorCatalogue,
  selection: Selection,
  view: 'drawing' | 'model',
  { t }: Words<BoatMessage>,
): string {
  const colour = catalogue.colors.find((c) => c.id === selection.colorId)?.name ?? t('standardColour')
  const flooring = catalogue.floorings.find((f) => f.id === selection.flooringId)?.name ?? t('standardFlooring')
  const engine = catalogue.engines.find((e) => e.id === selection.engineId)?.name
  const visible = catalogue.options.filter((o) => selection.optionIds.includes(o.id) && isVisibleOption(o.id))
  const extras = [engine, ...visible.map((o) => o.name)].filter(Boolean)
  const model = catalogue.model.replace(/-/g, ' ').toUpperCase()
  return t('description', {
    model,
    view,
    colour,
    flooring,
    extras: extras.length ? t('withExtras', { list: extras.join(', ') }) : t('noExtras'),
  })
}
