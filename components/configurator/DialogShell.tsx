import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

interface DialogShellProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** Blocks closing (Escape, outside click, ×) while a request is in flight. */
  busy?: boolean
  wide?: boolean
  children: ReactNode
}

/** DESIGN.md dialog: charcoal panel, gold hairline border, serif title, clear close control. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  wide = false,
  children,
}: DialogShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto border hairline bg-charcoal p-6 text-bone shadow-2xl sm:p-10 ${
            wide ? 'max-w-2xl' : 'max-w-md'
          }`}
        >
          <Dialog.Title className="pr-10 font-display text-3xl font-light">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-mist">{description}</Dialog.Description>
          <div className="mt-6">{children}</div>
          <Dialog.Close
            disabled={busy}
            aria-label="Close"
            className="absolute top-3 right-3 flex size-11 items-center justify-center text-mist hover:text-gold disabled:opacity-40"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export const buttonPrimary =
  'inline-flex min-h-11 items-center justify-center bg-gold px-6 py-3 label-caps text-black transition-colors hover:bg-gold-bright disabled:cursor-not-allowed disabled:opacity-50'
export const buttonOutline =
  'inline-flex min-h-11 items-center justify-center border border-gold/60 px-6 py-3 label-caps text-bone transition-colors hover:border-gold hover:text-gold-bright disabled:cursor-not-allowed disabled:opacity-50'
export const buttonQuiet =
  'inline-flex min-h-11 items-center justify-center px-4 py-3 label-caps text-mist transition-colors hover:text-bone disabled:cursor-not-allowed disabled:opacity-50'
