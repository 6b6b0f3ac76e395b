'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react'

import { postLead } from '@/lib/leads/client'

import type { DeferredState } from './DeferredForm.client'
import { NewsletterFields } from './NewsletterFields'
import { useLeadForm } from './useLeadForm'

const NEWSLETTER_ENDPOINT = '/api/newsletter'

// One field, on every page's footer: no react-hook-form here, and the shared schema loads on first use.
let schemas: Promise<typeof import('@/lib/leads/schemas')> | undefined
const loadSchemas = () =>
  (schemas ??= import('@/lib/leads/schemas').catch((error: unknown) => ((schemas = undefined), Promise.reject(error))))

/** The footer's Join: a visitor who subscribes expects a confirmation. */
export function NewsletterForm({ idPrefix, initialValues, autoSubmit, startedAt }: DeferredState) {
  const t = useTranslations('Forms.newsletter')
  const uid = useId()
  const prefix = idPrefix ?? uid
  const lead = useLeadForm(startedAt)
  const [email, setEmail] = useState(typeof initialValues?.email === 'string' ? initialValues.email : '')
  const [error, setError] = useState<string>()
  const [isSubmitting, setSubmitting] = useState(false)
  const [state, setState] = useState<'idle' | 'joined' | 'failed'>('idle')
  const errors = { email: error ? { type: 'validate', message: error } : undefined }

  const submit = () =>
    lead.once(async () => {
      setState('idle')
      setSubmitting(true)
      try {
        const { newsletterFormSchema } = await loadSchemas()
        const parsed = newsletterFormSchema.safeParse({ email })
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message)
          return
        }
        setError(undefined)
        const outcome = await postLead(NEWSLETTER_ENDPOINT, { ...parsed.data, consent: true, ...lead.meta() })
        if (outcome.kind === 'ok') {
          setState('joined')
          setEmail('')
          lead.renew()
        } else if (outcome.kind === 'invalid' && outcome.fields.email) setError(outcome.fields.email)
        else setState('failed')
      } catch {
        setState('failed')
      } finally {
        setSubmitting(false)
      }
    })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit()
  }

  // The visitor submitted the plain form before this one loaded: submit once, as soon as it is here.
  const submitOnArrival = useEffectEvent(() => {
    if (autoSubmit) void submit()
  })
  useEffect(() => submitOnArrival(), [])

  return (
    <div>
      <form
        onSubmit={onSubmit}
        onFocus={() => void loadSchemas().catch(() => undefined)}
        noValidate
        aria-busy={isSubmitting}
        className="relative"
      >
        <NewsletterFields
          idPrefix={prefix}
          busy={isSubmitting}
          error={errors.email}
          honeypot={lead.honeypot}
          input={{ value: email, onChange: (event) => setEmail(event.target.value) }}
        />
      </form>
      <p role="status" aria-live="polite" className="mt-3 text-sm empty:hidden">
        {state === 'joined' ? (
          <span className="text-gold">{t('joined')}</span>
        ) : state === 'failed' ? (
          <span className="text-error">{t('failed')}</span>
        ) : null}
      </p>
    </div>
  )
}
