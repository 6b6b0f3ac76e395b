import { getTranslations } from 'next-intl/server'

import { ContactColumns, type ContactDetail } from '@/components/contact/ContactColumns'
import { JsonLd } from '@/components/seo/JsonLd'
import { DocumentList } from '@/components/ui/DocumentList'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { Chat, Mail, MapPin, Phone } from '@/components/ui/Icons'
import { CoverImage } from '@/components/ui/StaticImage'
import { CONTAINER, PAGE_HEADER_Y, SECTION_Y } from '@/components/ui/layout'
import { getDocuments, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { fixedPageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = fixedPageMetadata('contact', '/contact')

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [settings, documents, t, crumbs] = await Promise.all([
    getSettings(locale),
    getDocuments(locale),
    getTranslations('Contact'),
    getTranslations('Breadcrumbs'),
  ])
  const sorted = [...documents].sort((a, b) => a.display_order - b.display_order)
  const details: ContactDetail[] = [
    { label: t('email'), value: settings.info_email, href: `mailto:${settings.info_email}`, Icon: Mail },
    { label: t('phone'), value: settings.phone, href: `tel:${settings.phone.replace(/[^\d+]/g, '')}`, Icon: Phone },
    {
      label: t('whatsapp'),
      value: settings.phone,
      href: `https://wa.me/${(settings.whatsapp || settings.phone).replace(/\D/g, '')}`,
      Icon: Chat,
      external: true,
    },
    { label: t('location'), value: settings.location, Icon: MapPin },
  ]

  return (
    <main>
      <JsonLd things={[breadcrumbLd([{ name: crumbs('contact'), path: '/contact' }], env().publicSiteUrl, locale)]} />
      <header className={`relative isolate overflow-hidden bg-black ${PAGE_HEADER_Y}`}>
        <CoverImage
          src="/art/seascape-dawn-wama26.webp"
          alt=""
          sizes="100vw"
          loading="eager"
          className="-z-10 opacity-35 print:hidden"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-b from-black/60 via-black/40 to-charcoal print:hidden"
        />
        <div className={CONTAINER}>
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 className="mt-6 max-w-4xl font-display text-[3rem] leading-[1.02] font-light md:text-7xl xl:text-8xl">
            {t('title')}
          </h1>
          <p className="mt-8 max-w-2xl text-base leading-relaxed text-bone/80 md:text-lg">{t('intro')}</p>
        </div>
      </header>

      <section aria-label={t('form')} className="bg-charcoal pt-12 pb-16 md:pt-16 md:pb-28 xl:pb-36 print:py-6">
        <div className={CONTAINER}>
          <ContactColumns
            source="contact"
            intro={<h2 className="font-display text-4xl font-light md:text-5xl print:hidden">{t('form')}</h2>}
            sidebarHeading="h2"
            sidebar={{
              id: 'contact-details-title',
              title: t('sidebarTitle'),
              text: t('sidebarText'),
              buttonText: t('bookConsultation'),
              details,
            }}
          />
        </div>
      </section>

      {sorted.length > 0 && (
        <section aria-labelledby="documents-title" className={`border-t border-gold/15 bg-charcoal ${SECTION_Y}`}>
          <div className={`${CONTAINER} grid gap-12 lg:grid-cols-12 lg:gap-10`}>
            <div className="lg:col-span-4">
              <Eyebrow>{t('downloads.eyebrow')}</Eyebrow>
              <h2
                id="documents-title"
                className="mt-6 font-display text-[2.5rem] leading-[1.05] font-light md:text-5xl"
              >
                {t('downloads.title')}
              </h2>
              <p className="mt-6 text-base leading-relaxed text-mist">{t('downloads.text')}</p>
            </div>
            <div className="lg:col-span-7 lg:col-start-6">
              <DocumentList documents={sorted} />
            </div>
          </div>
        </section>
      )}
    </main>
  )
}
