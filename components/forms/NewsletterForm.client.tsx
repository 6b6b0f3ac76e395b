'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { postLead } from '@/lib/leads/client'
import { NEWSLETTER_CONSENT_TEXT, newsletterFormSchema, type NewsletterFormInput, type NewsletterFormValues } from '@/lib/leads/schemas'

import { ErrorText, errorId, Honeypot } from './fields'
import { showServerErrors, useLeadForm } from './useLeadForm'

export const NEWSLETTER_ENDPOINT = '/api/newsletter'

/** The footer's Join (spec §2 shows no behaviour; a visitor expects a confirmation, issue 6 point 7). */
export function NewsletterForm() {
  const uid = useId()
  const inputId = `${uid}-newsletter-email`
  const noteId = `${uid}-newsletter-note`
  const lead = useLeadForm()
  const [state, setState] = useState<'idle' | 'joined' | 'failed'>('idle')
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({ resolver: zodResolver(newsletterFormSchema), defaultValues: { email: '' } })

  const onSubmit = (values: NewsletterFormValues) =>
    lead.once(async () => {
      setState('idle')
      const outcome = await postLead(NEWSLETTER_ENDPOINT, { ...values, consent: true, ...lead.meta() })
      if (outcome.kind === 'ok') {
        setState('joined')
        reset({ email: '' })
        lead.renew()
        return
      }
      if (outcome.kind === 'invalid') showServerErrors(outcome.fields, ['email'], setError)
      else setState('failed')
    })

  return (
    <div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={isSubmitting} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <div className="flex border hairline focus-within:border-gold">
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="Your email"
            maxLength={254}
            disabled={isSubmitting}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={[errors.email ? errorId(inputId) : '', noteId].filter(Boolean).join(' ')}
            className="min-h-12 min-w-0 flex-1 bg-transparent px-4 text-sm text-bone placeholder:text-mist/70 focus:outline-none disabled:opacity-60"
            {...register('email')}
          />
          <button
            type="submit"
            disabled={isSubmitting}
            className="label-caps min-h-12 shrink-0 bg-gold px-5 text-black transition-colors hover:bg-gold-bright disabled:cursor-not-allowed disabled:opacity-60"
          >
            {isSubmitting ? 'Joining…' : 'Join'}
          </button>
        </div>
        <Honeypot inputRef={lead.honeypot} />
        <ErrorText id={inputId} error={errors.email} />
        <p id={noteId} className="mt-3 text-xs text-mist/80">
          {NEWSLETTER_CONSENT_TEXT}
        </p>
      </form>
      <p role="status" aria-live="polite" className="mt-3 text-sm empty:hidden">
        {state === 'joined' ? (
          <span className="text-gold">Thank you for joining! The next WAMA news will arrive in your inbox.</span>
        ) : state === 'failed' ? (
          <span className="text-error">We could not add you just now. Please try again later.</span>
        ) : null}
      </p>
    </div>
  )
}
