import type { ComponentProps, ReactNode } from 'react'

import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '@/components/ui/Dialog'

interface DialogShellProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** Blocks closing (Escape, outside click, ×) while a request is in flight. */
  busy?: boolean
  wide?: boolean
  returnFocusTo?: ComponentProps<typeof Dialog>['returnFocusTo']
  children: ReactNode
}

/** The configurator's dialogs: a form under a serif title. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  wide = false,
  returnFocusTo,
  children,
}: DialogShellProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      returnFocusTo={returnFocusTo}
      className={`p-6 sm:p-10 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <DialogTitle className="pr-10 font-display text-3xl font-light">{title}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-mist">{description}</DialogDescription>
      <div className="mt-6">{children}</div>
      <DialogCloseButton disabled={busy} />
    </Dialog>
  )
}

export const buttonPrimary =
  'inline-flex min-h-11 items-center justify-center bg-gold px-6 py-3 label-caps text-black transition-colors hover:bg-gold-bright disabled:cursor-not-allowed disabled:opacity-50 forced-colors:border'
export const buttonOutline =
  'inline-flex min-h-11 items-center justify-center border border-gold/60 px-6 py-3 label-caps text-bone transition-colors hover:border-gold hover:text-gold-bright disabled:cursor-not-allowed disabled:opacity-50'
export const buttonQuiet =
  'inline-flex min-h-11 items-center justify-center px-4 py-3 label-caps text-mist transition-colors hover:text-bone disabled:cursor-not-allowed disabled:opacity-50'
