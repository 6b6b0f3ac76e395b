import { createHash } from 'node:crypto'

/**
 * What a submission agreed to, as it can be shown later: the purpose the details were given for, and, where the
 * form asked for a tick, the exact sentence with a version that names those words.
 */

const CONSENT_PURPOSES = ['reply', 'newsletter'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  reply: 'To answer this request',
  newsletter: 'To send the newsletter',
}

/**
 * The version of a consent sentence: a fingerprint of its exact words, so records with one version saw one
 * sentence, and any change of wording (or a translation) is a new version without anybody keeping a counter.
 */
export function consentVersion(text: string): string {
  return createHash('sha256').update(text.normalize('NFC')).digest('hex').slice(0, 12)
}

export interface ConsentRecord {
  consent: boolean
  consent_purpose: ConsentPurpose
  consent_text?: string
  consent_version?: string
}

/** The record of a submission: ticked with `text` shown, or (no box on the form) given for `purpose` alone. */
export function consentRecord(purpose: ConsentPurpose, text?: string): ConsentRecord {
  return text
    ? { consent: true, consent_purpose: purpose, consent_text: text, consent_version: consentVersion(text) }
    : { consent: false, consent_purpose: purpose }
}

/** The purposes as the admin's select offers them. */
export const CONSENT_PURPOSE_OPTIONS = CONSENT_PURPOSES.map((value) => ({
  label: CONSENT_PURPOSE_LABELS[value],
  value,
}))
