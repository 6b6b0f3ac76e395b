import { inEveryLanguage } from '@/lib/i18n/server'
import { webManifest } from '@/lib/seo/manifest'

export const dynamic = 'force-static'

/** The web app manifest in the path's language: /manifest.webmanifest, /fr/manifest.webmanifest. */
export const { generateStaticParams, GET } = inEveryLanguage(async (locale) =>
  Response.json(webManifest(locale), { headers: { 'content-type': 'application/manifest+json' } }),
)
