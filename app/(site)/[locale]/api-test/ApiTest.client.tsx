'use client'

import Image from 'next/image'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Spinner } from '@/components/ui/Spinner'
import type { YachtSummary } from '@/lib/cms/types'
import { formatEuros } from '@/lib/i18n/config'

import { fetchYachtSummaries } from './summary'

const PLACEHOLDER = '/art/fallback.webp'

type State =
  { status: 'checking' } | { status: 'connected'; yachts: YachtSummary[] } | { status: 'error'; message: string }

function YachtImage({ src, alt }: { src: string; alt: string }) {
  const t = useTranslations('ApiTest')
  const [broken, setBroken] = useState(!src)
  return (
    <Image
      // Unoptimised: an external backend's host may not be in next.config's image allow-list.
      unoptimized
      src={broken ? PLACEHOLDER : src}
      alt={broken ? t('imageUnavailable', { name: alt }) : alt}
      fill
      sizes="(min-width: 768px) 33vw, 100vw"
      onError={() => setBroken(true)}
      data-placeholder={broken ? 'true' : undefined}
      className="object-cover"
    />
  )
}

export function ApiTest() {
  const t = useTranslations('ApiTest')
  const locale = useLocale()
  const [state, setState] = useState<State>({ status: 'checking' })

  useEffect(() => {
    let live = true
    fetchYachtSummaries()
      .then((yachts) => live && setState({ status: 'connected', yachts }))
      .catch((error: unknown) => {
        console.error('[api-test] connection failed:', error)
        if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) })
      })
    return () => {
      live = false
    }
  }, [])

  return (
    <div className="mt-12" aria-live="polite">
      <p className="flex items-center gap-3 text-xs tracking-[0.2em] text-mist uppercase">
        {t('status')}
        <span
          data-testid="api-status"
          className={`border px-3 py-1.5 ${
            state.status === 'connected'
              ? 'border-gold/60 text-gold'
              : state.status === 'error'
                ? 'border-error/60 text-error'
                : 'border-bone/30 text-bone'
          }`}
        >
          {t(`state.${state.status}`)}
        </span>
      </p>

      {state.status === 'checking' && (
        <div className="mt-12 flex justify-center border border-gold/15 py-20">
          <Spinner label={t('checking')} />
        </div>
      )}

      {state.status === 'error' && (
        <div role="alert" className="mt-10 border border-error/40 bg-error-dark/10 p-8">
          <h2 className="font-display text-4xl font-light text-bone">{t('failed')}</h2>
          <p className="mt-4 font-mono text-sm text-error">{state.message}</p>
          <p className="mt-6 text-sm text-mist">
            {t.rich('hint', { code: (chunks) => <code className="text-bone">{chunks}</code> })}
          </p>
        </div>
      )}

      {state.status === 'connected' && (
        <div className="mt-10">
          <h2 className="flex items-center gap-4 font-display text-4xl font-light">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-gold" />
            {t('connected')}
          </h2>
          <p className="mt-2 text-sm text-mist">{t('received', { count: state.yachts.length })}</p>
          <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {state.yachts.map((y) => (
              <li key={y.id} className="border border-gold/20 bg-black/30">
                <div className="relative aspect-[16/10] bg-black">
                  <YachtImage src={y.heroImage} alt={y.name} />
                  {y.featured && (
                    <span className="absolute top-4 left-4 bg-gold px-3 py-1.5 text-[0.625rem] font-medium tracking-[0.25em] text-black uppercase">
                      {t('featured')}
                    </span>
                  )}
                </div>
                <div className="p-6">
                  <h3 className="font-display text-3xl">{y.name}</h3>
                  {y.tagline && <p className="mt-2 text-sm text-mist">{y.tagline}</p>}
                  <dl className="mt-6 space-y-2 border-t border-gold/15 pt-4 text-sm">
                    <div className="flex justify-between gap-4">
                      <dt className="text-mist">{t('price')}</dt>
                      <dd>{y.price === null ? t('noPrice') : formatEuros(y.price, locale)}</dd>
                    </div>
                    <div className="flex justify-between gap-4">
                      <dt className="text-mist">{t('slug')}</dt>
                      <dd className="font-mono">{y.slug}</dd>
                    </div>
                    <div className="flex justify-between gap-4">
                      <dt className="shrink-0 text-mist">heroImage</dt>
                      <dd className="min-w-0 truncate font-mono text-xs" title={y.heroImage}>
                        {y.heroImage || '—'}
                      </dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
