import { StaticImage } from '@/components/ui/StaticImage'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { DeferredContactForm } from '@/components/forms/DeferredForms.client'
import { buttonClasses } from '@/components/ui/Button'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { Mail, MapPin } from '@/components/ui/Icons'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { HomeContent } from '@/lib/cms/types'

/** Spec §2 home contact section, anchor #contact: form, consultation button, email, location. */
export function ContactSection({ home }: { home: HomeContent }) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={`relative isolate scroll-mt-16 overflow-hidden bg-black lg:scroll-mt-20 ${SECTION_Y}`}
    >
      <StaticImage
        src={home.contact_background_image}
        alt=""
        fill
        sizes="100vw"
        className="-z-10 object-cover opacity-30"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-black via-black/70 to-black" />
      <div className={`${CONTAINER} grid gap-14 lg:grid-cols-12 lg:gap-10`}>
        <div className="lg:col-span-7">
          <Eyebrow>{home.contact_subtitle}</Eyebrow>
          <h2 id="contact-title" className="mt-6 font-display text-[2.75rem] leading-[1.05] font-light md:text-6xl">
            {home.contact_title}
          </h2>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-mist md:text-lg">{home.contact_description}</p>
          <div className="mt-12">
            <DeferredContactForm source="home" submitText={home.contact_submit_button_text} />
          </div>
        </div>
        <aside className="lg:col-span-4 lg:col-start-9" aria-labelledby="contact-sidebar-title">
          <div className="border border-gold/25 bg-charcoal/70 p-8 backdrop-blur-md md:p-10 lg:sticky lg:top-28">
            <h3 id="contact-sidebar-title" className="font-display text-3xl font-light md:text-4xl">
              {home.contact_sidebar_title}
            </h3>
            <p className="mt-4 text-sm leading-relaxed text-mist">
              Speak with our team by phone, WhatsApp or video call, at a time that suits you. Our concierge team is
              available 24/7.
            </p>
            <ConsultationTrigger
              className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-8 w-full' })}
            >
              {home.contact_consultation_button_text}
            </ConsultationTrigger>
            <ul className="mt-10 space-y-6 border-t border-gold/20 pt-8">
              <li className="flex gap-4">
                <Mail className="mt-1 size-5 shrink-0 text-gold" />
                <div>
                  <p className="text-[0.6875rem] font-medium tracking-[0.25em] text-mist uppercase">
                    {home.contact_email_label}
                  </p>
                  <p className="mt-1">
                    <a
                      href={`mailto:${home.contact_email}`}
                      className="inline-flex min-h-11 items-center break-all text-bone transition-colors hover:text-gold"
                    >
                      {home.contact_email}
                    </a>
                  </p>
                </div>
              </li>
              <li className="flex gap-4">
                <MapPin className="mt-1 size-5 shrink-0 text-gold" />
                <div>
                  <p className="text-[0.6875rem] font-medium tracking-[0.25em] text-mist uppercase">
                    {home.contact_location_label}
                  </p>
                  <p className="mt-2 text-bone">{home.contact_location}</p>
                </div>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </section>
  )
}
