import { createTranslator } from 'next-intl'

import { defaultCatalogue as catalogue } from '@/content-defaults/catalogue'
import { linePrice, priceConfiguration } from '@/lib/configurator/pricing'
import {
  describeBroken,
  describeFix,
  propose,
  ruleNotes,
  violations,
  type Proposal,
  type RuleWords,
} from '@/lib/configurator/rules'
import { defaultSelection, type Selection } from '@/lib/configurator/selection'
import { configuratorReducer, initialState, type ConfiguratorAction } from '@/lib/configurator/state'
import type { Locale } from '@/lib/i18n/config'
import { intlMessages } from '@/lib/i18n/messages'

const defaults = defaultSelection(catalogue)
const build = (change: Partial<Selection>): Selection => ({ ...defaults, ...change })
const tick = (from: Selection, id: string) =>
  propose(catalogue, from, { kind: 'option', id, on: true }, { ...from, optionIds: [...from.optionIds, id] })
const untick = (from: Selection, id: string) =>
  propose(
    catalogue,
    from,
    { kind: 'option', id, on: false },
    { ...from, optionIds: from.optionIds.filter((o) => o !== id) },
  )
const run = (actions: ConfiguratorAction[]) => actions.reduce(configuratorReducer, initialState(catalogue, defaults))

/** The rule sentences as a page words them, from the message catalogue. */
const words = (locale: Locale): RuleWords => ({
  locale,
  t: createTranslator({ locale, messages: intlMessages(locale), namespace: 'Configurator.rules' }),
})
const en = words('en')
const problems = (proposal: Proposal, w: RuleWords = en) => proposal.broken.map((b) => describeBroken(catalogue, b, w))
const fixLabel = (proposal: Proposal, w: RuleWords = en) =>
  proposal.fixChanges ? describeFix(proposal.fixChanges, w) : ''

describe('option rules of the built-in catalogue', () => {
  it('name only options and engine kinds the catalogue holds, each with an explanation', () => {
    const options = new Set(catalogue.options.map((o) => o.id))
    const engineKinds = new Set(catalogue.engines.map((e) => e.category))
    expect(catalogue.rules.length).toBeGreaterThanOrEqual(6)
    for (const rule of catalogue.rules) {
      expect(options.has(rule.option)).toBe(true)
      for (const target of rule.targets) expect(options.has(target)).toBe(true)
      for (const kind of rule.engineCategories) expect(engineKinds.has(kind)).toBe(true)
      expect(rule.explanation.length).toBeGreaterThan(20)
    }
  })

  it('the wake-surf tabs without ballast or a suitable engine: both problems, and a fix adding the ballast and the cheapest inboard', () => {
    const proposal = tick(defaults, 'wake-surf-tabs')
    expect(problems(proposal)).toEqual([
      'Wake Surf Tab System requires Water Ballasts.',
      'Wake Surf Tab System needs an inboard or forward-drive engine; no engine is chosen yet.',
    ])
    expect(proposal.fix).toEqual(
      build({ engineId: 'volvo-350hp-inboard', optionIds: ['water-ballasts', 'wake-surf-tabs'] }),
    )
    expect(fixLabel(proposal)).toBe(
      'Choose the Volvo Penta 350 HP Inboard and add Water Ballasts and Wake Surf Tab System',
    )
    // Without a page's words (the quote endpoint), the same English sentences.
    expect(violations(catalogue, proposal.candidate).map((v) => v.problem)).toEqual(problems(proposal))
  })

  it('two options that exclude each other: the new choice stays and the other goes, whichever of the two is new', () => {
    const withAwning = build({ optionIds: ['carbon-sun-awning'] })
    const bimini = tick(withAwning, 'bimini')
    expect(problems(bimini)[0]).toBe('Bimini Top cannot be fitted with Carbon Pole Sun Awning.')
    expect(bimini.fix?.optionIds).toEqual(['bimini'])
    expect(fixLabel(bimini)).toBe('Remove Carbon Pole Sun Awning and add Bimini Top')

    const awning = tick(build({ optionIds: ['bimini'] }), 'carbon-sun-awning')
    expect(awning.fix?.optionIds).toEqual(['carbon-sun-awning'])
    expect(fixLabel(awning)).toBe('Remove Bimini Top and add Carbon Pole Sun Awning')
  })

  it('removing what another option needs offers to remove that option too; changing to an unsuitable engine offers to drop the option', () => {
    const surfing = build({ engineId: 'volvo-350hp-inboard', optionIds: ['water-ballasts', 'wake-surf-tabs'] })
    expect(violations(catalogue, surfing)).toEqual([])
    const removal = untick(surfing, 'water-ballasts')
    expect(removal.fix?.optionIds).toEqual([])
    expect(fixLabel(removal)).toBe('Remove Water Ballasts and Wake Surf Tab System')

    const outboard = propose(
      catalogue,
      surfing,
      { kind: 'engine', id: 'mercury-f300xl' },
      { ...surfing, engineId: 'mercury-f300xl' },
    )
    expect(problems(outboard)[0]).toBe(
      'Wake Surf Tab System needs an inboard or forward-drive engine; the build has the Mercury F300 XL V8 Outboard.',
    )
    expect(outboard.fix).toEqual({ ...surfing, engineId: 'mercury-f300xl', optionIds: ['water-ballasts'] })
  })

  it('a package brings its three options, which cost nothing more, and takes them away when removed', () => {
    const ready = build({ engineId: 'volvo-350hp-inboard', optionIds: ['carbon-roll-bar'] })
    const proposal = tick(ready, 'wake-surf-package')
    expect(proposal.broken).toEqual([])
    const priced = priceConfiguration(catalogue, proposal.candidate)
    const pkg = catalogue.options.find((o) => o.id === 'wake-surf-package')
    const rollBar = catalogue.options.find((o) => o.id === 'carbon-roll-bar')
    const engine = catalogue.engines.find((e) => e.id === 'volvo-350hp-inboard')
    expect(priced.total).toBe(
      catalogue.basePrice + (engine?.price ?? NaN) + (rollBar?.price ?? NaN) + (pkg?.price ?? NaN),
    )
    const ballast = priced.lines.find((l) => l.id === 'water-ballasts')
    expect(ballast && linePrice(ballast)).toBe('Included in Wake-Surf Package')

    expect(untick(proposal.candidate, 'wake-surf-package').candidate.optionIds).toEqual(['carbon-roll-bar'])
  })

  it('every option and engine, chosen from any single-option build, either applies or comes with a fix that breaks no rule', () => {
    for (const base of [defaults, ...catalogue.options.map((o) => build({ optionIds: [o.id] }))]) {
      for (const option of catalogue.options) {
        if (base.optionIds.includes(option.id)) continue
        const proposal = tick(base, option.id)
        expect(proposal.fix).not.toBeNull()
        if (proposal.fix) expect(violations(catalogue, proposal.fix)).toEqual([])
        expect(proposal.fix?.optionIds).toContain(option.id)
      }
    }
  })
})

