import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { StatusPage } from '@/components/layout/StatusPage'
import { buttonClasses } from '@/components/ui/Button'
import { env } from '@/lib/env'
import { Link } from '@/components/ui/Link'
import { type PageSearchParams, pageLocale } from '@/lib/i18n/server'
import { isNewsletterAction, subscriberLinkSchema, subscriberOf } from '@/lib/leads/newsletter'
import { leadsPayload } from '@/lib/leads/runtime'

type Params = Promise<{ locale: string; action: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { action } = await params
  const locale = await pageLocale(params)
  if (!isNewsletterAction(action)) notFound()
  const t = await getTranslations({ locale, namespace: 'Newsletter' })
  return {
    title: t(action === 'confirm' ? 'metaConfirm' : 'metaUnsubscribe'),
    robots: { index: false, follow: false },
  }
}

/**
 * The page a newsletter mail's link opens: what the link will do for its address, and a button that does
 * it (a link alone never changes anything, so a mail scanner that follows links subscribes or removes
 * no one); once done, the outcome. Works without JavaScript.
 */
export default async function NewsletterLinkPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: PageSearchParams
}) {
  const { action } = await params
  const locale = await pageLocale(params)
  if (!isNewsletterAction(action)) notFound()
  const t = await getTranslations('Newsletter')
  const link = subscriberLinkSchema.safeParse(await searchParams)
  const subscriber = link.success ? await subscriberOf(await leadsPayload(), link.data, env().payloadSecret) : null
  const home = (
    <Link href="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
      {t('home')}
    </Link>
  )
  if (!subscriber || !link.success) {
    return <StatusPage kicker={t('kicker')} title={t('invalidTitle')} body={t('invalidBody')} actions={home} />
  }
  const email = subscriber.email
  const state =
    subscriber.status === 'unsubscribed'
      ? 'unsubscribed'
      : action === 'unsubscribe'
        ? 'unsubscribe'
        : subscriber.status === 'subscribed'
          ? 'subscribed'
          : 'confirm'
  const ask = state === 'confirm' || state === 'unsubscribe'
  return (
    <StatusPage
      kicker={t('kicker')}
      title={t(`${state}Title`)}
      body={t(`${state}Body`, { email })}
      actions={
        ask ? (
          <form method="post" action={`/api/newsletter/${action}`} className="contents">
            <input type="hidden" name="s" value={link.data.s} />
            <input type="hidden" name="t" value={link.data.t} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              {t(state === 'confirm' ? 'confirmAction' : 'unsubscribeAction')}
            </button>
          </form>
        ) : (
          home
        )
      }
    />
  )
}
