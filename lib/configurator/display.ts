import type { ConfiguratorCatalogue } from '@/lib/cms/types'

/** Engine names are cut to 25 characters in the summary. */
const ENGINE_NAME_MAX = 25

export function truncateName(name: string, max: number = ENGINE_NAME_MAX): string {
  return name.length > max ? `${name.slice(0, max).trimEnd()}…` : name
}

/** "" → the words for no engine ("No engine"); an id missing from the catalogue → "Unknown"; otherwise the full name. */
export function engineName(
  catalogue: ConfiguratorCatalogue,
  engineId: string,
  words: { none: string; unknown: string },
): string {
  if (!engineId) return words.none
  return catalogue.engines.find((e) => e.id === engineId)?.name ?? words.unknown
}
