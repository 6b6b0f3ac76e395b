'use client'

import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'

import { postLead } from '@/lib/leads/client'
import type { ContactFormInput, ContactFormValues } from '@/lib/leads/schemas'

import { CONTACT_EMPTY, ContactFields } from './ContactFields'
import type { DeferredState } from './DeferredForm.client'
import { LeadFormBody, ToastText } from './fields'
import { lazyResolver } from './lazyResolver'
import { showServerErrors, TOAST_MS, useLeadForm } from './useLeadForm'

const resolver = lazyResolver<ContactFormInput, ContactFormValues>(async () => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/leads/schemas')])
  return zodResolver(contactFormSchema)
})

export const CONTACT_ENDPOINT = '/api/send-email'

const FIELDS = ['name', 'email', 'phone', 'interest', 'message'] as const

/** The contact form of the home page (#contact) and the contact page (spec §2, §5, §8). */
export function ContactForm({
  submitText = 'Send Inquiry',
  source,
  idPrefix,
  initialValues,
  autoSubmit,
  startedAt,
}: { submitText?: string; source: 'home' | 'contact' } & DeferredState) {
  const uid = useId()
  const id = (name: string) => `${idPrefix ?? uid}-${source}-${name}`
  const lead = useLeadForm(startedAt)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({ resolver, defaultValues: { ...CONTACT_EMPTY, ...initialValues } })

  const onSubmit = (values: ContactFormValues) =>
    lead.once(async () => {
      const outcome = await postLead(CONTACT_ENDPOINT, { ...values, ...lead.meta() })
      if (outcome.kind === 'ok') {
        toast.success(<ToastText title="Thank you for your inquiry!" body="Our team will reach out to you shortly." />, { duration: TOAST_MS })
        reset(CONTACT_EMPTY)
        lead.renew()
        return
      }
      if (outcome.kind === 'invalid') showServerErrors(outcome.fields, FIELDS, setError)
      if (outcome.kind === 'error') toast.error('Something went wrong. Please try again.', { duration: TOAST_MS })
      else toast.error('Failed to send the email. Please try again later.', { duration: TOAST_MS })
    })
  const submit = handleSubmit(onSubmit)

  useEffect(() => {
    if (autoSubmit) void submit()
    // Once, when it takes over from a plain form the visitor already submitted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate aria-busy={isSubmitting} className="relative">
      <LeadFormBody legend="Your inquiry" busy={isSubmitting} submitText={submitText} honeypot={lead.honeypot}>
        <ContactFields id={id} bind={register} errors={errors} />
      </LeadFormBody>
    </form>
  )
}
