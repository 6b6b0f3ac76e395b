import { draftMode } from 'next/headers'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { env } from '@/lib/env'

import { LazyLivePreviewRefresh } from './LazyLivePreviewRefresh.client'

/** What an editor previewing drafts sees on every page: a reminder with a way out, and live refreshes. */
export async function DraftMode() {
  const enabled = await draftMode()
    .then((mode) => mode.isEnabled)
    .catch(() => false)
  if (!enabled) return null
  const t = await getTranslations('Preview')
  return (
    <>
      <LazyLivePreviewRefresh serverURL={env().publicSiteUrl} />
      <p
        role="status"
        className="fixed bottom-3 left-3 z-[80] bg-gold px-4 py-2 text-xs tracking-[0.15em] text-black uppercase"
      >
        {t('notice')} {/* next/link, not the i18n Link: a route handler, the same for every language. */}
        <Link
          href="/api/draft/disable"
          prefetch={false}
          className="underline underline-offset-2 focus-visible:outline-2"
        >
          {t('leave')}
        </Link>
      </p>
    </>
  )
}
