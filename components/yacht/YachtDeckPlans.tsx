import { useTranslations } from 'next-intl'

import { StaticImage } from '@/components/ui/StaticImage'

import type { Yacht } from '@/lib/cms/types'
import { keepNamesWhole } from '@/lib/html/typography'

import { Chapter } from './Chapter'
import { DownloadLabel } from './YachtSpecifications'

/** Deck plans: the shipyard's drawings, each with its download link when there is one. */
export function YachtDeckPlans({
  yacht,
  index,
  fileSize,
}: {
  yacht: Yacht
  index: number
  fileSize: (url: string) => string
}) {
  const t = useTranslations('Yacht.deckPlans')
  const plans = [...yacht.deck_plans]
    .filter((p) => p.image || p.download_url)
    .sort((a, b) => a.display_order - b.display_order)
  if (plans.length === 0) return null
  return (
    <Chapter id="deck-plans" index={index} eyebrow={t('eyebrow')} title={t('title')}>
      <ul className={`grid gap-12 print:gap-6 ${plans.length > 1 ? 'lg:grid-cols-2 print:grid-cols-2' : ''}`}>
        {plans.map((plan) => (
          <li key={`${plan.title}-${plan.display_order}`} className="border hairline print:break-inside-avoid">
            {plan.image && (
              <div className="relative aspect-[16/9] bg-charcoal-soft">
                <StaticImage
                  src={plan.image}
                  alt={
                    plan.label
                      ? t('drawingAltLabelled', { title: plan.title, label: plan.label })
                      : t('drawingAlt', { title: plan.title })
                  }
                  fill
                  sizes={plans.length > 1 ? '(min-width: 1024px) 45vw, 100vw' : '(min-width: 1440px) 1312px, 100vw'}
                  className="object-contain p-4 md:p-8"
                />
              </div>
            )}
            <div className="flex flex-col gap-4 border-t hairline p-6 sm:flex-row sm:items-center sm:justify-between md:p-8">
              <div>
                <h3 className="font-display text-2xl font-light md:text-3xl">{keepNamesWhole(plan.title)}</h3>
                {plan.label && <p className="mt-1 text-sm text-mist">{plan.label}</p>}
              </div>
              {plan.download_url && (
                <a
                  href={plan.download_url}
                  download
                  className="inline-flex min-h-11 shrink-0 items-center gap-3 self-start label-caps text-gold transition-colors hover:text-gold-bright sm:self-auto"
                >
                  <DownloadLabel action={t('download')} title={plan.title} size={fileSize(plan.download_url)} />
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Chapter>
  )
}
