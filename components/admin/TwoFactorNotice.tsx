import Link from 'next/link'
import type { PayloadRequest } from 'payload'

import { awaitingTwoFactor } from '@/lib/cms/two-factor'

/** Dashboard: an account whose role must sign in with a code, and has not turned it on, is told where to. */
export function TwoFactorNotice({
  user,
  payload,
}: {
  user: PayloadRequest['user']
  payload: PayloadRequest['payload']
}) {
  if (!user || !awaitingTwoFactor(user)) return null
  const { admin } = payload.config.routes
  return (
    <section aria-labelledby="two-factor-notice" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="two-factor-notice">Turn on two-factor sign-in</h2>
      <p>
        Accounts with your role sign in with a code from an authenticator app as well as the password. Until you turn it
        on, the admin opens your account page only.
      </p>
      <Link href={`${admin}/account`}>Open my account to turn it on</Link>
    </section>
  )
}
