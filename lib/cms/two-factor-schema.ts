import { z } from 'zod'

/** What the sign-in and account forms send: six digits, or a recovery code; spaces and dashes allowed. */
export const twoFactorCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter a code.').max(32, 'That code is too long.'),
})

/** The answer that tells a sign-in form a code is needed (`required`) or was not right (`invalid`). */
export type TwoFactorStep = 'required' | 'invalid'
export const TWO_FACTOR_MESSAGES: Record<TwoFactorStep, string> = {
  required: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  invalid: 'That code is not right, or was already used. Enter the current code from your authenticator app.',
}
