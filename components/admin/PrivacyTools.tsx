'use client'

import { Button, TextInput, toast, useAuth, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type ChangeEvent } from 'react'
import { z } from 'zod'

const count = z.number().int().nonnegative()
const answer = z.object({
  erased: z.object({ leads: count, replies: count, subscriptions: count, outboxMails: count }).optional(),
  sweep: z.object({ months: count, leads: count, subscriptions: count }).optional(),
  error: z.string().optional(),
})

/**
 * Privacy settings: an administrator erases an address whose owner asked by mail or letter (as the visitor can on
 * the Your data page), or applies the retention period now. Sales see the settings but not these actions.
 */
export function PrivacyTools() {
  const { config } = useConfig()
  const { user } = useAuth()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  if (!user || !('role' in user) || user.role !== 'admin') return null

  async function call(action: 'erase' | 'apply-retention', body?: object) {
    setBusy(true)
    try {
      const res = await fetch(`${config.serverURL ?? ''}${config.routes.api}/globals/privacy/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      })
      const reply = answer.catch({}).parse(await res.json().catch(() => ({})))
      if (!res.ok) throw new Error(reply.error ?? res.statusText)
      if (reply.erased) {
        const e = reply.erased
        toast.success(
          `Erased: ${e.leads} leads, ${e.replies} replies, ${e.subscriptions} newsletter entries, ${e.outboxMails} outbox mails.`,
        )
        setEmail('')
      }
      if (reply.sweep) {
        const s = reply.sweep
        toast.success(
          `Anonymised ${s.leads} leads and ${s.subscriptions} newsletter addresses older than ${s.months} months.`,
        )
      }
      router.refresh()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The action failed.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'grid', gap: 'var(--base)', marginTop: 'var(--base)' }}>
      <fieldset style={{ border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)' }}>
        <legend>Erase an address on request</legend>
        <p style={{ marginTop: 0 }}>
          For a request received by mail or letter: its leads are anonymised, the replies to them and its newsletter
          entry go, and so do the mails the outbox kept for it. This cannot be undone.
        </p>
        <TextInput
          path="erase-email"
          label="E-mail address"
          value={email}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
        />
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={busy || !email.trim()}
          onClick={() => {
            if (window.confirm(`Erase everything held about ${email.trim()}? This cannot be undone.`)) {
              void call('erase', { email: email.trim() })
            }
          }}
        >
          Erase this address
        </Button>
      </fieldset>
      <div>
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void call('apply-retention')}>
          Apply the retention period now
        </Button>
      </div>
    </div>
  )
}
