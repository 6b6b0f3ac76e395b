'use client'

import { useId } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'

import { Button } from '@/components/ui/Button'
import { postLead } from '@/lib/leads/client'
import { INTEREST_LABELS, INTERESTS } from '@/lib/leads/constants'
import type { ContactFormInput, ContactFormValues } from '@/lib/leads/schemas'

import { Honeypot, TextareaField, TextField, SelectField, ToastText } from './fields'
import { showServerErrors, TOAST_MS, useLeadForm } from './useLeadForm'
import { lazyResolver } from './lazyResolver'

const resolver = lazyResolver<ContactFormInput, ContactFormValues>(async () => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/leads/schemas')])
  return zodResolver(contactFormSchema)
})

export const CONTACT_ENDPOINT = '/api/send-email'

const empty: ContactFormInput = { name: '', email: '', phone: '', interest: 'Monohulls', message: '' }
const FIELDS = ['name', 'email', 'phone', 'interest', 'message'] as const

/** The contact form of the home page (#contact) and the contact page (spec §2, §5, §8). */
export function ContactForm({ submitText = 'Send Inquiry', source }: { submitText?: string; source: 'home' | 'contact' }) {
  const uid = useId()
  const id = (name: string) => `${uid}-${source}-${name}`
  const lead = useLeadForm()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({ resolver, defaultValues: empty })

  const onSubmit = (values: ContactFormValues) =>
    lead.once(async () => {
      const outcome = await postLead(CONTACT_ENDPOINT, { ...values, ...lead.meta() })
      if (outcome.kind === 'ok') {
        toast.success(<ToastText title="Thank you for your inquiry!" body="Our team will reach out to you shortly." />, { duration: TOAST_MS })
        reset(empty)
        lead.renew()
        return
      }
      if (outcome.kind === 'invalid') showServerErrors(outcome.fields, FIELDS, setError)
      if (outcome.kind === 'error') toast.error('Something went wrong. Please try again.', { duration: TOAST_MS })
      else toast.error('Failed to send the email. Please try again later.', { duration: TOAST_MS })
    })

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} noValidate aria-busy={isSubmitting} className="relative">
      <fieldset disabled={isSubmitting} className="grid gap-6 sm:grid-cols-2">
        <legend className="sr-only">Your inquiry</legend>
        <TextField id={id('name')} label="Full Name" autoComplete="name" maxLength={120} error={errors.name} {...register('name')} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" maxLength={254} error={errors.email} {...register('email')} />
        <TextField
          id={id('phone')}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          error={errors.phone}
          {...register('phone')}
        />
        <SelectField id={id('interest')} label="Interest" error={errors.interest} {...register('interest')}>
          {INTERESTS.map((value) => (
            <option key={value} value={value}>
              {INTEREST_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextareaField id={id('message')} label="Message" maxLength={5000} className="sm:col-span-2" error={errors.message} {...register('message')} />
      </fieldset>
      <Honeypot inputRef={lead.honeypot} />
      <div className="mt-8">
        <Button type="submit" variant="primary" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? (
            <>
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border border-current border-t-transparent" />
              Sending…
            </>
          ) : (
            submitText
          )}
        </Button>
      </div>
    </form>
  )
}
