'use client'

import { useRowLabel } from '@payloadcms/ui'

interface RuleRow {
  kind?: string | null
  option?: string | null
  targets?: string[] | null
  engine_categories?: string[] | null
}

const VERBS: Record<string, string> = {
  requires: 'requires',
  excludes: 'excludes',
  includes: 'includes',
  'needs-engine': 'needs an engine:',
}

/** A folded rule reads as a sentence ("wake-surf-tabs requires water-ballasts"), so an editor finds one at a glance. */
export function RuleRowLabel() {
  const { data, rowNumber } = useRowLabel<RuleRow>()
  if (!data.option || !data.kind) return <span>Rule {(rowNumber ?? 0) + 1}</span>
  const what = data.kind === 'needs-engine' ? data.engine_categories : data.targets
  return (
    <span>
      {data.option} {VERBS[data.kind] ?? data.kind} {(what ?? []).join(', ') || '…'}
    </span>
  )
}
