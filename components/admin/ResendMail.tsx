'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { z } from 'zod'

const resendAnswer = z.object({ queued: z.array(z.string()).optional(), error: z.string().optional() })

/** Lead edit view: queues the lead's unsent mail again (failed delivery, or a lead wrongly flagged as spam). */
export function ResendMail() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const delivery = useFormFields(([fields]) => fields.delivery_status?.value)
  const confirmation = useFormFields(([fields]) => fields.confirmation_status?.value)
  const spam = useFormFields(([fields]) => fields.spam?.value)
  const [busy, setBusy] = useState(false)

  const failed = delivery === 'failed' || confirmation === 'failed'
  if (!id || !(failed || spam === true || delivery === 'skipped')) return null

  async function resend() {
    setBusy(true)
    try {
      const res = await fetch(`${config.serverURL ?? ''}${config.routes.api}/leads/${id}/resend`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = resendAnswer.catch({}).parse(await res.json().catch(() => ({})))
      if (!res.ok) throw new Error(body.error ?? res.statusText)
      toast.success(
        body.queued?.length ? `Mail queued again: ${body.queued.join(' and ')}.` : 'Both mails were already sent.',
      )
      router.refresh()
    } catch (error) {
      toast.error(`Could not resend: ${error instanceof Error ? error.message : 'unknown error'}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <p style={{ marginTop: 0 }}>
        {failed ? 'Mail for this lead could not be delivered.' : 'This lead was flagged as spam, so no mail was sent.'}
      </p>
      <Button buttonStyle="secondary" size="small" onClick={resend} disabled={busy}>
        {busy ? 'Queuing…' : spam === true ? 'Not spam: send the mail' : 'Resend mail'}
      </Button>
    </div>
  )
}
