'use client'

import { Toaster as HotToaster } from 'react-hot-toast'

/** Toasts stay 5000 ms. Styled as a small charcoal card with a gold hairline. */
const TOAST_DURATION_MS = 5000

export function BrandToaster() {
  return (
    <HotToaster
      position="bottom-center"
      gutter={12}
      containerStyle={{ bottom: 'calc(var(--foot-bar, 0px) + var(--foot-note, 0px) + 16px)' }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: '#0b0b0c',
          color: '#f4f1ea',
          border: '1px solid rgba(201, 169, 110, 0.35)',
          borderRadius: 0,
          padding: '14px 18px',
          fontSize: '0.875rem',
          lineHeight: 1.5,
          maxWidth: '26rem',
          boxShadow: '0 20px 40px rgba(0,0,0,0.45)',
        },
        success: { iconTheme: { primary: '#c9a96e', secondary: '#0b0b0c' } },
        error: { iconTheme: { primary: '#e39a8f', secondary: '#0b0b0c' } },
      }}
    />
  )
}