describe('the rules in French', () => {
  const fr = words('fr')

  it('tells the clash, the engine kinds and the fix in French, with French lists', () => {
    const proposal = tick(defaults, 'wake-surf-tabs')
    expect(problems(proposal, fr)).toEqual([
      '«\u00a0Wake Surf Tab System\u00a0» nécessite «\u00a0Water Ballasts\u00a0».',
      '«\u00a0Wake Surf Tab System\u00a0» nécessite un moteur in-bord ou Forward Drive\u00a0; aucun moteur n’est encore choisi.',
    ])
    expect(fixLabel(proposal, fr)).toBe(
      'Choisir «\u00a0Volvo Penta 350 HP Inboard\u00a0» et ajouter «\u00a0Water Ballasts\u00a0» et «\u00a0Wake Surf Tab System\u00a0»',
    )
    expect(fixLabel(tick(build({ optionIds: ['carbon-sun-awning'] }), 'bimini'), fr)).toBe(
      'Retirer «\u00a0Carbon Pole Sun Awning\u00a0» et ajouter «\u00a0Bimini Top\u00a0»',
    )
  })

  it('states the constraints of an option card in the language of the page', () => {
    expect(ruleNotes(catalogue, 'wake-surf-tabs', en)).toEqual([
      'Needs Water Ballasts',
      'Inboard or forward-drive engine only',
    ])
    expect(ruleNotes(catalogue, 'wake-surf-tabs', fr)).toEqual([
      'Nécessite «\u00a0Water Ballasts\u00a0»',
      'Moteur in-bord ou Forward Drive uniquement',
    ])
  })
})

describe('configurator transitions under the rules', () => {
  it('a conflicting tick changes nothing until the visitor takes the fix or keeps the build', () => {
    const held = run([
      { type: 'choose', change: { engineId: 'mercury-f300xl' } },
      { type: 'toggleOption', id: 'wake-surf-tabs' },
    ])
    expect(held.selection.optionIds).toEqual([])
    expect(held.conflict?.cause).toEqual({ kind: 'choose', name: 'Wake Surf Tab System' })
    expect(held.conflict?.broken.map((v) => v.explanation)).toHaveLength(2)

    expect(configuratorReducer(held, { type: 'conflictKept' })).toMatchObject({
      conflict: null,
      selection: held.selection,
    })
    const fixed = configuratorReducer(held, { type: 'conflictFixed' })
    expect(fixed.conflict).toBeNull()
    expect(fixed.selection.engineId).toBe('volvo-350hp-inboard')
    expect(violations(catalogue, fixed.selection)).toEqual([])
  })

  it('a shared or saved build that breaks a rule is held back with the same fix; declining keeps what was shown', () => {
    const shared = {
      selection: build({ optionIds: ['bimini', 'carbon-sun-awning'] }),
      dropped: [],
    }
    const opened = run([{ type: 'hydrated', saved: [], printDate: '', pageUrl: 'https://x.test/c', shared }])
    expect(opened.selection).toEqual(defaults)
    expect(opened.notice).toBeNull()
    expect(opened.conflict?.cause).toEqual({ kind: 'shared' })
    expect(opened.conflict?.fixChanges && describeFix(opened.conflict.fixChanges, en)).toBe(
      'Remove Carbon Pole Sun Awning',
    )
    expect(configuratorReducer(opened, { type: 'conflictFixed' }).selection.optionIds).toEqual(['bimini'])

    const loaded = run([{ type: 'applied', name: 'Summer', restored: shared }])
    expect(loaded.conflict?.cause).toEqual({ kind: 'saved', name: 'Summer' })
    expect(loaded.loaded).toBe(false)
  })
})
