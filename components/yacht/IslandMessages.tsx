import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from '@/lib/i18n/config'
import { CLIENT_NAMESPACES } from '@/lib/i18n/client'
import { clientMessages, type Namespace } from '@/lib/i18n/messages'

interface IslandMessagesProps {
  locale: Locale
  /** What this page's islands read beyond the namespaces every page gets. */
  namespaces: readonly Namespace[]
  children: ReactNode
}

/**
 * Wording only one page's islands need (the configurator's, the yacht page's), sent with that page alone
 * rather than with every page. A nested provider replaces the layout's messages below it, so the shared
 * client namespaces come along.
 */
export function IslandMessages({ locale, namespaces, children }: IslandMessagesProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages(locale, [...CLIENT_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  )
}
