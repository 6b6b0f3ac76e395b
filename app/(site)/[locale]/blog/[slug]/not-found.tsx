import { useTranslations } from 'next-intl'

import { MissingPage } from '@/components/layout/MissingPage'

/** Unknown journal slug: HTTP 404 with a way back to the journal. */
export default function ArticleNotFound() {
  const t = useTranslations('JournalPage.notFound')
  return <MissingPage kicker={t('kicker')} title={t('title')} body={t('text')} back={t('back')} href="/blog" />
}
