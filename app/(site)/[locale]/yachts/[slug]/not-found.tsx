import { useTranslations } from 'next-intl'

import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/lib/i18n/navigation'

/** Unknown yacht slug (or a failed yacht fetch): HTTP 404 with a way back to the fleet. */
export default function YachtNotFound() {
  const t = useTranslations('Yacht.notFound')
  return (
    <main id="main" className="flex min-h-[80svh] items-center justify-center px-6 pt-32 pb-24 text-center">
      <div>
        <p className="label-caps text-gold">404</p>
        <h1 className="mt-6 font-display text-5xl font-light md:text-7xl">{t('title')}</h1>
        <p className="mx-auto mt-6 max-w-md text-mist">{t('body')}</p>
        <Link href="/collection" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-10' })}>
          {t('back')}
        </Link>
      </div>
    </main>
  )
}
