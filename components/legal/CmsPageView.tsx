import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { Eyebrow } from '@/components/ui/Eyebrow'
import { Prose } from '@/components/ui/Prose'
import { CONTAINER } from '@/components/ui/layout'
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'

function updated(iso: string, locale: Locale): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return d.toLocaleDateString(LOCALE_FACTS[locale].tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** An editor's page (legal notice, privacy, …): serif title, optional aside, sanitised CMS HTML. */
export function CmsPageView({
  title,
  html,
  updatedAt,
  eyebrow = 'WAMA',
  aside,
}: {
  title: string
  html: string
  updatedAt?: string
  eyebrow?: string
  aside?: ReactNode
}) {
  const t = useTranslations('Legal')
  const locale = useLocale()
  const date = updatedAt ? updated(updatedAt, locale) : ''
  return (
    <main className="bg-charcoal pt-32 pb-20 md:pt-44 md:pb-32">
      <div className={CONTAINER}>
        <header className="max-w-4xl border-b border-gold/20 pb-10 md:pb-14">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-6 font-display text-[3rem] leading-[1.02] font-light md:text-7xl">{title}</h1>
          {date && <p className="mt-6 text-xs tracking-[0.2em] text-mist uppercase">{t('lastUpdated', { date })}</p>}
        </header>
        <div className="mt-12 grid gap-14 md:mt-16 lg:grid-cols-12 lg:gap-10">
          {aside && <aside className="lg:order-2 lg:col-span-4 lg:col-start-9">{aside}</aside>}
          <div className={aside ? 'lg:order-1 lg:col-span-7' : 'lg:col-span-8'}>
            <Prose html={html} />
          </div>
        </div>
      </div>
    </main>
  )
}
