import { useTranslations } from 'next-intl'
import { useLayoutEffect, useRef } from 'react'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { describeBroken, describeFix } from '@/lib/configurator/rules'
import type { Conflict, ConflictCause } from '@/lib/configurator/state'
import { DialogShell, buttonOutline, buttonPrimary } from './DialogShell'
import { useRuleWords } from './words'

interface ConflictDialogProps {
  catalogue: ConfiguratorCatalogue
  conflict: Conflict | null
  onFix: () => void
  onKeep: () => void
}

type ConflictWords = ReturnType<typeof useTranslations<'Configurator.conflict'>>

function title(cause: ConflictCause, t: ConflictWords): string {
  switch (cause.kind) {
    case 'choose':
      return t('choose', { name: cause.name })
    case 'remove':
      return t('remove', { name: cause.name })
    case 'other':
      return t('other')
    case 'shared':
      return t('shared')
    case 'standard':
      return t('standard')
    case 'saved':
      return t('saved', { name: cause.name })
  }
}

/** What the visitor keeps by declining the fix: the build as it was, or the standard one for a shared link. */
function keepLabel(cause: ConflictCause, t: ConflictWords): string {
  switch (cause.kind) {
    case 'shared':
      return t('keepShared')
    case 'standard':
      return t('keepStandard')
    case 'saved':
      return t('keepSaved')
    default:
      return t('keepChange')
  }
}

/** A choice that breaks a rule: which choices clash and why, the fix in one click, or the build as it was. */
export function ConflictDialog({ catalogue, conflict, onFix, onKeep }: ConflictDialogProps) {
  const t = useTranslations('Configurator.conflict')
  const words = useRuleWords()
  // No trigger opens this dialog (a checkbox or a radio does, by changing): keep the control that did, for
  // focus to return to. A layout effect runs before the dialog's focus trap moves focus inside it.
  const opener = useRef<HTMLElement | null>(null)
  const open = conflict !== null
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])
  return (
    <DialogShell
      returnFocusTo={() => opener.current?.focus()}
      open={open}
      onOpenChange={(open) => {
        if (!open) onKeep()
      }}
      title={conflict ? title(conflict.cause, t) : ''}
      description={t('description')}
      wide
    >
      <ul className="space-y-4">
        {conflict?.broken.map((broken) => {
          const problem = describeBroken(catalogue, broken, words)
          return (
            <li key={problem} className="border-l-2 border-gold pl-4">
              <p className="text-bone">{problem}</p>
              <p className="mt-1 text-sm text-mist">{broken.explanation}</p>
            </li>
          )
        })}
      </ul>
      {/* Sentence case: the fix reads as what it does ("Remove … and add …"), too long for capitals. */}
      <div className="mt-8 grid gap-3">
        {conflict?.fix && conflict.fixChanges ? (
          <button type="button" className={`${buttonPrimary} normal-case tracking-normal`} onClick={onFix}>
            {describeFix(conflict.fixChanges, words)}
          </button>
        ) : null}
        <button type="button" className={`${buttonOutline} normal-case tracking-normal`} onClick={onKeep}>
          {conflict ? keepLabel(conflict.cause, t) : null}
        </button>
      </div>
    </DialogShell>
  )
}
