'use client'

import { useId } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'

import { Button } from '@/components/ui/Button'
import { postLead } from '@/lib/leads/client'
import { informationConsentText } from '@/lib/leads/constants'
import type { InformationFormInput, InformationFormValues } from '@/lib/leads/schemas'

import { CheckboxField, Honeypot, TextareaField, TextField, ToastText } from './fields'
import { showServerErrors, TOAST_MS, useLeadForm } from './useLeadForm'
import { lazyResolver } from './lazyResolver'

const resolver = lazyResolver<InformationFormInput, InformationFormValues>(async () => {
  const [{ zodResolver }, { informationFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/leads/schemas')])
  return zodResolver(informationFormSchema)
})

export const INFORMATION_ENDPOINT = '/api/send-email'

const empty: InformationFormInput = { name: '', email: '', phone: '', message: '', consent: false }
const FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const

/** The yacht page's "Request Information" form (spec §5): sent to /api/send-email with interest = yacht name. */
export function InformationForm({ yachtName, yachtSlug }: { yachtName: string; yachtSlug: string }) {
  const uid = useId()
  const id = (name: string) => `${uid}-${yachtSlug}-${name}`
  const lead = useLeadForm()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InformationFormInput, unknown, InformationFormValues>({ resolver, defaultValues: empty })

  const onSubmit = (values: InformationFormValues) =>
    lead.once(async () => {
      const outcome = await postLead(INFORMATION_ENDPOINT, { ...values, interest: yachtName, yachtName, ...lead.meta() })
      if (outcome.kind === 'ok') {
        toast.success(<ToastText title="Inquiry Sent!" body="We will get back to you soon." />, { duration: TOAST_MS })
        reset(empty)
        lead.renew()
        return
      }
      if (outcome.kind === 'invalid') showServerErrors(outcome.fields, FIELDS, setError)
      if (outcome.kind === 'error') toast.error('Something went wrong. Please try again.', { duration: TOAST_MS })
      else toast.error('Failed to send inquiry. Please try again later.', { duration: TOAST_MS })
    })

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} noValidate aria-busy={isSubmitting} className="relative">
      <fieldset disabled={isSubmitting} className="grid gap-6 sm:grid-cols-2">
        <legend className="sr-only">Request information about the {yachtName}</legend>
        <TextField id={id('name')} label="Full Name" autoComplete="name" maxLength={120} error={errors.name} {...register('name')} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" maxLength={254} error={errors.email} {...register('email')} />
        <TextField
          id={id('phone')}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          className="sm:col-span-2"
          error={errors.phone}
          {...register('phone')}
        />
        <TextareaField
          id={id('message')}
          label="Message (optional)"
          maxLength={5000}
          className="sm:col-span-2"
          error={errors.message}
          {...register('message')}
        />
        <CheckboxField
          id={id('consent')}
          label={informationConsentText(yachtName)}
          className="sm:col-span-2"
          error={errors.consent}
          {...register('consent')}
        />
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
            'Request Information'
          )}
        </Button>
      </div>
    </form>
  )
}
