import * as z from 'zod/mini'

/**
 * The proof-of-work challenge a form endpoint hands out once the shared budget is spent (altcha's format),
 * read by the browser from the 429 answer; the solved challenge goes back as `altcha` in the same body.
 */
const challengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.optional(z.number()),
  salt: z.string(),
  signature: z.string(),
})

export type Challenge = z.infer<typeof challengeSchema>

/** A 429 that a solved challenge gets past; any other 429 only asks to wait. */
export const challengeAnswerSchema = z.object({ challenge: challengeSchema })

/** The `altcha` field: the challenge with the number found, base64 JSON as the altcha widget sends it. */
export function solvedChallenge(challenge: Challenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }))
}
