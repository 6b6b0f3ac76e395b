import { useTranslations } from 'next-intl'

import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/components/ui/Link'

export function AboutError() {
  const t = useTranslations('About.error')
  return (
    <main className="flex min-h-[80svh] items-center justify-center px-6 pt-24 pb-16 text-center">
      <div role="alert" className="max-w-lg">
        <p className="label-caps text-gold">{t('eyebrow')}</p>
        <h1 className="mt-6 font-display text-4xl font-light md:text-5xl">{t('title')}</h1>
        <p className="mt-6 text-mist">{t('body')}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/about" className={buttonClasses({ variant: 'primary' })}>
            {t('retry')}
          </Link>
          <Link href="/" className={buttonClasses({ variant: 'outline' })}>
            {t('home')}
          </Link>
        </div>
      </div>
    </main>
  )
}
