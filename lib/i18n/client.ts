import type { Namespace } from './messages'

/** Namespaces read by client islands (useTranslations in a 'use client' file); sent with every page. */
export const CLIENT_NAMESPACES: readonly Namespace[] = [
  'Common',
  'Consultation',
  'Festival',
  'Forms',
  'Journal',
  'Nav',
  'Ui',
  'Validation',
]
