'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { z } from 'zod'

import { twoFactorCodeSchema } from '@/lib/cms/two-factor-schema'

import { AdminInput } from './AdminInput'

const answer = z
  .object({
    errors: z
      .array(
        z.object({ message: z.string().optional(), data: z.object({ twoFactor: z.string().optional() }).nullish() }),
      )
      .optional(),
    error: z.string().optional(),
  })
  .catch({})

type Props = { loginUrl: string; forgotUrl: string; next: string }

/** Email and password; then, for an account with two-factor sign-in on, its code (or a recovery code). */
export function SignInForm({ loginUrl, forgotUrl, next }: Props) {
  const id = useId()
  const [askCode, setAskCode] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const codeInput = useRef<HTMLInputElement>(null)
  // Each answer that asks for the code puts the caret in its field, once the field is on the page.
  const [codeAsked, setCodeAsked] = useState(0)
  useEffect(() => {
    if (codeAsked > 0) codeInput.current?.focus()
  }, [codeAsked])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const body: Record<string, string> = { email: text('email'), password: text('password') }
    if (askCode) {
      const code = twoFactorCodeSchema.safeParse({ code: text('code') })
      if (!code.success) {
        setError(code.error.issues[0]?.message ?? 'Enter a code.')
        codeInput.current?.focus()
        return
      }
      body.code = code.data.code
    }
    setBusy(true)
    setError('')
    try {
      const response = await fetch(loginUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.ok) {
        window.location.assign(next)
        return
      }
      const parsed = answer.parse(await response.json().catch(() => ({})))
      const [first] = parsed.errors ?? []
      const step = first?.data?.twoFactor
      if (step === 'required' || step === 'invalid') {
        setAskCode(true)
        setError(step === 'invalid' ? (first?.message ?? '') : '')
        setCodeAsked((n) => n + 1)
      } else {
        setError(first?.message ?? parsed.error ?? 'The sign-in did not go through. Try again in a moment.')
      }
    } catch {
      setError('The admin could not be reached. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="login__form" onSubmit={submit} noValidate={false}>
      <div className="login__form__inputWrap">
        <AdminInput
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={askCode}
        />
        <AdminInput
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          readOnly={askCode}
        />
        {askCode ? (
          <AdminInput
            ref={codeInput}
            id={`${id}-code`}
            label="Two-factor code"
            name="code"
            type="text"
            autoComplete="one-time-code"
            required
            maxLength={32}
            help="The 6-digit code your authenticator app shows for WAMA admin, or one of your recovery codes."
          />
        ) : null}
      </div>
      <p role="alert" aria-live="assertive" style={{ color: 'var(--theme-error-500)', minHeight: '1.5em' }}>
        {error}
      </p>
      <a href={forgotUrl}>Forgot password?</a>
      <div className="form-submit">
        <Button type="submit" size="large" disabled={busy}>
          {busy ? 'Signing in…' : askCode ? 'Verify and sign in' : 'Login'}
        </Button>
      </div>
    </form>
  )
}
