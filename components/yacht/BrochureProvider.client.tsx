'use client'

import { clientOnly } from '@/components/ui/clientOnly'
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

import { useLatch } from '@/components/ui/useLatch'

// The dialog, its form and Radix load on the first open.
const BrochureDialog = clientOnly(() =>
  import('@/components/forms/BrochureDialog.client').then((m) => m.BrochureDialog),
)

const OpenBrochure = createContext<(() => void) | null>(null)

interface BrochureProviderProps {
  yachtName: string
  yachtSlug: string
  brochureUrl: string
  children: ReactNode
}

/** One brochure dialog per yacht page, opened from the side tab and from the documents list. */
export function BrochureProvider({ yachtName, yachtSlug, brochureUrl, children }: BrochureProviderProps) {
  const [open, setOpen] = useState(false)
  const mounted = useLatch(open)
  const openDialog = useMemo(() => () => setOpen(true), [])
  return (
    <OpenBrochure.Provider value={openDialog}>
      {children}
      {mounted && (
        <BrochureDialog
          yachtName={yachtName}
          yachtSlug={yachtSlug}
          brochureUrl={brochureUrl}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </OpenBrochure.Provider>
  )
}

export function useOpenBrochure(): () => void {
  const open = useContext(OpenBrochure)
  if (!open) throw new Error('useOpenBrochure needs a <BrochureProvider>')
  return open
}

export function BrochureButton({ className = '', children }: { className?: string; children: ReactNode }) {
  const open = useOpenBrochure()
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={open}>
      {children}
    </button>
  )
}
