import { useLayoutEffect, useRef } from 'react'
import type { Conflict } from '@/lib/configurator/state'
import { DialogShell, buttonOutline, buttonPrimary } from './DialogShell'

interface ConflictDialogProps {
  conflict: Conflict | null
  onFix: () => void
  onKeep: () => void
}

/** A choice that breaks a rule: which choices clash and why, the fix in one click, or the build as it was. */
export function ConflictDialog({ conflict, onFix, onKeep }: ConflictDialogProps) {
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
      title={conflict?.title ?? ''}
      description="Some choices of a WAMA 26 only fit together in certain ways. Nothing has changed yet."
      wide
    >
      <ul className="space-y-4">
        {conflict?.violations.map((violation) => (
          <li key={violation.problem} className="border-l-2 border-gold pl-4">
            <p className="text-bone">{violation.problem}</p>
            <p className="mt-1 text-sm text-mist">{violation.explanation}</p>
          </li>
        ))}
      </ul>
      {/* Sentence case: the fix reads as what it does ("Remove … and add …"), too long for capitals. */}
      <div className="mt-8 grid gap-3">
        {conflict?.fix ? (
          <button type="button" className={`${buttonPrimary} normal-case tracking-normal`} onClick={onFix}>
            {conflict.fixLabel}
          </button>
        ) : null}
        <button type="button" className={`${buttonOutline} normal-case tracking-normal`} onClick={onKeep}>
          {conflict?.keepLabel}
        </button>
      </div>
    </DialogShell>
  )
}
