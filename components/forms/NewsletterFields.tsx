import { useTranslations } from 'next-intl'
import type { InputHTMLAttributes } from 'react'
import type { FieldError } from 'react-hook-form'

import { LIMITS } from '@/lib/leads/constants'

import { ErrorText, errorId, Honeypot } from './fields'

/** The footer's newsletter field, button and consent note, shared by the interactive form and its plain first render. */
export function NewsletterFields({
  idPrefix,
  busy = false,
  error,
  honeypot,
  input,
}: {
  idPrefix: string
  busy?: boolean
  error?: FieldError
  honeypot?: React.Ref<HTMLInputElement>
  input: InputHTMLAttributes<HTMLInputElement>
}) {
  const t = useTranslations('Forms.newsletter')
  const inputId = `${idPrefix}-newsletter-email`
  const noteId = `${idPrefix}-newsletter-note`
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <div className="flex border hairline focus-within:border-gold field-focus-ring">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={t('placeholder')}
          maxLength={LIMITS.email}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId(inputId) : '', noteId].filter(Boolean).join(' ')}
          className="min-h-12 min-w-0 flex-1 bg-transparent px-4 text-sm text-bone placeholder:text-mist/70 focus:shadow-none focus:outline-none disabled:opacity-60"
          name="email"
          {...input}
        />
        <button
          type="submit"
          disabled={busy}
          className="label-caps min-h-12 shrink-0 bg-gold px-5 text-black transition-colors hover:bg-gold-bright disabled:cursor-not-allowed disabled:opacity-60 forced-colors:border"
        >
          {busy ? t('joining') : t('join')}
        </button>
      </div>
      <Honeypot inputRef={honeypot} />
      <ErrorText id={inputId} error={error} />
      <p id={noteId} className="mt-3 text-xs text-mist/80">
        {t('consent')}
      </p>
    </>
  )
}
