'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useEffectEvent, type FormEvent, type ReactNode } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import toast from 'react-hot-toast'

import { postLead } from '@/lib/leads/client'

import type { DeferredState } from './DeferredForm.client'
import type { BindField } from './ContactFields'
import { LeadFormBody, ToastText } from './fields'
import { reportRefusal, TOAST_MS, useLeadForm } from './useLeadForm'

/** A lead form's element: checked by its schema rather than the browser, marked busy while it sends. */
export function LeadFormElement({
  submit,
  preload,
  busy,
  className = '',
  children,
}: {
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  preload: () => void
  busy: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preload}
      noValidate
      aria-busy={busy}
      className={`relative ${className}`}
    >
      {children}
    </form>
  )
}

export interface LeadFormProps<Input extends FieldValues, Values extends FieldValues> extends DeferredState {
  endpoint: string
  resolver: Resolver<Input, unknown, Values> & { preload: () => void }
  empty: DefaultValues<Input> & Input
  /** The fields whose server-side errors are shown next to them. */
  fields: ReadonlyArray<Path<Input>>
  /** Sent with the visitor's values (e.g. the yacht a request is about). */
  extra?: Record<string, string>
  success: { title: string; body: string }
  /** The toast when the lead could not be sent for a reason other than a malformed request. */
  failure: string
  legend: string
  submitText: string
  children: (form: { bind: BindField<Input>; errors: FieldErrors<Input> }) => ReactNode
}

/** A lead form: the visitor's fields, the shared checks and the toasts of one endpoint. */
export function LeadForm<Input extends FieldValues, Values extends FieldValues>({
  endpoint,
  resolver,
  empty,
  fields,
  extra,
  success,
  failure,
  legend,
  submitText,
  children,
  initialValues,
  autoSubmit,
  startedAt,
}: LeadFormProps<Input, Values>) {
  const t = useTranslations('Forms')
  const lead = useLeadForm(startedAt)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver, defaultValues: { ...empty, ...initialValues } })

  const onSubmit = (values: Values) =>
    lead.once(async () => {
      const outcome = await postLead(endpoint, { ...values, ...extra, ...lead.meta() })
      if (outcome.kind === 'ok') {
        toast.success(<ToastText title={success.title} body={success.body} />, { duration: TOAST_MS })
        reset(empty)
        lead.renew()
        return
      }
      reportRefusal(outcome, { names: fields, setError }, { failure, unreachable: t('failed') })
    })

  // The visitor submitted the plain form before this one loaded: submit once, as soon as it is here.
  const submitOnArrival = useEffectEvent(() => {
    if (autoSubmit) void handleSubmit(onSubmit)()
  })
  useEffect(() => submitOnArrival(), [])

  return (
    <LeadFormElement submit={handleSubmit(onSubmit)} preload={resolver.preload} busy={isSubmitting}>
      <LeadFormBody legend={legend} busy={isSubmitting} submitText={submitText} honeypot={lead.honeypot}>
        {children({ bind: register, errors })}
      </LeadFormBody>
    </LeadFormElement>
  )
}
