import { useCallback, useEffect, useRef } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import toast from 'react-hot-toast'

import { isJsonObject } from '@/lib/json'
import { captureLanding, newIdempotencyKey, submitMeta, type SubmitOutcome } from '@/lib/leads/client'

/** Toasts last 5000 ms. */
export const TOAST_MS = 5000

/**
 * What every lead form adds to the visitor's fields: the honeypot, the time the form was shown, one
 * idempotency key per intended submission (kept across retries after a failure, renewed after success),
 * and a lock against double submission.
 */
export function useLeadForm(shownAt?: number) {
  const honeypot = useRef<HTMLInputElement>(null)
  const startedAt = useRef(0)
  const busy = useRef(false)
  const idempotencyKey = useRef('')
  // The clock starts once, when the form (or the plain form it took over from) was shown.
  const firstShownAt = useRef(shownAt)

  useEffect(() => {
    startedAt.current = firstShownAt.current || Date.now()
    captureLanding()
  }, [])

  const meta = useCallback(() => {
    idempotencyKey.current ||= newIdempotencyKey()
    return submitMeta({
      startedAt: startedAt.current,
      idempotencyKey: idempotencyKey.current,
      honeypot: honeypot.current?.value ?? '',
    })
  }, [])

  /** After a success: the next submission is a new one. */
  const renew = useCallback(() => {
    idempotencyKey.current = newIdempotencyKey()
    startedAt.current = Date.now()
  }, [])

  /** A dialog form restarts its fill-time clock when it opens. */
  const restartClock = useCallback(() => {
    startedAt.current = Date.now()
  }, [])

  /** Runs `task` unless a submission is already in flight. */
  const once = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return
    busy.current = true
    try {
      await task()
    } finally {
      busy.current = false
    }
  }, [])

  return { honeypot, meta, renew, restartClock, once }
}

const SAYS_WHY = new Set([422, 503])

/**
 * Tells the visitor why a submission did not go through: the server's field errors beside the matching
 * inputs, and a toast with the form's failure text (or the generic one when no answer came at all).
 */
export function reportRefusal<T extends FieldValues>(
  outcome: Exclude<SubmitOutcome, { kind: 'ok' }>,
  form: { names: ReadonlyArray<Path<T>>; setError: UseFormSetError<T> },
  text: { failure: string; unreachable: string; toastId?: string },
) {
  if (outcome.kind === 'invalid') {
    for (const name of form.names) {
      const message = outcome.fields[name]
      if (message) form.setError(name, { type: 'server', message })
    }
  }
  // These answers say why it did not go through and what to do (a 503: how to reach sales meanwhile), in the
  // page's language: the visitor reads the server's own words.
  const told =
    outcome.kind === 'failed' && SAYS_WHY.has(outcome.status) && isJsonObject(outcome.body) ? outcome.body.error : null
  const message = typeof told === 'string' ? told : outcome.kind === 'error' ? text.unreachable : text.failure
  toast.error(message, { id: text.toastId, duration: typeof told === 'string' ? 3 * TOAST_MS : TOAST_MS })
}
