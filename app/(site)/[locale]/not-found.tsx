import { useTranslations } from 'next-intl'

import { NotFoundBeacon } from '@/components/layout/NotFoundBeacon.client'
import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/lib/i18n/navigation'

/** Any unknown route, HTTP 404, the visit logged on the server (path, referrer) by the beacon; in the URL's language. */
export default function NotFound() {
  const t = useTranslations('NotFound')
  return (
    <main className="relative isolate flex min-h-svh items-center overflow-hidden bg-black pt-24 pb-16">
      <p
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/2 -z-10 -translate-y-1/2 text-center font-display text-[42vw] leading-none font-light text-bone/[0.035] select-none md:text-[30vw]"
      >
        404
      </p>
      <div className="mx-auto w-full max-w-3xl px-6 text-center">
        <p className="label-caps text-gold">{t('kicker')}</p>
        <h1 className="mt-6 font-display text-5xl leading-[1.05] font-light md:text-7xl">{t('title')}</h1>
        <p className="mx-auto mt-6 max-w-md text-base leading-relaxed text-mist">{t('body')}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
            {t('home')}
          </Link>
          <Link href="/collection" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('collection')}
          </Link>
        </div>
      </div>
      <NotFoundBeacon />
    </main>
  )
}
