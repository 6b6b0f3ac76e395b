import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'

import { SignInForm } from './SignInForm'

/**
 * The admin's sign-in page: Payload's own form asks for the email and password only; this one asks for the
 * two-factor code as a second step when the account has it on, on the same page.
 */
export function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const redirectTo = searchParams?.redirect
  const next = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: typeof redirectTo === 'string' ? redirectTo : '' })
  if (req.user) redirect(next)
  const { api } = req.payload.config.routes
  return (
    <>
      <div className="login__brand">
        <p style={{ fontSize: '1.75rem', letterSpacing: '0.3em', margin: 0 }}>WAMA</p>
      </div>
      <SignInForm
        loginUrl={`${req.payload.config.serverURL}${api}/users/login`}
        forgotUrl={`${adminRoute}${req.payload.config.admin.routes.forgot}`}
        next={next}
      />
    </>
  )
}
