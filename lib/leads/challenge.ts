import 'server-only'

import { createChallenge, verifySolution } from 'altcha-lib/v1'
import * as z from 'zod/mini'

import { env } from '@/lib/env'
import { redisReady, sharedRedis } from '@/lib/redis'

import type { Challenge } from './challenge-schema'

/**
 * Past the shared per-form budget a submission must carry a solved proof-of-work challenge: a browser solves
 * one in well under a second in the background, a flood pays for every request. Each solution is accepted once
 * (Redis SET NX across servers, or this server's memory).
 */

/** Numbers to try: about 25,000 SHA-256 hashes on average, a fraction of a second in a browser. */
const MAX_NUMBER = 50_000
const VALID_MS = 10 * 60_000

export async function newChallenge(): Promise<Challenge> {
  const c = await createChallenge({
    hmacKey: env().altchaHmacKey,
    maxNumber: MAX_NUMBER,
    expires: new Date(Date.now() + VALID_MS),
  })
  return { algorithm: 'SHA-256', challenge: c.challenge, maxnumber: c.maxnumber, salt: c.salt, signature: c.signature }
}

const solvedShape = z.object({ signature: z.string() })

const spentHere = new Map<string, number>()

async function spendOnce(signature: string): Promise<boolean> {
  const redis = sharedRedis()
  if (redis) {
    await redisReady(redis)
    if (redis.isReady) {
      const set = await redis.set(`wama:altcha:${signature}`, '1', { NX: true, PX: VALID_MS })
      return set === 'OK'
    }
  }
  const now = Date.now()
  for (const [key, until] of spentHere) if (until < now) spentHere.delete(key)
  if (spentHere.has(signature)) return false
  spentHere.set(signature, now + VALID_MS)
  return true
}

/** Whether `altcha` is a solution of a challenge we made, not expired and not used before. */
export async function acceptSolution(altcha: unknown): Promise<boolean> {
  if (typeof altcha !== 'string' || altcha.length > 2000) return false
  const ok = await verifySolution(altcha, env().altchaHmacKey, true).catch(() => false)
  if (!ok) return false
  const solved = solvedShape.safeParse(JSON.parse(atob(altcha)))
  return solved.success && spendOnce(solved.data.signature)
}
