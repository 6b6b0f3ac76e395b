'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { QUALIFICATION_FIELDS } from '@/lib/leads/qualification'

import { CONTACT_EMPTY, ContactFields } from './ContactFields'
import type { DeferredState } from './DeferredForm.client'
import { lazyResolver } from './lazyResolver'
import { LeadForm } from './LeadForm.client'

const resolver = lazyResolver(async () => (await import('@/lib/leads/schemas')).contactFormSchema)

const CONTACT_ENDPOINT = '/api/send-email'

const FIELDS = ['name', 'email', 'phone', 'interest', 'message', ...QUALIFICATION_FIELDS] as const

/** The contact form of the home page (#contact) and the contact page. */
export function ContactForm({
  submitText,
  source,
  idPrefix,
  ...deferred
}: { submitText?: string; source: 'home' | 'contact' } & DeferredState) {
  const t = useTranslations('Forms.contact')
  const uid = useId()
  const id = (name: string) => `${idPrefix ?? uid}-${source}-${name}`
  return (
    <LeadForm
      {...deferred}
      endpoint={CONTACT_ENDPOINT}
      resolver={resolver}
      empty={CONTACT_EMPTY}
      fields={FIELDS}
      success={{ title: t('sent'), body: t('sentBody') }}
      failure={t('failed')}
      legend={t('legend')}
      submitText={submitText ?? t('submit')}
    >
      {({ bind, errors }) => <ContactFields id={id} bind={bind} errors={errors} />}
    </LeadForm>
  )
}
