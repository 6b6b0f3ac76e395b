import { useTranslations } from 'next-intl'

import { ContactColumns } from '@/components/contact/ContactColumns'
import { SectionTitle } from '@/components/ui/SectionTitle'
import { Mail, MapPin } from '@/components/ui/Icons'
import { Backdrop } from '@/components/ui/Backdrop'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { HomeContent } from '@/lib/cms/types'

/** The home page's contact section, anchor #contact: form, consultation button, email, location. */
export function ContactSection({ home }: { home: HomeContent }) {
  const t = useTranslations('Home.contact')
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={`relative isolate overflow-hidden bg-black ${SECTION_Y}`}
    >
      <Backdrop
        src={home.contact_background_image}
        focus={home.focus.contact_background_image}
        dim="opacity-30"
        shade="bg-gradient-to-b from-black via-black/70 to-black"
      />
      <div className={CONTAINER}>
        <ContactColumns
          source="home"
          submitText={home.contact_submit_button_text}
          intro={
            <>
              <SectionTitle id="contact-title" eyebrow={home.contact_subtitle}>
                {home.contact_title}
              </SectionTitle>
              <p className="mt-6 max-w-xl text-base leading-relaxed text-mist md:text-lg">{home.contact_description}</p>
            </>
          }
          sidebarHeading="h3"
          sidebar={{
            id: 'contact-sidebar-title',
            title: home.contact_sidebar_title,
            text: t('sidebarText'),
            buttonText: home.contact_consultation_button_text,
            details: [
              {
                label: home.contact_email_label,
                value: home.contact_email,
                href: `mailto:${home.contact_email}`,
                Icon: Mail,
              },
              { label: home.contact_location_label, value: home.contact_location, Icon: MapPin },
            ],
          }}
        />
      </div>
    </section>
  )
}
