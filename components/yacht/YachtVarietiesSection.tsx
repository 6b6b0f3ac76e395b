import { useTranslations } from 'next-intl'

import { imageData } from '@/components/ui/image-data'
import { SECTION_Y } from '@/components/ui/layout'
import type { Yacht } from '@/lib/cms/types'
import { SHARE_PARAM } from '@/lib/configurator/share'

import { Chapter } from './Chapter'
import { LazyVarieties } from './LazyVarieties.client'
import { sortVarieties, VARIETY_IMAGE_SIZES } from './varieties'

/** Shown only when the varieties switch is on in the site settings (hidden by default). */
export function YachtVarietiesSection({
  yacht,
  index,
  configureHref,
}: {
  yacht: Yacht
  index: number
  /** The configurator's address when it is live: each edition it prices opens there, built. */
  configureHref: string | null
}) {
  const t = useTranslations('Yacht.varieties')
  const varieties = sortVarieties(yacht.varieties).map((v) => ({
    ...v,
    picture: v.image ? imageData(v.image, VARIETY_IMAGE_SIZES) : null,
    configureHref: configureHref && v.configuration ? `${configureHref}?${SHARE_PARAM}=${v.configuration}` : null,
  }))
  if (varieties.length === 0) return null
  return (
    <Chapter
      id="varieties"
      index={index}
      eyebrow={t('eyebrow')}
      title={t('title', { name: yacht.name })}
      className={`${SECTION_Y} bg-charcoal-soft`}
    >
      <LazyVarieties yachtName={yacht.name} varieties={varieties} />
    </Chapter>
  )
}
