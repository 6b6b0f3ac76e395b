import type { Metadata } from 'next'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { DeferredContactForm } from '@/components/forms/DeferredForms.client'
import { JsonLd } from '@/components/seo/JsonLd'
import { buttonClasses } from '@/components/ui/Button'
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
  const details = [
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
        <div className={`${CONTAINER} grid gap-14 lg:grid-cols-12 lg:gap-10`}>
          <div className="lg:col-span-7">
            <h2 className="font-display text-4xl font-light md:text-5xl">Send an inquiry</h2>
            <div className="mt-10">
              <DeferredContactForm source="contact" />
            </div>
          </div>
          <aside className="lg:col-span-4 lg:col-start-9" aria-labelledby="contact-details-title">
            <div className="border border-gold/25 bg-black/40 p-8 md:p-10 lg:sticky lg:top-28">
              <h2 id="contact-details-title" className="font-display text-3xl font-light md:text-4xl">
                Private Consultation
              </h2>
              <p className="mt-4 text-sm leading-relaxed text-mist">
                Prefer to talk? Book a call or a video meeting with our team, or visit the yard in Megrine. Our
                concierge team is available 24/7.
              </p>
              <ConsultationTrigger
                className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-8 w-full' })}
              >
                Book Consultation
              </ConsultationTrigger>
              <ul className="mt-10 space-y-5 border-t border-gold/20 pt-8">
                {details.map(({ label, value, href, Icon, external }) => (
                  <li key={label} className="flex gap-4">
                    <Icon className="mt-1 size-5 shrink-0 text-gold" />
                    <div className="min-w-0">
                      <p className="text-[0.6875rem] font-medium tracking-[0.25em] text-mist uppercase">{label}</p>
                      {href ? (
                        <a
                          href={href}
                          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                          className="inline-flex min-h-11 items-center break-all text-bone transition-colors hover:text-gold"
                        >
                          {value}
                        </a>
                      ) : (
                        <p className="mt-2 text-bone">{value}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
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
