import { useTranslations } from 'next-intl'

import { buttonClasses } from '@/components/ui/Button'
import { CONTAINER } from '@/components/ui/layout'
import { Link } from '@/components/ui/Link'

export function JournalEmpty() {
  const t = useTranslations('JournalPage.empty')
  return (
    <section aria-labelledby="journal-empty-title" className={`${CONTAINER} py-24 text-center md:py-36`}>
      <span aria-hidden="true" className="mx-auto block h-16 w-px bg-gold/50" />
      <h2 id="journal-empty-title" className="mt-10 font-display text-4xl font-light md:text-5xl">
        {t('title')}
      </h2>
      <p className="mx-auto mt-6 max-w-lg text-mist">{t('text')}</p>
      <Link href="/collection" className={buttonClasses({ variant: 'outline', size: 'md', className: 'mt-10' })}>
        {t('cta')}
      </Link>
    </section>
  )
}
