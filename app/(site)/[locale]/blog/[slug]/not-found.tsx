import { useTranslations } from 'next-intl'

import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/lib/i18n/navigation'

/** Unknown journal slug: HTTP 404 with a way back to the journal. */
export default function ArticleNotFound() {
  const t = useTranslations('JournalPage.notFound')
  return (
    <main id="main" className="flex min-h-[80svh] items-center justify-center px-6 pt-32 pb-24 text-center">
      <div>
        <p className="label-caps text-gold">{t('kicker')}</p>
        <h1 className="mt-6 font-display text-5xl font-light md:text-7xl">{t('title')}</h1>
        <p className="mx-auto mt-6 max-w-md text-mist">{t('text')}</p>
        <Link href="/blog" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-10' })}>
          {t('back')}
        </Link>
      </div>
    </main>
  )
}
