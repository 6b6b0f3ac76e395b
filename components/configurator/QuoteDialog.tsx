import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useForm, type FieldError } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { PricedConfiguration } from '@/lib/configurator/pricing'
import type { QuoteFormInput, QuoteFormValues } from '@/lib/configurator/quote-schema'
import type { Selection } from '@/lib/configurator/selection'
import { formatEuros } from '@/lib/i18n/config'
import { LIMITS } from '@/lib/leads/constants'
import { DialogShell, buttonOutline, buttonPrimary } from './DialogShell'
import { useValidationText } from '@/components/forms/fields'
import { lazyResolver } from '@/components/forms/lazyResolver'

const resolver = lazyResolver<QuoteFormInput, QuoteFormValues>(async () => {
  const [{ zodResolver }, { quoteFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/configurator/quote-schema'),
  ])
  return zodResolver(quoteFormSchema)
})

const QUOTE_ENDPOINT = '/api/send-configuration'
/** Toast duration. */
const TOAST_MS = 5000

interface QuoteDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  selection: Selection
  priced: PricedConfiguration
}

const emptyForm: QuoteFormInput = { name: '', email: '', phone: '', country: '', message: '', consent: false }

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/**
 * "Request a quote": sent as a `configuration` lead. Only ids travel; the server prices them again.
 * Messages follow the yacht information form.
 */
export function QuoteDialog({ open, onOpenChange, selection, priced }: QuoteDialogProps) {
  const t = useTranslations('Forms')
  const locale = useLocale()
  const uid = useId()
  const honeypot = useRef<HTMLInputElement>(null)
  // One key per intended submission: a retry after a failure reuses it so the pipeline stores one lead.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey)
  const startedAt = useRef(0)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver,
    defaultValues: emptyForm,
  })

  useEffect(() => {
    if (open) startedAt.current = Date.now()
  }, [open])

  async function onSubmit(values: QuoteFormValues) {
    const body = {
      ...values,
      consent: true,
      selection,
      idempotencyKey,
      website: honeypot.current?.value ?? '',
      startedAt: startedAt.current || undefined,
      // The quote's mail and spec sheet are written in the page's language.
      locale,
    }
    try {
      const response = await fetch(QUOTE_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.ok) {
        toast.success(
          <span>
            <strong className="block">{t('information.sent')}</strong>
            {t('information.sentBody')}
          </span>,
          { duration: TOAST_MS },
        )
        reset(emptyForm)
        setIdempotencyKey(newKey())
        onOpenChange(false)
      } else {
        // A build the catalogue's rules changed under the visitor: the server names the clash.
        const answer: unknown = await Promise.resolve()
          .then(() => response.json())
          .catch(() => null)
        const clash =
          answer && typeof answer === 'object' && 'conflicts' in answer && 'error' in answer ? answer.error : null
        toast.error(typeof clash === 'string' ? clash : t('information.failed'), { duration: TOAST_MS })
      }
    } catch {
      toast.error(t('failed'), { duration: TOAST_MS })
    }
  }

  const engine = priced.lines.find((l) => l.kind === 'engine')?.name ?? t('quote.noEngine')
  const options = t('quote.options', { count: priced.lines.filter((l) => l.kind === 'option').length })

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      wide
      title={t('quote.title')}
      description={t.rich('quote.description', {
        model: priced.model,
        total: formatEuros(priced.total, locale),
        engine,
        options,
        price: (chunks) => <span className="text-gold">{chunks}</span>,
      })}
    >
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        onFocus={resolver.preload}
        noValidate
        aria-busy={isSubmitting}
      >
        <fieldset disabled={isSubmitting} className="grid gap-6 sm:grid-cols-2">
          <legend className="sr-only">{t('quote.legend')}</legend>
          <Field id={`${uid}-name`} label={t('fields.name')} error={errors.name}>
            <input
              id={`${uid}-name`}
              autoComplete="name"
              maxLength={LIMITS.name}
              {...register('name')}
              {...fieldAria(`${uid}-name`, errors.name)}
              className={inputClass}
            />
          </Field>
          <Field id={`${uid}-email`} label={t('fields.email')} error={errors.email}>
            <input
              id={`${uid}-email`}
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              {...register('email')}
              {...fieldAria(`${uid}-email`, errors.email)}
              className={inputClass}
            />
          </Field>
          <Field id={`${uid}-phone`} label={t('fields.phone')} error={errors.phone}>
            <input
              id={`${uid}-phone`}
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.phone}
              {...register('phone')}
              {...fieldAria(`${uid}-phone`, errors.phone)}
              className={inputClass}
            />
          </Field>
          <Field id={`${uid}-country`} label={t('fields.country')} error={errors.country}>
            <input
              id={`${uid}-country`}
              autoComplete="country-name"
              maxLength={LIMITS.country}
              {...register('country')}
              {...fieldAria(`${uid}-country`, errors.country)}
              className={inputClass}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field id={`${uid}-message`} label={t('fields.messageOptional')} error={errors.message}>
              <textarea
                id={`${uid}-message`}
                rows={3}
                maxLength={LIMITS.message}
                {...register('message')}
                {...fieldAria(`${uid}-message`, errors.message)}
                className={`${inputClass} resize-y`}
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <label className="flex cursor-pointer items-start gap-3 text-sm text-bone">
              <input
                type="checkbox"
                {...register('consent')}
                {...fieldAria(`${uid}-consent`, errors.consent)}
                className="mt-0.5 size-5 shrink-0 accent-gold"
              />
              <span>{t('consent', { product: 'WAMA' })}</span>
            </label>
            <ErrorText id={`${uid}-consent`} error={errors.consent} />
          </div>
          {/* Honeypot: hidden from people and assistive tech, filled in by naive bots. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              Website
              <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
            <button type="button" className={buttonOutline} onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </button>
            <button type="submit" className={buttonPrimary}>
              {isSubmitting ? t('sending') : t('quote.submit')}
            </button>
          </div>
        </fieldset>
      </form>
    </DialogShell>
  )
}

const inputClass =
  'mt-2 block w-full border-0 border-b border-bone/30 bg-transparent px-0 py-3 text-bone placeholder:text-mist/60 focus:border-gold focus:ring-0 aria-invalid:border-error disabled:opacity-60'

function fieldAria(id: string, error: FieldError | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
}

function Field({ id, label, error, children }: { id: string; label: string; error?: FieldError; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="label-caps text-mist">
        {label}
      </label>
      {children}
      <ErrorText id={id} error={error} />
    </div>
  )
}

function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  const word = useValidationText()
  if (!error?.message) return null
  return (
    <p id={`${id}-error`} className="mt-2 flex items-center gap-2 text-sm text-error">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.3" />
        <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {word(error.message)}
    </p>
  )
}
