import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

interface YachtDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  children?: ReactNode
}

/** DESIGN.md dialog: charcoal panel, gold hairline border, serif title, generous padding, clear close control. */
export function YachtDialog({ open, onOpenChange, title, description, children }: YachtDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/80 backdrop-blur-sm" />
        <Dialog.Content
          aria-modal="true"
          className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto border hairline bg-charcoal px-6 py-10 text-bone shadow-2xl sm:px-12 sm:py-14"
        >
          <span aria-hidden="true" className="mx-auto mb-8 block h-px w-12 bg-gold" />
          <Dialog.Title className="text-center font-display text-4xl font-light sm:text-5xl">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-5 text-center leading-relaxed text-mist">{description}</div>
          </Dialog.Description>
          {children && <div className="mt-10">{children}</div>}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-2 right-2 flex size-11 items-center justify-center text-mist transition-colors hover:text-gold"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.25" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
