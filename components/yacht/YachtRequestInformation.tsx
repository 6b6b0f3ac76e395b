import { useTranslations } from 'next-intl'

import { DeferredInformationForm } from '@/components/forms/DeferredForms'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { SiteSettings, Yacht } from '@/lib/cms/types'
import { keepNamesWhole } from '@/lib/html/typography'

import { REQUEST_INFORMATION_ID } from './anchors'
import { SectionHeading } from './SectionHeading'

/** "Request Information": the yacht inquiry form beside the direct contact lines. */
export function YachtRequestInformation({
  yacht,
  settings,
  index,
}: {
  yacht: Yacht
  settings: SiteSettings
  index: number
}) {
  const t = useTranslations('Yacht.information')
  return (
    <section
      id={REQUEST_INFORMATION_ID}
      aria-labelledby="request-information-title"
      className={`${SECTION_Y} bg-black`}
    >
      <div className={`${CONTAINER} grid gap-14 lg:grid-cols-12 lg:gap-16`}>
        <div className="lg:col-span-5">
          <SectionHeading id="request-information-title" index={index} eyebrow={yacht.name} title={t('title')} />
          <p className="mt-8 max-w-md text-lg leading-relaxed text-mist">
            {keepNamesWhole(t('intro', { name: yacht.name }))}
          </p>
          <dl className="mt-12 grid gap-6 border-t hairline pt-8 text-sm">
            {settings.info_email && (
              <div>
                <dt className="label-caps text-mist">{t('email')}</dt>
                <dd className="mt-2">
                  <a
                    href={`mailto:${settings.info_email}`}
                    className="text-bone underline-offset-4 hover:text-gold hover:underline"
                  >
                    {settings.info_email}
                  </a>
                </dd>
              </div>
            )}
            {settings.phone && (
              <div>
                <dt className="label-caps text-mist">{t('phone')}</dt>
                <dd className="mt-2">
                  <a
                    href={`tel:${settings.phone.replace(/\s+/g, '')}`}
                    className="text-bone underline-offset-4 hover:text-gold hover:underline"
                  >
                    {settings.phone}
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt className="label-caps text-mist">{t('concierge')}</dt>
              <dd className="mt-2 text-bone">{t('available')}</dd>
            </div>
          </dl>
        </div>
        <div className="lg:col-span-6 lg:col-start-7">
          <DeferredInformationForm yachtName={yacht.name} yachtSlug={yacht.slug} />
        </div>
      </div>
    </section>
  )
}
