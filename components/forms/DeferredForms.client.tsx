'use client'

import type { ReactNode } from 'react'

import { DeferredForm } from './DeferredForm.client'

const loadContact = () => import('./ContactForm.client').then((m) => m.ContactForm)
const loadInformation = () => import('./InformationForm.client').then((m) => m.InformationForm)
const loadNewsletter = () => import('./NewsletterForm.client').then((m) => m.NewsletterForm)

type Shell = { idPrefix: string; children: ReactNode }
export type ContactFormProps = { submitText?: string; source: 'home' | 'contact' }
export type InformationFormProps = { yachtName: string; yachtSlug: string }

export function LiveContactForm({ idPrefix, children, ...props }: ContactFormProps & Shell) {
  return (
    <DeferredForm load={loadContact} formProps={props} idPrefix={idPrefix}>
      {children}
    </DeferredForm>
  )
}

export function LiveInformationForm({ idPrefix, children, ...props }: InformationFormProps & Shell) {
  return (
    <DeferredForm load={loadInformation} formProps={props} idPrefix={idPrefix}>
      {children}
    </DeferredForm>
  )
}

export function LiveNewsletterForm({ idPrefix, children }: Shell) {
  return (
    <DeferredForm load={loadNewsletter} formProps={{}} idPrefix={idPrefix}>
      {children}
    </DeferredForm>
  )
}
