import type { ConfiguratorCatalogue } from '@/lib/cms/types'

import type { ENGINE_CATEGORIES } from './rule-kinds'
import { orderOptionIds, type Selection } from './selection'
import { capitalize, listIn, type Words } from './words'

type OptionRule = ConfiguratorCatalogue['rules'][number]
type EngineCategory = (typeof ENGINE_CATEGORIES)[number]

/** The Configurator.rules messages the rules are told with. */
type RuleMessage =
  | 'option'
  | 'requires'
  | 'partOf'
  | 'excludes'
  | 'needsEngine'
  | 'hasEngine'
  | 'noEngine'
  | 'noteNeeds'
  | 'noteNotWith'
  | 'noteIncludes'
  | 'noteEngineOnly'
  | 'fixEngine'
  | 'fixRemove'
  | 'fixAdd'
  | 'fixNone'
  | `kinds.${EngineCategory}`

export type RuleWords = Words<RuleMessage>

/** A rule the build breaks, as data: the page tells it in the visitor's language (describeBroken). */
export interface BrokenRule {
  rule: OptionRule
  /** The options the rule finds wrong: missing, clashing, or (for an engine rule) the option itself. */
  others: string[]
  /** The build's engine, which an engine rule's sentence names; "" when none is chosen. */
  engineId: string
  explanation: string
}

/** A broken rule with its sentence, e.g. "Wake-Surf Tabs requires Water Ballasts." */
export interface Violation extends BrokenRule {
  problem: string
}

/** What the visitor just did, so a fix keeps it and changes the rest. */
export type Change = { kind: 'option'; id: string; on: boolean } | { kind: 'engine'; id: string } | { kind: 'other' }

/** What a fix changes, by name: the engine it chooses, the options it removes and those it adds. */
export interface FixChanges {
  engine: string | null
  removed: string[]
  added: string[]
}

export interface Proposal {
  /** The build as the visitor asked for it (a package brings its contents along). */
  candidate: Selection
  /** Rules the candidate breaks: none means it is applied as is. */
  broken: BrokenRule[]
  /** The nearest valid build that keeps the visitor's choice; null when there is none. */
  fix: Selection | null
  /** The fix for its button (describeFix), e.g. "Add Water Ballasts and Wake-Surf Tabs"; null without a fix. */
  fixChanges: FixChanges | null
}

const nameOf = (catalogue: ConfiguratorCatalogue, id: string) => catalogue.options.find((o) => o.id === id)?.name ?? id

/** Option names as a sentence quotes them in the reader's language, joined into one list. */
const namesIn = ({ locale, t }: RuleWords, names: readonly string[]) =>
  listIn(
    locale,
    names.map((name) => t('option', { name })),
  )

/** The same for options given by id. */
const optionsIn = (catalogue: ConfiguratorCatalogue, words: RuleWords, ids: readonly string[]) =>
  namesIn(
    words,
    ids.map((id) => nameOf(catalogue, id)),
  )

/**
 * English, for callers without a visitor (the quote endpoint's answer and the sales mail): the sentences of the
 * Configurator.rules messages, which pages use instead.
 */
