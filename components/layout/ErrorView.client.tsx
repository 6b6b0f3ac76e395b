'use client'

import { useLocale } from 'next-intl'

import { buttonClasses } from '@/components/ui/Button'
import { localizedPath } from '@/lib/i18n/config'
import { errorPage } from '@/lib/i18n/messages/error-page'

import { StatusPage } from './StatusPage'

/**
 * What a visitor sees in place of a page that failed to render, inside the site's header and footer: what
 * happened in the page's language, Try Again, and a plain link home (a whole new page, whatever state the
 * failure left). Its words come with this code, which loads only then, not with the messages every page sends.
 */
export function ErrorView({ retry }: { retry: () => void }) {
  const locale = useLocale()
  const words = errorPage[locale]
  return (
    <StatusPage
      kicker={words.kicker}
      title={words.title}
      body={words.body}
      actions={
        <>
          <button type="button" onClick={retry} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
            {words.retry}
          </button>
          <a href={localizedPath(locale, '/')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {words.home}
          </a>
        </>
      }
    />
  )
}
