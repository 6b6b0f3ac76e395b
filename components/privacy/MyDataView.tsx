import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { IslandMessages } from '@/components/yacht/IslandMessages'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { Fact } from '@/components/ui/Fact'
import { buttonClasses } from '@/components/ui/Button'
import { CONTAINER } from '@/components/ui/layout'
import { formatEuros, LOCALE_FACTS, TUNIS_TIME_ZONE, type Locale } from '@/lib/i18n/config'
import { repliesTo, type Holdings } from '@/lib/privacy/records'

import { MyDataRequestForm } from './MyDataRequestForm.client'

/** What the page shows: the request form (with why, when a link failed), or the data a valid link opens. */
export type MyDataState =
  | { view: 'ask'; linkProblem?: 'invalid' | 'expired' }
  | { view: 'held'; holdings: Holdings; token: string; expiresAt: number; erased: boolean }

const when = (iso: string | number, locale: Locale, withTime = false) =>
  new Date(iso).toLocaleString(LOCALE_FACTS[locale].tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: TUNIS_TIME_ZONE,
  })

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-gold/20 pt-8">
      <h2 id={id} className="font-display text-3xl font-light">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  )
}

async function HeldData({ state, locale }: { state: Extract<MyDataState, { view: 'held' }>; locale: Locale }) {
  const t = await getTranslations('MyData')
  const { holdings, token } = state
  const replyCount = (id: number) => repliesTo(holdings.replies, id).length
  return (
    <div className="space-y-12">
      <p className="text-sm text-mist">{t('linkExpires', { time: when(state.expiresAt, locale, true) })}</p>
      <Section id="my-data-requests" title={t('requests')}>
        {holdings.leads.length === 0 ? (
          <p className="text-mist">{t('noRequests')}</p>
        ) : (
          <ol className="space-y-8">
            {holdings.leads.map((lead) => (
              <li key={lead.id} className="border hairline bg-black/30 p-6">
                <h3 className="text-lg text-bone">
                  {t(`kinds.${lead.kind}`)}{' '}
                  <span className="text-mist">· {t('received', { date: when(lead.createdAt, locale) })}</span>
                </h3>
                <dl className="mt-4 space-y-3 text-sm">
                  {lead.slot_starts_at && (
                    <Fact term={t('booking')}>
                      {t('bookingFact', {
                        event: lead.interest ?? '',
                        time: when(lead.slot_starts_at, locale, true),
                        status: lead.booking_status ?? 'booked',
                      })}
                    </Fact>
                  )}
                  {lead.yacht && <Fact term={t('yacht')}>{lead.yacht}</Fact>}
                  {lead.phone && <Fact term={t('phone')}>{lead.phone}</Fact>}
                  {lead.message && <Fact term={t('message')}>{lead.message}</Fact>}
                  {lead.reference && (
                    <Fact term={t('quote')}>
                      {lead.reference}
                      {lead.total_price ? ` · ${formatEuros(lead.total_price, locale)}` : ''}
                    </Fact>
                  )}
                </dl>
                {lead.consent_text && (
                  <p className="mt-4 text-xs text-mist">{t('consent', { wording: lead.consent_text })}</p>
                )}
                {replyCount(lead.id) > 0 && (
                  <p className="mt-2 text-xs text-mist">{t('replies', { count: replyCount(lead.id) })}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section id="my-data-newsletter" title={t('newsletter')}>
        {holdings.subscriptions.length === 0 ? (
          <p className="text-mist">{t('noNewsletter')}</p>
        ) : (
          <ul className="space-y-2">
            {holdings.subscriptions.map((s) => (
              <li key={s.id}>
                {t(`newsletterStatus.${s.status}`)}{' '}
                <span className="text-mist">· {when(s.confirmed_at ?? s.createdAt, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {holdings.leads.length + holdings.subscriptions.length > 0 && (
        <div className="flex flex-col gap-10 border-t border-gold/20 pt-8 lg:flex-row lg:gap-16">
          <div className="lg:w-1/3">
            <a
              href={`/api/my-data/export?${new URLSearchParams({ t: token, locale })}`}
              download
              className={buttonClasses({ variant: 'outline', size: 'lg' })}
            >
              {t('download')}
            </a>
          </div>
          <form method="post" action="/api/my-data/erase" className="space-y-5 lg:flex-1">
            <h2 className="font-display text-3xl font-light">{t('eraseTitle')}</h2>
            <p className="max-w-2xl text-sm leading-relaxed text-mist">{t('eraseBody')}</p>
            <input type="hidden" name="t" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-bone/90">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright"
              />
              <span>{t('eraseConfirm')}</span>
            </label>
            <button type="submit" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              {t('eraseAction')}
            </button>
          </form>
        </div>
      )}
    </div>
  )
}

/** The "My data" page: why it exists and how long we keep things, then the form or the data. */
export async function MyDataView({
  state,
  locale,
  retentionMonths,
}: {
  state: MyDataState
  locale: Locale
  retentionMonths: number
}) {
  const t = await getTranslations('MyData')
  const held = state.view === 'held'
  const title = !held ? t('title') : state.erased ? t('erasedTitle') : t('heldTitle', { email: state.holdings.email })
  return (
    <main className="bg-charcoal pt-32 pb-20 md:pt-44 md:pb-32">
      <div className={CONTAINER}>
        <header className="max-w-4xl border-b border-gold/20 pb-10 md:pb-14">
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 className="mt-6 font-display text-[2.5rem] leading-[1.05] font-light break-words md:text-6xl">{title}</h1>
          {held && state.erased ? (
            <p className="mt-6 max-w-2xl text-base leading-relaxed text-mist">
              {t('erasedBody', { email: state.holdings.email })}
            </p>
          ) : (
            <p className="mt-6 max-w-2xl text-base leading-relaxed text-mist">{t(held ? 'heldIntro' : 'intro')}</p>
          )}
          <p className="mt-4 max-w-2xl text-sm leading-relaxed text-mist">
            {t('retention', { months: retentionMonths })}
          </p>
        </header>
        <div className="mt-12 md:mt-16">
          {held ? (
            <HeldData state={state} locale={locale} />
          ) : (
            <div className="space-y-6">
              {state.linkProblem && (
                <div role="alert" className="max-w-xl border border-error/60 p-5">
                  <h2 className="text-lg text-bone">
                    {t(state.linkProblem === 'expired' ? 'expiredTitle' : 'invalidTitle')}
                  </h2>
                  <p className="mt-2 text-sm text-mist">{t('linkBody')}</p>
                </div>
              )}
              <IslandMessages locale={locale} namespaces={['MyData']}>
                <MyDataRequestForm />
              </IslandMessages>
            </div>
          )}
        </div>
      </div>
    </main>
  )
}
