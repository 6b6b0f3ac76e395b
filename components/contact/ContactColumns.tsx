import type { ComponentType, ReactNode, SVGProps } from 'react'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { DeferredContactForm } from '@/components/forms/DeferredForms'
import { buttonClasses } from '@/components/ui/Button'

export interface ContactDetail {
  label: string
  value: string
  href?: string
  /** Opens in a new tab (e.g. WhatsApp). */
  external?: boolean
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

interface ContactColumnsProps {
  /** The heading and introduction above the form. */
  intro: ReactNode
  source: 'home' | 'contact'
  submitText?: string
  sidebar: { id: string; title: string; text: string; buttonText: string; details: ContactDetail[] }
  /** The sidebar's heading level under the section's own heading. */
  sidebarHeading: 'h2' | 'h3'
}

/** The inquiry form beside a consultation card with the ways to reach the team: the home page's #contact and /contact. */
export function ContactColumns({ intro, source, submitText, sidebar, sidebarHeading: Heading }: ContactColumnsProps) {
  return (
    <div className="grid gap-14 lg:grid-cols-12 lg:gap-10 print:gap-6">
      <div className="lg:col-span-7">
        {intro}
        <div className="mt-10 md:mt-12 print:mt-0">
          <DeferredContactForm source={source} submitText={submitText} />
        </div>
      </div>
      <section className="lg:col-span-4 lg:col-start-9" aria-labelledby={sidebar.id}>
        <div className="border border-gold/25 bg-charcoal/70 p-8 backdrop-blur-md md:p-10 lg:sticky lg:top-28 print:break-inside-avoid print:p-6">
          <Heading id={sidebar.id} className="font-display text-3xl font-light md:text-4xl">
            {sidebar.title}
          </Heading>
          <p className="mt-4 text-sm leading-relaxed text-mist">{sidebar.text}</p>
          <ConsultationTrigger className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-8 w-full' })}>
            {sidebar.buttonText}
          </ConsultationTrigger>
          <ul className="mt-10 space-y-5 border-t border-gold/20 pt-8 print:mt-4 print:space-y-2 print:pt-4">
            {sidebar.details.map(({ label, value, href, Icon, external }) => (
              <li key={label} className="flex gap-4">
                <Icon className="mt-1 size-5 shrink-0 text-gold" />
                <div className="min-w-0">
                  <p className="text-[0.6875rem] font-medium tracking-[0.25em] text-mist uppercase">{label}</p>
                  {href ? (
                    <a
                      href={href}
                      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      className="inline-flex min-h-11 items-center break-all text-bone transition-colors hover:text-gold print:min-h-0"
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
      </section>
    </div>
  )
}
