'use client'

import { useLocale } from 'next-intl'
import { useRef, useState } from 'react'

import { Close } from '@/components/ui/Icons'
import { useFootNote } from '@/components/ui/useFootBar'
import { LOCALES, LOCALE_FACTS, type Locale, localizedPath } from '@/lib/i18n/config'
import { language } from '@/lib/i18n/messages/language'
import { usePathname } from '@/components/ui/Link'

export const BANNER_DISMISSED_KEY = 'wama:language-banner-dismissed'

/** The site's language the browser puts first, when it is not the page's; null otherwise. */
export function preferredOtherLocale(current: Locale, preferred: readonly string[]): Locale | null {
  const first = preferred[0]?.toLowerCase().split('-')[0]
  const match = LOCALES.find((l) => l === first)
  return match && match !== current ? match : null
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(BANNER_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

function remember(): void {
  try {
    window.localStorage.setItem(BANNER_DISMISSED_KEY, '1')
  } catch {
    // Storage refused (private mode): the banner simply comes back next time.
  }
}

/**
 * A one-time offer of the page in the visitor's own language, rendered only in the browser after hydration
 * (the site never redirects on language). Fixed to the foot of the screen, so nothing on the page moves: above
 * a phone's quote bar, and on wider screens at the left, clear of the configurator's quote button and the offers
 * that open at the right. A notice that opens there while it is shown stacks above it.
 */
export function LanguageBanner() {
  const current = useLocale()
  const [target] = useState(() =>
    readDismissed() ? null : preferredOtherLocale(current, navigator.languages ?? [navigator.language]),
  )
  const [open, setOpen] = useState(true)
  if (!target || !open) return null
  return (
    <Offer
      target={target}
      onClose={() => {
        remember()
        setOpen(false)
      }}
    />
  )
}

function Offer({ target, onClose }: { target: Locale; onClose: () => void }) {
  const pathname = usePathname()
  const self = useRef<HTMLDivElement>(null)
  useFootNote(self)
  const words = language[target]
  return (
    <div
      ref={self}
      role="region"
      aria-label={words.bannerLabel}
      lang={LOCALE_FACTS[target].tag}
      className="fixed right-3 foot-3 left-3 z-30 flex items-center gap-4 border border-gold/40 bg-black/95 py-2 pr-2 pl-5 text-sm text-bone shadow-2xl backdrop-blur-md motion-safe:animate-fade-in sm:right-auto sm:left-6 sm:max-w-md"
    >
      <p className="flex-1">
        {words.bannerText}
        {' — '}
        <a
          href={`${localizedPath(target, pathname)}${window.location.search}${window.location.hash}`}
          hrefLang={LOCALE_FACTS[target].tag}
          onClick={remember}
          className="inline-flex min-h-11 items-center label-caps text-gold underline-offset-4 hover:text-gold-bright hover:underline"
        >
          {words.bannerLink}
        </a>
      </p>
      <button
        type="button"
        onClick={onClose}
        aria-label={words.close}
        className="flex size-11 shrink-0 items-center justify-center text-mist transition-colors hover:text-gold"
      >
        <Close className="size-5" />
      </button>
    </div>
  )
}
