'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useSyncExternalStore } from 'react'

import { localizedPath } from '@/lib/i18n/config'

import { matchCategory } from '@/lib/journal/cards'

/** One article of the list: its card is rendered on the server, the island only chooses which cards show. */
export interface JournalEntry {
  slug: string
  category: string
  card: ReactNode
}

interface JournalGridProps {
  posts: JournalEntry[]
  categories: string[]
  /** null = "all" */
  active: string | null
  onSelect?: (category: string | null) => void
}

const URL_CHANGED = 'wama:journal-url'
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_CHANGED, onChange)
  }
}
const currentCategory = () => new URLSearchParams(window.location.search).get('category')

/**
 * The category filter, read from and written to `?category=` so a filtered view can be shared and reloaded.
 * The URL is read through a store rather than useSearchParams: the prerendered grid then hydrates in place
 * (no client-only Suspense fallback swapped out under the visitor's first click).
 */
export function JournalBrowser({ posts, categories }: Omit<JournalGridProps, 'active' | 'onSelect'>) {
  const active = matchCategory(
    useSyncExternalStore(subscribe, currentCategory, () => null),
    categories,
  )

  const select = (category: string | null) => {
    const url = new URL(window.location.href)
    if (category) url.searchParams.set('category', category)
    else url.searchParams.delete('category')
    window.history.pushState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    window.dispatchEvent(new Event(URL_CHANGED))
  }

  return <JournalGrid posts={posts} categories={categories} active={active} onSelect={select} />
}

/** The grid with its filters; `active` null = every article. */
function JournalGrid({ posts, categories, active, onSelect }: JournalGridProps) {
  const t = useTranslations('Journal')
  const blog = localizedPath(useLocale(), '/blog')
  const shown = active ? posts.filter((p) => p.category === active) : posts
  const filters: Array<{ label: string; value: string | null }> = [
    { label: t('all'), value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ]
  return (
    <section aria-labelledby="journal-articles-title">
      <div className="flex flex-col gap-8 border-b hairline pb-6 lg:flex-row lg:items-end lg:justify-between">
        <h2 id="journal-articles-title" className="font-display text-4xl font-light md:text-5xl">
          {active ?? t('allArticles')}
        </h2>
        <nav aria-label={t('filter')} className="flex flex-wrap gap-2 print:hidden">
          {filters.map((f) => {
            const pressed = f.value === active
            return (
              // Links, not buttons: a filter chosen before the page has hydrated (or without JavaScript) still
              // lands on the filtered view, which the island reads from the URL.
              <a
                key={f.label}
                href={f.value ? `${blog}?category=${encodeURIComponent(f.value)}` : blog}
                aria-current={pressed ? 'true' : undefined}
                onClick={(event) => {
                  if (
                    !onSelect ||
                    event.metaKey ||
                    event.ctrlKey ||
                    event.shiftKey ||
                    event.altKey ||
                    event.button !== 0
                  )
                    return
                  event.preventDefault()
                  onSelect(f.value)
                }}
                className={`inline-flex min-h-11 shrink-0 items-center border px-5 label-caps transition-colors ${
                  pressed
                    ? 'border-gold bg-gold text-black forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none'
                    : 'hairline text-bone hover:border-gold hover:text-gold'
                }`}
              >
                {f.label}
              </a>
            )
          })}
        </nav>
      </div>
      <p className="sr-only" aria-live="polite">
        {active ? t('countIn', { count: shown.length, category: active }) : t('count', { count: shown.length })}
      </p>
      {shown.length > 0 ? (
        <ul
          data-testid="journal-grid"
          className="mt-12 grid gap-x-8 gap-y-16 sm:grid-cols-2 lg:grid-cols-3 print:mt-8 print:grid-cols-3 print:gap-y-8"
        >
          {shown.map((post) => (
            <li key={post.slug}>{post.card}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 text-mist">{t('none')}</p>
      )}
    </section>
  )
}
