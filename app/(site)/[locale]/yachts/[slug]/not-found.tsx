import { useTranslations } from 'next-intl'

import { MissingPage } from '@/components/layout/MissingPage'

/** Unknown yacht slug (or a failed yacht fetch): HTTP 404 with a way back to the fleet. */
export default function YachtNotFound() {
  const t = useTranslations('Yacht.notFound')
  return <MissingPage kicker="404" title={t('title')} body={t('body')} back={t('back')} href="/collection" />
}
