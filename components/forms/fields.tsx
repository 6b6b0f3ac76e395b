import { useMessages, useTranslations } from 'next-intl'
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import type { FieldError } from 'react-hook-form'

import { Button, type ButtonProps } from '@/components/ui/Button'
import { isMessageKey, LIMIT_VALUES, LIMITS } from '@/lib/leads/constants'
import { ChevronDown } from '@/components/ui/Icons'

/** Labelled inputs of the lead forms: label above, error below, wired with aria-invalid/aria-describedby. */

const control =
  'block w-full min-h-12 rounded-none border bg-black/40 px-4 py-3 text-base text-bone placeholder:text-mist/60 ' +
  'hairline transition-colors duration-200 focus:border-gold ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-error'

const labelClass = 'label-caps mb-2 block text-mist'

export const errorId = (id: string) => `${id}-error`

function aria(id: string, error?: FieldError, hint?: string) {
  const describedBy = [error ? errorId(id) : null, hint].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const
}

/**
 * A field error in the page's language: the shared schemas give Validation keys, the server's 400 gives
 * messages it already worded in the language the form sent.
 */
function useValidationText(): (message: string) => string {
  const t = useTranslations('Validation')
  const keys = useMessages().Validation
  return (message) => (isMessageKey(keys, message) ? t(message, LIMIT_VALUES) : message)
}

export function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  const word = useValidationText()
  if (!error?.message) return null
  return (
    <p id={errorId(id)} className="mt-2 text-sm text-error">
      {word(error.message)}
    </p>
  )
}

interface Base {
  id: string
  label: ReactNode
  error?: FieldError
  className?: string
}

/** A label above its control and the control's error below it. */
function FieldFrame({ id, label, error, className = '', children }: Base & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      <ErrorText id={id} error={error} />
    </div>
  )
}

export function TextField({ id, label, error, className, ...input }: Base & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <input id={id} className={control} {...aria(id, error)} {...input} />
    </FieldFrame>
  )
}

export type InputFieldProps = Omit<Base, 'label'> & InputHTMLAttributes<HTMLInputElement>

/** The name field of the contact and information forms. */
export function NameField(props: InputFieldProps) {
  const t = useTranslations('Forms.fields')
  return <TextField label={t('fullName')} autoComplete="name" maxLength={LIMITS.name} {...props} />
}

/** The email field of every lead form. */
export function EmailField(props: InputFieldProps) {
  const t = useTranslations('Forms.fields')
  return <TextField label={t('email')} type="email" autoComplete="email" maxLength={LIMITS.email} {...props} />
}

/** The optional phone field of every lead form. */
export function PhoneField(props: InputFieldProps) {
  const t = useTranslations('Forms.fields')
  return <TextField label={t('phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phone} {...props} />
}

function TextareaField({ id, label, error, className, ...input }: Base & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <textarea id={id} rows={5} className={`${control} resize-y`} {...aria(id, error)} {...input} />
    </FieldFrame>
  )
}

/** The message of the contact and information forms: the full width of the form, capped in length. */
export function MessageField(props: Base & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <TextareaField maxLength={LIMITS.message} className="sm:col-span-2" {...props} />
}

export function SelectField({
  id,
  label,
  error,
  className,
  children,
  ...select
}: Base & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <div className="relative">
        <select id={id} className={`${control} appearance-none pr-12`} {...aria(id, error)} {...select}>
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gold" />
      </div>
    </FieldFrame>
  )
}

export function CheckboxField({
  id,
  label,
  error,
  className = '',
  ...input
}: Base & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-bone/90">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright"
          {...aria(id, error)}
          {...input}
        />
        <span>{label}</span>
      </label>
      <ErrorText id={id} error={error} />
    </div>
  )
}

/**
 * The honeypot: a field people never see or reach (off-screen, out of the tab order, hidden from
 * assistive technology) but form-filling bots do. Not display:none, which many bots skip.
 */
export function Honeypot({ inputRef }: { inputRef?: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export function ToastText({ title, body }: { title: string; body?: string }) {
  return (
    <span className="block">
      <strong className="block font-medium">{title}</strong>
      {body ? <span className="block">{body}</span> : null}
    </span>
  )
}

/** The submit button of every lead form: a spinner and "Sending…" while the request is in flight. */
export function SubmitButton({ busy, children, ...button }: ButtonProps & { busy: boolean }) {
  const t = useTranslations('Forms')
  return (
    <Button type="submit" variant="primary" disabled={busy} {...button}>
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border border-current border-t-transparent"
          />
          {t('sending')}
        </>
      ) : (
        children
      )}
    </Button>
  )
}

/** The frame every lead form shares: the fields in a fieldset, the honeypot and the submit button. */
export function LeadFormBody({
  legend,
  busy = false,
  submitText,
  honeypot,
  children,
}: {
  legend: ReactNode
  busy?: boolean
  submitText: ReactNode
  honeypot?: React.Ref<HTMLInputElement>
  children: ReactNode
}) {
  return (
    <>
      <fieldset disabled={busy} className="grid gap-6 sm:grid-cols-2">
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      <Honeypot inputRef={honeypot} />
      <div className="mt-8">
        <SubmitButton busy={busy} size="lg" className="w-full sm:w-auto">
          {submitText}
        </SubmitButton>
      </div>
    </>
  )
}
