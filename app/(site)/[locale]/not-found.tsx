import { useTranslations } from 'next-intl'

import { LazyNotFoundBeacon } from '@/components/layout/LazyNotFoundBeacon.client'
import { StatusPage } from '@/components/layout/StatusPage'
import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/components/ui/Link'

/** Any unknown route, HTTP 404, the visit logged on the server (path, referrer) by the beacon; in the URL's language. */
export default function NotFound() {
  const t = useTranslations('NotFound')
  return (
    <StatusPage
      numeral="404"
      kicker={t('kicker')}
      title={t('title')}
      body={t('body')}
      actions={
        <>
          <Link href="/" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
            {t('home')}
          </Link>
          <Link href="/collection" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('collection')}
          </Link>
        </>
      }
    >
      <LazyNotFoundBeacon />
      <noscript>
        {/* Without JavaScript the image request still logs the visit; its Referer header is the 404 URL. */}
        <img src="/api/not-found-log" alt="" width={1} height={1} className="absolute opacity-0" />
      </noscript>
    </StatusPage>
  )
}
