'use client'

import { useId, useState, type FormEvent } from 'react'

import { postLead } from '@/lib/leads/client'
import { NEWSLETTER_CONSENT_TEXT } from '@/lib/leads/constants'

import { ErrorText, errorId, Honeypot } from './fields'
import { useLeadForm } from './useLeadForm'

export const NEWSLETTER_ENDPOINT = '/api/newsletter'

// One field, on every page's footer: no react-hook-form here, and the shared schema loads on first use.
let schemas: Promise<typeof import('@/lib/leads/schemas')> | undefined
const loadSchemas = () => (schemas ??= import('@/lib/leads/schemas').catch((error: unknown) => ((schemas = undefined), Promise.reject(error))))

/** The footer's Join (spec §2 shows no behaviour; a visitor expects a confirmation, issue 6 point 7). */
export function NewsletterForm() {
  const uid = useId()
  const inputId = `${uid}-newsletter-email`
  const noteId = `${uid}-newsletter-note`
  const lead = useLeadForm()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [isSubmitting, setSubmitting] = useState(false)
  const [state, setState] = useState<'idle' | 'joined' | 'failed'>('idle')
  const errors = { email: error ? { type: 'validate', message: error } : undefined }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void lead.once(async () => {
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
  }

  return (
    <div>
      <form onSubmit={onSubmit} onFocus={() => void loadSchemas().catch(() => undefined)} noValidate aria-busy={isSubmitting} className="relative">
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
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
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
