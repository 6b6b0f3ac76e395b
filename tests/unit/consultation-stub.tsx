import type { ReactNode } from 'react'

/**
 * Stands in for the consultation dialog's module where a test renders a part of the page without its
 * provider: the trigger stays a plain button with the same words (the dialog has its own tests).
 */
export const ConsultationTrigger = ({ children, className }: { children: ReactNode; className?: string }) => (
  <button type="button" className={className}>
    {children}
  </button>
)