const ENGLISH: RuleWords = {
  locale: 'en',
  t: (key, values = {}) => {
    const v = (name: string) => String(values[name] ?? '')
    switch (key) {
      case 'option':
        return v('name')
      case 'requires':
        return `${v('subject')} requires ${v('names')}.`
      case 'partOf':
        return `${v('names')} ${values.count === 1 ? 'is' : 'are'} part of the ${v('subject')}.`
      case 'excludes':
        return `${v('subject')} cannot be fitted with ${v('names')}.`
      case 'needsEngine': {
        const article = v('first') === 'outboard' || v('first') === 'inboard' ? 'an' : 'a'
        return `${v('subject')} needs ${article} ${v('kinds')} engine; ${v('current')}.`
      }
      case 'hasEngine':
        return `the build has the ${v('engine')}`
      case 'noEngine':
        return 'no engine is chosen yet'
      default:
        return key.startsWith('kinds.') ? key.slice('kinds.'.length) : key
    }
  },
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

function engineKinds(categories: readonly EngineCategory[], { locale, t }: RuleWords): string {
  return listIn(
    locale,
    categories.map((c) => t(`kinds.${c}`)),
    'disjunction',
  )
}

/** A broken rule's sentence in the reader's language. */
export function describeBroken(catalogue: ConfiguratorCatalogue, broken: BrokenRule, words: RuleWords): string {
  const { rule, others, engineId } = broken
  const { t } = words
  const subject = optionsIn(catalogue, words, [rule.option])
  const names = optionsIn(catalogue, words, others)
  switch (rule.kind) {
    case 'requires':
      return t('requires', { subject, names })
    case 'includes':
      return t('partOf', { subject, names, count: others.length })
    case 'excludes':
      return t('excludes', { subject, names })
    case 'needs-engine': {
      const engine = catalogue.engines.find((e) => e.id === engineId)
      const current = engine ? t('hasEngine', { engine: engine.name }) : t('noEngine')
      const kinds = engineKinds(rule.engineCategories, words)
      return t('needsEngine', { subject, kinds, first: rule.engineCategories[0] ?? '', current })
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
export function brokenRules(catalogue: ConfiguratorCatalogue, selection: Selection): BrokenRule[] {
  const chosen = new Set(selection.optionIds)
  return catalogue.rules.flatMap((rule) => {
    const others = offending(catalogue, rule, selection, chosen)
    if (others.length === 0) return []
    return [{ rule, others, engineId: selection.engineId, explanation: rule.explanation }]
  })
}

/** Every rule the build breaks with its sentence, in English unless the reader's words are given. */
export function violations(
  catalogue: ConfiguratorCatalogue,
  selection: Selection,
  words: RuleWords = ENGLISH,
): Violation[] {
  return brokenRules(catalogue, selection).map((broken) => ({
    ...broken,
    problem: describeBroken(catalogue, broken, words),
  }))
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
    const [first] = brokenRules(catalogue, current)
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

/** What taking the fix changes in the build, by name. */
export function fixChanges(catalogue: ConfiguratorCatalogue, from: Selection, to: Selection): FixChanges {
  const before = new Set(from.optionIds)
  const after = new Set(to.optionIds)
  const engine =
    to.engineId !== from.engineId && to.engineId
      ? (catalogue.engines.find((e) => e.id === to.engineId)?.name ?? to.engineId)
      : null
  return {
    engine,
    removed: from.optionIds.filter((id) => !after.has(id)).map((id) => nameOf(catalogue, id)),
    added: to.optionIds.filter((id) => !before.has(id)).map((id) => nameOf(catalogue, id)),
  }
}

/** The fix button's words: "Choose the Volvo Penta 350 HP Inboard and add Water Ballasts". */
export function describeFix(changes: FixChanges, words: RuleWords): string {
  const { locale, t } = words
  const parts: string[] = []
  if (changes.engine) parts.push(t('fixEngine', { engine: changes.engine }))
  if (changes.removed.length) parts.push(t('fixRemove', { names: namesIn(words, changes.removed) }))
  if (changes.added.length) parts.push(t('fixAdd', { names: namesIn(words, changes.added) }))
  return parts.length ? capitalize(listIn(locale, parts)) : t('fixNone')
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
  const broken = brokenRules(catalogue, candidate)
  if (broken.length === 0) return { candidate, broken: [], fix: candidate, fixChanges: null }
  const fix = repair(catalogue, candidate, change)
  return { candidate, broken, fix, fixChanges: fix ? fixChanges(catalogue, selection, fix) : null }
}

/** The rules an option card states up front, so a visitor sees a constraint before meeting it. */
export function ruleNotes(catalogue: ConfiguratorCatalogue, id: string, words: RuleWords): string[] {
  const { t } = words
  const names = (ids: readonly string[]) => optionsIn(catalogue, words, ids)
  return catalogue.rules.flatMap((rule) => {
    if (rule.kind === 'excludes' && rule.targets.includes(id)) {
      return [t('noteNotWith', { names: names([rule.option]) })]
    }
    if (rule.option !== id) return []
    switch (rule.kind) {
      case 'requires':
        return [t('noteNeeds', { names: names(rule.targets) })]
      case 'excludes':
        return [t('noteNotWith', { names: names(rule.targets) })]
      case 'includes':
        return [t('noteIncludes', { names: names(rule.targets) })]
      case 'needs-engine':
        return [capitalize(t('noteEngineOnly', { kinds: engineKinds(rule.engineCategories, words) }))]
    }
  })
}
