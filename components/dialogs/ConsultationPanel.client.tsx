'use client'

import { useTranslations } from 'next-intl'
import type { ComponentType, SVGProps } from 'react'

import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '@/components/ui/Dialog'
import { ArrowUpRight, Calendar, Chat, Mail, Phone } from '@/components/ui/Icons'

import { consultationChoices, type ConsultationChoiceId, type ConsultationContact } from './consultation'

/** A page of this site opens in place; another site's in a new tab. */
const ownPage = (href: string) => href.startsWith('/') && !href.startsWith('//')

const ICONS: Record<ConsultationChoiceId, ComponentType<SVGProps<SVGSVGElement>>> = {
  calendar: Calendar,
  call: Phone,
  whatsapp: Chat,
  email: Mail,
}

export interface ConsultationPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title?: string
  contact: ConsultationContact
  onCloseFocus: () => void
}

export function ConsultationPanel({ open, onOpenChange, title, contact, onCloseFocus }: ConsultationPanelProps) {
  const t = useTranslations('Consultation')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={onCloseFocus}
      className="max-w-3xl shadow-[0_40px_120px_rgba(0,0,0,0.6)] data-[state=open]:animate-fade-in"
    >
      <div className="px-6 pt-12 pb-8 sm:px-12 sm:pt-14 sm:pb-12">
        <p className="label-caps text-gold">{t('eyebrow')}</p>
        <DialogTitle className="mt-4 max-w-xl pr-8 font-display text-[2rem] leading-[1.05] font-light sm:text-5xl">
          {title || t('title')}
        </DialogTitle>
        <DialogDescription className="mt-4 max-w-lg text-base text-mist">{t('intro')}</DialogDescription>

        <ul className="mt-8 grid grid-cols-1 gap-px border hairline bg-gold/20 sm:mt-10 sm:grid-cols-2">
          {consultationChoices(contact).map((choice) => {
            const Icon = ICONS[choice.id]
            return (
              <li key={choice.id} className="bg-charcoal">
                <a
                  href={choice.href}
                  {...(ownPage(choice.href) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  className="group flex h-full min-h-24 items-start gap-4 p-5 transition-colors hover:bg-charcoal-soft focus-visible:-outline-offset-2 sm:p-6"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold transition-colors group-hover:border-gold group-hover:bg-gold group-hover:text-black">
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-display text-2xl leading-tight">{t(`${choice.id}.title`)}</span>
                    <span className="mt-1 block text-sm text-bone/80">{t(`${choice.id}.subtitle`)}</span>
                    <span className="mt-2 block truncate text-xs tracking-wide text-mist">
                      {choice.detail ?? t('calendar.detail')}
                    </span>
                  </span>
                  <ArrowUpRight className="mt-1 size-4 shrink-0 text-mist transition-colors group-hover:text-gold" />
                  {!ownPage(choice.href) && <span className="sr-only"> {t('newTab')}</span>}
                </a>
              </li>
            )
          })}
        </ul>

        <p className="mt-8 flex items-center gap-3 text-sm text-mist">
          <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-gold" />
          {t('availability')}
        </p>
      </div>
      <DialogCloseButton className="absolute top-3 right-3 text-mist sm:top-5 sm:right-5" />
    </Dialog>
  )
}
