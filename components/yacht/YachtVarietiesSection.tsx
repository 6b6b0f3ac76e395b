import { useTranslations } from 'next-intl'

import { imageData } from '@/components/ui/image-data'
import { SECTION_Y } from '@/components/ui/layout'
import type { Yacht } from '@/lib/cms/types'

import { Chapter } from './Chapter'
import { LazyVarieties } from './LazyVarieties.client'
import { sortVarieties, VARIETY_IMAGE_SIZES } from './varieties'

/** Shown only when the varieties switch is on in the site settings (hidden by default). */
export function YachtVarietiesSection({ yacht, index }: { yacht: Yacht; index: number }) {
  const t = useTranslations('Yacht.varieties')
  const varieties = sortVarieties(yacht.varieties).map((v) => ({
    ...v,
    picture: v.image ? imageData(v.image, VARIETY_IMAGE_SIZES) : null,
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
