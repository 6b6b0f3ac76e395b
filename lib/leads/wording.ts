import { createTranslator } from 'next-intl'

import type { Locale } from '@/lib/i18n/config'
import { intlMessages, messagesFor, type Namespace } from '@/lib/i18n/messages'

import { isMessageKey, LIMIT_VALUES } from './constants'

/**
 * One namespace of the catalogue in one language, without a request: the form endpoints answer in the
 * language a request asks for and the mail jobs write in the lead's, and next-intl's request config (which
 * reads headers()) exists in neither.
 */
export function wording<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: intlMessages(locale), namespace })
}

/** A failed parse's `{ field: message }` worded in `locale`; a message that is no Validation key stays as written. */
export function wordFieldErrors(fields: Record<string, string>, locale: Locale): Record<string, string> {
  const keys = messagesFor(locale).Validation
  const t = wording(locale, 'Validation')
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      field,
      isMessageKey(keys, message) ? t(message, LIMIT_VALUES) : message,
    ]),
  )
}
