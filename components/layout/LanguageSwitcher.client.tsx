'use client'

import { useLocale } from 'next-intl'
import type { SyntheticEvent } from 'react'

import { DEFAULT_LOCALE, LOCALES, LOCALE_FACTS, type Locale, localizedPath } from '@/lib/i18n/config'
import { language } from '@/lib/i18n/messages/language'
import { usePathname } from '@/components/ui/Link'

/** The language a visitor on a page in `current` is offered. */
function otherLocale(current: Locale): Locale {
  return LOCALES.find((l) => l !== current) ?? DEFAULT_LOCALE
}

/**
 * The same page in the other language, named in that language. A plain link: the other language is another
 * document (its <html lang>, its messages). The query and hash (a configuration's ?c= code, a filter) are
 * added when the link is about to be used, so the prerendered HTML stays the same for every visitor.
 */
export function LanguageSwitcher({ className = '', muted = false }: { className?: string; muted?: boolean }) {
  const target = otherLocale(useLocale())
  const href = localizedPath(target, usePathname())
  const facts = LOCALE_FACTS[target]
  const withQuery = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`
  }
  return (
    <a
      href={href}
      lang={facts.tag}
      hrefLang={facts.tag}
      aria-label={language[target].readThisPage}
      onClick={withQuery}
      onFocus={withQuery}
      onPointerEnter={withQuery}
      onContextMenu={withQuery}
      className={`group inline-flex min-h-11 w-fit items-center gap-3 uppercase transition-colors ${
        muted
          ? 'tracking-[0.2em] hover:text-gold'
          : 'text-[0.6875rem] font-medium tracking-[0.25em] text-bone hover:text-gold-bright'
      } ${className}`}
    >
      <span aria-hidden="true" className="h-px w-5 bg-gold/60 transition-[width] duration-500 group-hover:w-8" />
      {facts.label}
    </a>
  )
}
