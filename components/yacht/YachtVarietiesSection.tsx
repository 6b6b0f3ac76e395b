import { useTranslations } from 'next-intl'

import { imageData } from '@/components/ui/image-data'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { Yacht } from '@/lib/cms/types'

import { SectionHeading } from './SectionHeading'
import { Varieties } from './Varieties.client'
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
    <section id="varieties" aria-labelledby="varieties-title" className={`${SECTION_Y} bg-charcoal-soft`}>
      <div className={CONTAINER}>
        <SectionHeading
          id="varieties-title"
          index={index}
          eyebrow={t('eyebrow')}
          title={t('title', { name: yacht.name })}
          className="mb-12 md:mb-16"
        />
        <Varieties yachtName={yacht.name} varieties={varieties} />
      </div>
    </section>
  )
}
