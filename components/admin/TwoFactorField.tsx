'use client'

import { Button, toast, useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'
import { z } from 'zod'

import { twoFactorCodeSchema } from '@/lib/cms/two-factor-schema'

import { AdminInput } from './AdminInput'

const statusAnswer = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
  self: z.boolean(),
})
const enrolAnswer = z.object({ secret: z.string(), qr: z.string() })
const codesAnswer = z.object({ recoveryCodes: z.array(z.string()) })
const errorAnswer = z.object({ error: z.string() }).catch({ error: 'The admin could not do this. Try again.' })

type Status = z.infer<typeof statusAnswer>
type Step =
  | { kind: 'idle' }
  | { kind: 'enrol'; secret: string; qr: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'confirm-action'; action: 'recovery-codes' | 'disable' }

/**
 * The account page's two-factor section: turn it on (scan, confirm with a code, keep the recovery codes), get
 * new recovery codes, turn it off; an administrator can turn it off for someone who lost their phone.
 */
export function TwoFactorField() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const ids = useId()
  const [status, setStatus] = useState<Status | null>(null)
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState('')
  const base = `${config.serverURL ?? ''}${config.routes.api}/users/${id}/two-factor`

  const call = useCallback(
    async (path: string, body?: object): Promise<unknown> => {
      const response = await fetch(`${base}${path}`, {
        method: body === undefined && path === '' ? 'GET' : 'POST',
        credentials: 'include',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
      const json: unknown = await response.json().catch(() => ({}))
      if (!response.ok) throw new Error(errorAnswer.parse(json).error)
      return json
    },
    [base],
  )

  const refresh = useCallback(
    () =>
      call('').then(
        (json) => setStatus(statusAnswer.parse(json)),
        () => setStatus(null),
      ),
    [call],
  )

  useEffect(() => {
    if (id === undefined) return
    let current = true
    call('').then(
      (json) => current && setStatus(statusAnswer.parse(json)),
      () => current && setStatus(null),
    )
    return () => {
      current = false
    }
  }, [id, call])

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError('')
    try {
      await action()
      setCode('')
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The admin could not do this. Try again.')
    } finally {
      setBusy(false)
    }
  }

  /** Runs `action` with the code typed, once it passes the schema the server checks it with. */
  const withCode = (action: (code: string) => Promise<void>) => {
    const parsed = twoFactorCodeSchema.safeParse({ code })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a code.')
      return
    }
    void run(() => action(parsed.data.code))
  }

  const confirmEnrolment = () =>
    withCode(async (given) => {
      const { recoveryCodes } = codesAnswer.parse(await call('/confirm', { code: given }))
      setStep({ kind: 'codes', codes: recoveryCodes })
      await refresh()
    })

  const confirmAction = (action: 'recovery-codes' | 'disable') =>
    withCode(async (given) => {
      if (action === 'disable') {
        await call('/disable', { code: given })
        setStep({ kind: 'idle' })
        toast.success('Two-factor sign-in is off.')
      } else {
        const { recoveryCodes } = codesAnswer.parse(await call('/recovery-codes', { code: given }))
        setStep({ kind: 'codes', codes: recoveryCodes })
      }
      await refresh()
    })

  if (id === undefined || !status) return null
  const self = status.self && user?.id === id
  // This section sits inside the account's own form: Enter in the code field runs this step, not a save.
  const codeStep = (label: string, submitLabel: string, submit: () => void) => (
    <>
      {codeField(label, submit)}
      <Button onClick={submit} disabled={busy}>
        {submitLabel}
      </Button>
      <Button buttonStyle="secondary" onClick={() => setStep({ kind: 'idle' })} disabled={busy}>
        Cancel
      </Button>
    </>
  )
  const codeField = (label: string, submit: () => void) => (
    <AdminInput
      id={`${ids}-code`}
      label={label}
      type="text"
      autoComplete="one-time-code"
      maxLength={32}
      maxWidth="20rem"
      value={code}
      onChange={(event) => setCode(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        submit()
      }}
    />
  )

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="field-type"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h3 id={`${ids}-title`}>Two-factor sign-in</h3>
      <p>
        {status.enabled
          ? `On: signing in asks for a code from an authenticator app. ${status.recoveryCodesLeft} recovery code${
              status.recoveryCodesLeft === 1 ? '' : 's'
            } left.`
          : 'Off: signing in asks for the password only.'}
        {status.required ? ' Accounts with this role must use it.' : ''}
      </p>
      <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
        {error}
      </p>

      {step.kind === 'enrol' ? (
        <div role="group" aria-label="Turn on two-factor sign-in">
          <p>
            1. Scan this code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or
            1Password), or type the key below into it.
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a QR code made here, never a photo */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qr)}`}
            alt="QR code that adds WAMA admin to an authenticator app"
            width={200}
            height={200}
            style={{ background: '#fff', padding: 8 }}
          />
          <p>
            Key: <code aria-label="Key to type into the app">{step.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <p>2. Enter the 6-digit code the app shows now.</p>
          {codeStep('Code from the app', 'Turn on', confirmEnrolment)}
        </div>
      ) : null}

      {step.kind === 'codes' ? (
        <div>
          <p>
            Recovery codes: each signs you in once if you lose your phone. Keep them somewhere safe (a password manager
            or on paper); they are not shown again.
          </p>
          <ul aria-label="Recovery codes" style={{ fontFamily: 'monospace', columns: 2, maxWidth: '24rem' }}>
            {step.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button
            buttonStyle="secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(step.codes.join('\n')).then(() => toast.success('Copied.'))
            }
          >
            Copy the codes
          </Button>
          <Button onClick={() => setStep({ kind: 'idle' })}>I have kept them</Button>
        </div>
      ) : null}

      {step.kind === 'confirm-action' ? (
        <div role="group" aria-label={step.action === 'disable' ? 'Turn off two-factor sign-in' : 'New recovery codes'}>
          {codeStep(
            'Current code from the app, or a recovery code',
            step.action === 'disable' ? 'Turn off' : 'Make new recovery codes',
            () => confirmAction(step.action),
          )}
        </div>
      ) : null}

      {step.kind === 'idle' && self && !status.enabled ? (
        <Button
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const { secret, qr } = enrolAnswer.parse(await call('/start', {}))
              setStep({ kind: 'enrol', secret, qr })
            })
          }
        >
          Turn on two-factor sign-in
        </Button>
      ) : null}

      {step.kind === 'idle' && self && status.enabled ? (
        <>
          <Button
            buttonStyle="secondary"
            disabled={busy}
            onClick={() => setStep({ kind: 'confirm-action', action: 'recovery-codes' })}
          >
            New recovery codes
          </Button>
          {status.required ? null : (
            <Button
              buttonStyle="secondary"
              disabled={busy}
              onClick={() => setStep({ kind: 'confirm-action', action: 'disable' })}
            >
              Turn off two-factor sign-in
            </Button>
          )}
        </>
      ) : null}

      {step.kind === 'idle' && !self && status.enabled ? (
        <Button
          buttonStyle="secondary"
          disabled={busy}
          onClick={() => {
            if (!window.confirm('Turn off two-factor sign-in for this person and sign them out everywhere?')) return
            void run(async () => {
              await call('/disable', {})
              toast.success('Two-factor sign-in is off for this account; they are signed out.')
              await refresh()
            })
          }}
        >
          Turn off for this person (lost phone)
        </Button>
      ) : null}
    </section>
  )
}
