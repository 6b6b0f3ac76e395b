import * as RadixDialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import type { ReactNode, RefObject } from 'react'

import { Close } from './Icons'

/**
 * How a dialog sits on the screen: a centred card, a sheet rising from the foot of a phone, the whole screen
 * (the gallery viewer), or the phone's menu (the whole screen, under the dialogs it opens).
 */
type DialogLayout = 'card' | 'sheet' | 'fullscreen' | 'menu'

const LAYOUT: Record<DialogLayout, { overlay: string; content: string }> = {
  card: {
    overlay: 'fixed inset-0 z-[60] bg-black/80 backdrop-blur-sm data-[state=open]:animate-fade-in',
    content:
      'fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto border hairline bg-charcoal text-bone shadow-2xl focus:outline-none',
  },
  sheet: {
    overlay: 'fixed inset-0 z-[60] bg-black/80 backdrop-blur-sm data-[state=open]:animate-fade-in',
    content:
      'fixed inset-x-0 bottom-0 z-[60] max-h-[92dvh] overflow-y-auto border-t hairline bg-charcoal text-bone shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(36rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:border',
  },
  fullscreen: {
    overlay: 'fixed inset-0 z-[70] bg-black/[0.97]',
    content: 'fixed inset-0 z-[70] flex flex-col text-bone outline-none',
  },
  // The menu is its own backdrop: it fades in over the page, as it did before it was a dialog.
  menu: {
    overlay: 'hidden',
    content:
      'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-black text-bone outline-none animate-fade-in lg:hidden',
  },
}

interface DialogProps {
  /** For a control's `aria-controls`. */
  id?: string
  open: boolean
  onOpenChange: (open: boolean) => void
  layout?: DialogLayout
  /** Width and padding of the panel (card and sheet layouts). */
  className?: string
  /** Keeps the dialog open (Escape, outside click, close button) while a request is in flight. */
  busy?: boolean
  /** A dialog whose title says all (the menu) has no description to point to. */
  noDescription?: boolean
  /** Where focus goes when the dialog closes, when it is not the control that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null> | (() => void)
  children: ReactNode
}

/** Every dialog of the site and the full-screen gallery: Radix's focus trap, Escape, scroll lock and labelling. */
export function Dialog({
  id,
  open,
  onOpenChange,
  layout = 'card',
  className = '',
  busy = false,
  noDescription = false,
  returnFocusTo,
  children,
}: DialogProps) {
  const parts = LAYOUT[layout]
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={parts.overlay} />
        <RadixDialog.Content
          id={id}
          aria-modal="true"
          {...(noDescription ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault()
                  if (typeof returnFocusTo === 'function') returnFocusTo()
                  else returnFocusTo.current?.focus()
                }
              : undefined
          }
          className={`${parts.content} ${className}`}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** The one close control: a 44 px target with a cross; `className` places and colours it. */
export function DialogCloseButton({
  label,
  disabled = false,
  className = 'absolute top-3 right-3 text-mist sm:top-4 sm:right-4',
}: {
  label?: string
  disabled?: boolean
  className?: string
}) {
  const t = useTranslations('Ui')
  return (
    <RadixDialog.Close
      aria-label={label ?? t('close')}
      disabled={disabled}
      className={`flex size-11 items-center justify-center transition-colors hover:text-gold disabled:opacity-40 ${className}`}
    >
      <Close className="size-5" />
    </RadixDialog.Close>
  )
}

/** A dialog's last row: side by side from 640 px, the main action at the end; stacked on a phone, main action on top. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
}

export const DialogTitle = RadixDialog.Title
export const DialogDescription = RadixDialog.Description
export const DialogClose = RadixDialog.Close
