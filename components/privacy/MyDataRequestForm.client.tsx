'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { Honeypot, TextField } from '@/components/forms/fields'
import { useLeadForm } from '@/components/forms/useLeadForm'
import { Button } from '@/components/ui/Button'
import { postLead } from '@/lib/leads/client'
import { LIMITS } from '@/lib/leads/constants'
import { myDataFormSchema } from '@/lib/privacy/schemas'

const MY_DATA_ENDPOINT = '/api/my-data'

/** Asks for the link to one's data: the same answer whatever the address, so the page reveals nobody's records. */
export function MyDataRequestForm() {
  const t = useTranslations('MyData')
  const id = `${useId()}-my-data-email`
  const lead = useLeadForm()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ sentTo: string } | 'failed' | null>(null)

  const submit = () =>
    lead.once(async () => {
      setOutcome(null)
      const parsed = myDataFormSchema.safeParse({ email })
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message)
        return
      }
      setError(undefined)
      setBusy(true)
      try {
        const answer = await postLead(MY_DATA_ENDPOINT, { ...parsed.data, ...lead.meta() })
        if (answer.kind === 'ok') {
          setOutcome({ sentTo: parsed.data.email })
          lead.renew()
        } else if (answer.kind === 'invalid' && answer.fields.email) setError(answer.fields.email)
        else setOutcome('failed')
      } finally {
        setBusy(false)
      }
    })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit()
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="relative max-w-xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          id={id}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          label={t('emailLabel')}
          className="flex-1"
          value={email}
          disabled={busy}
          error={error ? { type: 'validate', message: error } : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={busy} className="shrink-0">
          {busy ? t('sending') : t('send')}
        </Button>
      </div>
      <Honeypot inputRef={lead.honeypot} />
      <p role="status" aria-live="polite" className="mt-4 text-sm empty:hidden">
        {outcome === 'failed' ? (
          <span className="text-error">{t('failed')}</span>
        ) : outcome ? (
          <span className="text-gold">{t('sent', { email: outcome.sentTo })}</span>
        ) : null}
      </p>
    </form>
  )
}
