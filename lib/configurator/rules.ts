import type { ConfiguratorCatalogue } from '@/lib/cms/types'

import { orderOptionIds, type Selection } from './selection'

type OptionRule = ConfiguratorCatalogue['rules'][number]

/** A rule the build breaks, said the way the visitor reads it. */
export interface Violation {
  rule: OptionRule
  /** Which choice conflicts with which, e.g. "Wake-Surf Tabs requires Water Ballasts." */
  problem: string
  explanation: string
}

/** What the visitor just did, so a fix keeps it and changes the rest. */
export type Change = { kind: 'option'; id: string; on: boolean } | { kind: 'engine'; id: string } | { kind: 'other' }

export interface Proposal {
  /** The build as the visitor asked for it (a package brings its contents along). */
  candidate: Selection
  /** Rules the candidate breaks: none means it is applied as is. */
  violations: Violation[]
  /** The nearest valid build that keeps the visitor's choice; null when there is none. */
  fix: Selection | null
  /** The fix in words for its button, e.g. "Add Water Ballasts and Wake-Surf Tabs". */
  fixLabel: string
}

const nameOf = (catalogue: ConfiguratorCatalogue, id: string) => catalogue.options.find((o) => o.id === id)?.name ?? id

function list(words: string[], last = 'and'): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`
}

/** Options a chosen package includes, each with the package that brings it (they cost nothing more). */
export function includedOptions(catalogue: ConfiguratorCatalogue, optionIds: readonly string[]): Map<string, string> {
  const chosen = new Set(optionIds)
  const included = new Map<string, string>()
  for (const rule of catalogue.rules) {
    if (rule.kind !== 'includes' || !chosen.has(rule.option)) continue
    for (const target of rule.targets) if (!included.has(target)) included.set(target, rule.option)
  }
  return included
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

function describe(catalogue: ConfiguratorCatalogue, selection: Selection, rule: OptionRule, others: string[]): string {
  const subject = nameOf(catalogue, rule.option)
  const names = others.map((id) => nameOf(catalogue, id))
  switch (rule.kind) {
    case 'requires':
      return `${subject} requires ${list(names)}.`
    case 'includes':
      return `${list(names)} ${names.length > 1 ? 'are' : 'is'} part of the ${subject}.`
    case 'excludes':
      return `${subject} cannot be fitted with ${list(names)}.`
    case 'needs-engine': {
      const kinds = list(rule.engineCategories, 'or')
      const engine = catalogue.engines.find((e) => e.id === selection.engineId)
      const current = engine ? `the build has the ${engine.name}` : 'no engine is chosen yet'
      return `${subject} needs ${article(kinds)} ${kinds} engine; ${current}.`
    }
  }
}

/** The options a rule finds wrong in a build: missing, clashing, or (for an engine rule) the option itself. */
function offending(catalogue: ConfiguratorCatalogue, rule: OptionRule, selection: Selection, chosen: Set<string>) {
  if (!chosen.has(rule.option)) return []
  if (rule.kind === 'requires' || rule.kind === 'includes') return rule.targets.filter((t) => !chosen.has(t))
  if (rule.kind === 'excludes') return rule.targets.filter((t) => chosen.has(t))
  const category = catalogue.engines.find((e) => e.id === selection.engineId)?.category ?? ''
  return rule.engineCategories.some((c) => c === category) ? [] : [rule.option]
}

/** Every rule the build breaks, in the catalogue's order. */
export function violations(catalogue: ConfiguratorCatalogue, selection: Selection): Violation[] {
  const chosen = new Set(selection.optionIds)
  return catalogue.rules.flatMap((rule) => {
    const others = offending(catalogue, rule, selection, chosen)
    if (others.length === 0) return []
    return [{ rule, problem: describe(catalogue, selection, rule, others), explanation: rule.explanation }]
  })
}

function cheapestEngine(catalogue: ConfiguratorCatalogue, categories: readonly string[]): string | undefined {
  return catalogue.engines
    .filter((e) => categories.some((c) => c === e.category))
    .reduce<(typeof catalogue.engines)[number] | undefined>(
      (best, e) => (!best || e.price < best.price ? e : best),
      undefined,
    )?.id
}

/**
 * Repairs a build rule by rule, keeping what the visitor just chose: a missing requirement is added unless
 * the visitor just removed it (then what needed it goes too); of two options that exclude each other the one
 * not just chosen goes; an option needing another engine gets the cheapest suitable one, unless the visitor
 * just chose the engine (then the option goes). Without a change (a loaded build), options give way to the engine.
 */
export function repair(catalogue: ConfiguratorCatalogue, selection: Selection, change: Change = { kind: 'other' }) {
  const chosen = new Set(selection.optionIds)
  let engineId = selection.engineId
  const kept = (id: string) => change.kind === 'option' && change.on && change.id === id
  const removedByVisitor = (id: string) => change.kind === 'option' && !change.on && change.id === id
  for (let pass = 0; pass < 20; pass++) {
    const current = { ...selection, engineId, optionIds: orderOptionIds(catalogue, chosen) }
    const [first] = violations(catalogue, current)
    if (!first) return current
    const { rule } = first
    if (rule.kind === 'requires' || rule.kind === 'includes') {
      const missing = rule.targets.filter((t) => !chosen.has(t))
      if (missing.some(removedByVisitor)) chosen.delete(rule.option)
      else for (const t of missing) chosen.add(t)
    } else if (rule.kind === 'excludes') {
      if (kept(rule.option) || !rule.targets.some(kept)) for (const t of rule.targets) chosen.delete(t)
      else chosen.delete(rule.option)
    } else {
      const engine = change.kind === 'option' ? cheapestEngine(catalogue, rule.engineCategories) : undefined
      if (engine) engineId = engine
      else chosen.delete(rule.option)
    }
  }
  return null
}

export function describeFix(catalogue: ConfiguratorCatalogue, from: Selection, to: Selection): string {
  const before = new Set(from.optionIds)
  const after = new Set(to.optionIds)
  const parts: string[] = []
  if (to.engineId !== from.engineId && to.engineId) {
    parts.push(`choose the ${catalogue.engines.find((e) => e.id === to.engineId)?.name ?? to.engineId}`)
  }
  const removed = from.optionIds.filter((id) => !after.has(id)).map((id) => nameOf(catalogue, id))
  const added = to.optionIds.filter((id) => !before.has(id)).map((id) => nameOf(catalogue, id))
  if (removed.length) parts.push(`remove ${list(removed)}`)
  if (added.length) parts.push(`add ${list(added)}`)
  const sentence = list(parts) || 'Keep this build'
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

/** What a change does to a build: applied as is when it breaks no rule, else the rules broken and the fix. */
export function propose(
  catalogue: ConfiguratorCatalogue,
  selection: Selection,
  change: Change,
  next: Selection,
): Proposal {
  let candidate = next
  if (change.kind === 'option') {
    const packaged = catalogue.rules
      .filter((r) => r.kind === 'includes' && r.option === change.id)
      .flatMap((r) => r.targets)
    // A package brings its contents when ticked and takes them away when unticked, as its card says.
    const optionIds = change.on
      ? [...next.optionIds, ...packaged]
      : next.optionIds.filter((id) => !packaged.includes(id))
    candidate = { ...next, optionIds: orderOptionIds(catalogue, optionIds) }
  }
  const broken = violations(catalogue, candidate)
  if (broken.length === 0) return { candidate, violations: [], fix: candidate, fixLabel: '' }
  const fix = repair(catalogue, candidate, change)
  return { candidate, violations: broken, fix, fixLabel: fix ? describeFix(catalogue, selection, fix) : '' }
}

/** The rules an option card states up front, so a visitor sees a constraint before meeting it. */
export function ruleNotes(catalogue: ConfiguratorCatalogue, id: string): string[] {
  const names = (ids: string[]) => list(ids.map((t) => nameOf(catalogue, t)))
  return catalogue.rules.flatMap((rule) => {
    if (rule.kind === 'excludes' && rule.targets.includes(id)) return [`Not with ${nameOf(catalogue, rule.option)}`]
    if (rule.option !== id) return []
    switch (rule.kind) {
      case 'requires':
        return [`Needs ${names(rule.targets)}`]
      case 'excludes':
        return [`Not with ${names(rule.targets)}`]
      case 'includes':
        return [`Includes ${names(rule.targets)}`]
      case 'needs-engine': {
        const kinds = list(rule.engineCategories, 'or')
        return [`${kinds.charAt(0).toUpperCase()}${kinds.slice(1)} engine only`]
      }
    }
  })
}
