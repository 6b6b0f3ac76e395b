import { useLocale } from 'next-intl'

import { sanitizeHtml } from '@/lib/html/sanitize'

/**
 * Sanitised CMS HTML with the caller's own typography. (Prose brings the long-form article styles, which are
 * unlayered CSS and would override these sizes.)
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const locale = useLocale()
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, locale) }} />
}
