'use client'

import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'

import { postLead } from '@/lib/leads/client'
import type { InformationFormInput, InformationFormValues } from '@/lib/leads/schemas'

import type { DeferredState } from './DeferredForm.client'
import { LeadFormBody, ToastText } from './fields'
import { INFORMATION_EMPTY, InformationFields } from './InformationFields'
import { lazyResolver } from './lazyResolver'
import { showServerErrors, TOAST_MS, useLeadForm } from './useLeadForm'

const resolver = lazyResolver<InformationFormInput, InformationFormValues>(async () => {
  const [{ zodResolver }, { informationFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/leads/schemas')])
  return zodResolver(informationFormSchema)
})

export const INFORMATION_ENDPOINT = '/api/send-email'

const FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const

/** The yacht page's "Request Information" form (spec §5): sent to /api/send-email with interest = yacht name. */
export function InformationForm({
  yachtName,
  yachtSlug,
  idPrefix,
  initialValues,
  autoSubmit,
  startedAt,
}: { yachtName: string; yachtSlug: string } & DeferredState) {
  const uid = useId()
  const id = (name: string) => `${idPrefix ?? uid}-${yachtSlug}-${name}`
  const lead = useLeadForm(startedAt)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InformationFormInput, unknown, InformationFormValues>({ resolver, defaultValues: { ...INFORMATION_EMPTY, ...initialValues } })

  const onSubmit = (values: InformationFormValues) =>
    lead.once(async () => {
      const outcome = await postLead(INFORMATION_ENDPOINT, { ...values, interest: yachtName, yachtName, ...lead.meta() })
      if (outcome.kind === 'ok') {
        toast.success(<ToastText title="Inquiry Sent!" body="We will get back to you soon." />, { duration: TOAST_MS })
        reset(INFORMATION_EMPTY)
        lead.renew()
        return
      }
      if (outcome.kind === 'invalid') showServerErrors(outcome.fields, FIELDS, setError)
      if (outcome.kind === 'error') toast.error('Something went wrong. Please try again.', { duration: TOAST_MS })
      else toast.error('Failed to send inquiry. Please try again later.', { duration: TOAST_MS })
    })
  const submit = handleSubmit(onSubmit)

  useEffect(() => {
    if (autoSubmit) void submit()
    // Once, when it takes over from a plain form the visitor already submitted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate aria-busy={isSubmitting} className="relative">
      <LeadFormBody legend={`Request information about the ${yachtName}`} busy={isSubmitting} submitText="Request Information" honeypot={lead.honeypot}>
        <InformationFields id={id} bind={register} yachtName={yachtName} errors={errors} />
      </LeadFormBody>
    </form>
  )
}
