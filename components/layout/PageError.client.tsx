'use client'

import { useTranslations } from 'next-intl'

import { StatusPage } from '@/components/layout/StatusPage'
import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/lib/i18n/navigation'

/**
 * A page that failed to render: instead of a blank window, the site's header and footer stay and the visitor,
 * told what happened in the page's language, can try again or go home.
 */
export function PageError({ retry }: { retry: () => void }) {
  const t = useTranslations('ErrorPage')
  return (
    <StatusPage
      kicker={t('kicker')}
      title={t('title')}
      body={t('body')}
      actions={
        <>
          <button type="button" onClick={retry} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
            {t('retry')}
          </button>
          <Link href="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('home')}
          </Link>
        </>
      }
    />
  )
}
