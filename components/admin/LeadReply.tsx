'use client'

import { Button, toast, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import { z } from 'zod'

const templatesAnswer = z.object({
  docs: z.array(z.object({ id: z.number(), name: z.string(), subject: z.string(), body: z.string() })),
})
const refusal = z.object({ errors: z.array(z.object({ message: z.string() })).optional() })

type Template = z.output<typeof templatesAnswer>['docs'][number]

/**
 * Lead view: answer the visitor. A template in the lead's language fills the subject and text ({owner} becomes
 * the name of the person replying), which can be changed before sending; the reply is kept on the lead and
 * mailed with its author as Reply-To.
 */
export function LeadReply() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const router = useRouter()
  const locale = useFormFields(([fields]) => fields.locale?.value)
  const email = useFormFields(([fields]) => fields.email?.value)
  const [templates, setTemplates] = useState<Template[]>([])
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const uid = useId()
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const language = typeof locale === 'string' ? locale : 'en'

  useEffect(() => {
    const query = new URLSearchParams({ 'where[locale][equals]': language, limit: '50', sort: 'name', depth: '0' })
    fetch(`${api}/reply-templates?${query}`, { credentials: 'include' })
      .then(async (res) => templatesAnswer.parse(await res.json()).docs)
      .then(setTemplates, () => setTemplates([]))
  }, [api, language])

  if (!id) return null
  const owner = user && 'name' in user && typeof user.name === 'string' && user.name ? user.name : (user?.email ?? '')

  const choose = (templateId: string) => {
    const template = templates.find((t) => String(t.id) === templateId)
    if (!template) return
    setSubject(template.subject.replaceAll('{owner}', owner))
    setBody(template.body.replaceAll('{owner}', owner))
  }

  async function send() {
    setBusy(true)
    try {
      const res = await fetch(`${api}/lead-replies`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lead: id, subject, body }),
      })
      if (!res.ok) {
        const answer = refusal.catch({}).parse(await res.json().catch(() => ({})))
        throw new Error(answer.errors?.map((e) => e.message).join(' ') || res.statusText)
      }
      toast.success(`Reply to ${String(email ?? 'the visitor')} kept on the lead; it leaves within seconds.`)
      setSubject('')
      setBody('')
      router.refresh()
    } catch (error) {
      toast.error(`Could not send the reply: ${error instanceof Error ? error.message : 'unknown error'}`)
    } finally {
      setBusy(false)
    }
  }

  const field = { display: 'grid', gap: 6, marginBottom: 'calc(var(--base) / 2)' } as const
  // The admin's own input look, from its theme variables.
  const control = {
    font: 'inherit',
    color: 'var(--theme-elevation-800)',
    background: 'var(--theme-input-bg)',
    border: '1px solid var(--theme-elevation-150)',
    borderRadius: 'var(--style-radius-s)',
    padding: '10px 15px',
  } as const
  return (
    <section aria-labelledby={`${uid}-title`} className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h3 id={`${uid}-title`} style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        Answer the visitor
      </h3>
      <div style={field}>
        <label htmlFor={`${uid}-template`} className="field-label">
          Start from a template
        </label>
        <select id={`${uid}-template`} style={control} defaultValue="" onChange={(e) => choose(e.target.value)}>
          <option value="" disabled>
            {templates.length ? 'Choose a template…' : 'No template in this language'}
          </option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div style={field}>
        <label htmlFor={`${uid}-subject`} className="field-label">
          Reply subject
        </label>
        <input id={`${uid}-subject`} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
      </div>
      <div style={field}>
        <label htmlFor={`${uid}-body`} className="field-label">
          Reply text
        </label>
        <textarea
          id={`${uid}-body`}
          rows={8}
          value={body}
          maxLength={10_000}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <Button
        buttonStyle="secondary"
        size="small"
        disabled={busy || !subject.trim() || !body.trim()}
        onClick={() => void send()}
      >
        {busy ? 'Sending…' : 'Send reply'}
      </Button>
    </section>
  )
}
