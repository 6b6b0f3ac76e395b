import type { Metadata } from 'next'

import { ContactColumns, type ContactDetail } from '@/components/contact/ContactColumns'
import { JsonLd } from '@/components/seo/JsonLd'
import { DocumentList } from '@/components/ui/DocumentList'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { Chat, Mail, MapPin, Phone } from '@/components/ui/Icons'
import { StaticImage } from '@/components/ui/StaticImage'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import { getDocuments, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  description:
    'Contact WAMA in Megrine, Tunisia: send an inquiry about the WAMA 26 or WAMA 42, book a private consultation, or download brochures and specification sheets.',
  path: '/contact',
})

export default async function ContactPage() {
  const [settings, documents] = await Promise.all([getSettings(), getDocuments()])
  const sorted = [...documents].sort((a, b) => a.display_order - b.display_order)
  const details: ContactDetail[] = [
    { label: 'Email', value: settings.info_email, href: `mailto:${settings.info_email}`, Icon: Mail },
    { label: 'Telephone', value: settings.phone, href: `tel:${settings.phone.replace(/[^\d+]/g, '')}`, Icon: Phone },
    {
      label: 'WhatsApp',
      value: settings.phone,
      href: `https://wa.me/${(settings.whatsapp || settings.phone).replace(/\D/g, '')}`,
      Icon: Chat,
      external: true,
    },
    { label: 'Location', value: settings.location, Icon: MapPin },
  ]

  return (
    <main>
      <JsonLd things={[breadcrumbLd([{ name: 'Contact', path: '/contact' }], env().publicSiteUrl)]} />
      <header className="relative isolate overflow-hidden bg-black pt-36 pb-16 md:pt-48 md:pb-24">
        <StaticImage
          src="/art/seascape-dawn-wama26.webp"
          alt=""
          fill
          sizes="100vw"
          loading="eager"
          className="-z-10 object-cover opacity-35"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-b from-black/60 via-black/40 to-charcoal"
        />
        <div className={CONTAINER}>
          <Eyebrow>Contact</Eyebrow>
          <h1 className="mt-6 max-w-4xl font-display text-[3rem] leading-[1.02] font-light md:text-7xl xl:text-8xl">
            Begin your journey with WAMA
          </h1>
          <p className="mt-8 max-w-2xl text-base leading-relaxed text-bone/80 md:text-lg">
            Tell us where you plan to cruise, who will be aboard and how you like to spend a day at sea. A member of our
            team will reply within 24 hours with specifications, availability and the next step.
          </p>
        </div>
      </header>

      <section aria-label="Send an inquiry" className="bg-charcoal pt-12 pb-16 md:pt-16 md:pb-28 xl:pb-36">
        <div className={CONTAINER}>
          <ContactColumns
            source="contact"
            intro={<h2 className="font-display text-4xl font-light md:text-5xl">Send an inquiry</h2>}
            sidebarHeading="h2"
            sidebar={{
              id: 'contact-details-title',
              title: 'Private Consultation',
              text: 'Prefer to talk? Book a call or a video meeting with our team, or visit the yard in Megrine. Our concierge team is available 24/7.',
              buttonText: 'Book Consultation',
              details,
            }}
          />
        </div>
      </section>

      {sorted.length > 0 && (
        <section aria-labelledby="documents-title" className={`border-t border-gold/15 bg-charcoal ${SECTION_Y}`}>
          <div className={`${CONTAINER} grid gap-12 lg:grid-cols-12 lg:gap-10`}>
            <div className="lg:col-span-4">
              <Eyebrow>Downloads</Eyebrow>
              <h2
                id="documents-title"
                className="mt-6 font-display text-[2.5rem] leading-[1.05] font-light md:text-5xl"
              >
                Brochures and specifications
              </h2>
              <p className="mt-6 text-base leading-relaxed text-mist">
                Everything our team would send you after a first call: brochures, complete specifications and deck
                plans.
              </p>
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
