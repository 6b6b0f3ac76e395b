import { useLocale } from 'next-intl'

import { sanitizeHtml } from '@/lib/html/sanitize'

/** CMS HTML, always sanitised on the server before it reaches the page. */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  const locale = useLocale()
  return <div className={`prose-wama ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, locale) }} />
}
