import type { Thing } from '@/lib/seo/json-ld'

/** One JSON-LD block per page. `<` is escaped so CMS text can never close the script element. */
export function JsonLd({ things }: { things: Thing[] }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': things }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
