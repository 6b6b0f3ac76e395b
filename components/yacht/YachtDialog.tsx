import type { ReactNode } from 'react'

import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '@/components/ui/Dialog'

interface YachtDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  children?: ReactNode
}

/** The yacht page's announcements (e.g. a document not yet published): centred, under a gold rule. */
export function YachtDialog({ open, onOpenChange, title, description, children }: YachtDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} className="max-w-lg px-6 py-10 sm:px-12 sm:py-14">
      <span aria-hidden="true" className="mx-auto mb-8 block h-px w-12 bg-gold" />
      <DialogTitle className="text-center font-display text-4xl font-light sm:text-5xl">{title}</DialogTitle>
      <DialogDescription asChild>
        <div className="mt-5 text-center leading-relaxed text-mist">{description}</div>
      </DialogDescription>
      {children && <div className="mt-10">{children}</div>}
      <DialogCloseButton />
    </Dialog>
  )
}
