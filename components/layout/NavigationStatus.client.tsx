'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Spinner } from '@/components/ui/Spinner'
import { splitLocale } from '@/lib/i18n/config'

type LoadingMessage = 'loadingYacht' | 'loadingArticles' | 'loadingArticle' | 'loading'

/** The loading wording of the spec (a key of the Ui messages) for the page a link leads to, in any language. */
export function loadingMessage(href: string): LoadingMessage {
  const { path } = splitLocale(href)
  if (/^\/yachts\/[^/]+$/.test(path)) return 'loadingYacht'
  if (path === '/blog') return 'loadingArticles'
  if (/^\/blog\/[^/]+$/.test(path)) return 'loadingArticle'
  return 'loading'
}

/** Shorter waits show nothing: a prefetched page arrives before a spinner would be seen. */
export const SHOW_AFTER_MS = 200
const GIVE_UP_MS = 15_000

/**
 * The loading state of a client-side navigation (yacht, journal, article and about pages). It is not a `loading.tsx`: a route's
 * loading boundary also goes into the prerendered HTML, where React paints the fallback first and
 * reveals a page larger than 12.8 KB at least 300 ms later. A click that Next's <Link> took over
 * (default prevented) towards another path shows the spinner, until the new path is shown.
 */
export function NavigationStatus() {
  const t = useTranslations('Ui')
  const pathname = usePathname()
  // The spinner belongs to the path it was started from: once another path shows, it is gone.
  const [pending, setPending] = useState<{ from: string; message: LoadingMessage } | null>(null)

  useEffect(() => {
    let show: ReturnType<typeof setTimeout> | undefined
    let giveUp: ReturnType<typeof setTimeout> | undefined
    const onClick = (event: MouseEvent) => {
      if (
        !event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
      if (!link || (link.target && link.target !== '_self')) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      clearTimeout(show)
      clearTimeout(giveUp)
      show = setTimeout(() => setPending({ from: pathname, message: loadingMessage(url.pathname) }), SHOW_AFTER_MS)
      giveUp = setTimeout(() => setPending(null), GIVE_UP_MS)
    }
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('click', onClick)
      clearTimeout(show)
      clearTimeout(giveUp)
    }
  }, [pathname])

  if (!pending || pending.from !== pathname) return null
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/85 motion-safe:animate-[fade-in_200ms_ease-out]">
      <Spinner label={t(pending.message)} />
    </div>
  )
}
