import { notFound } from 'next/navigation'

import { LOCALES, isLocale } from '@/lib/i18n/config'
import { webManifest } from '@/lib/seo/manifest'

export const dynamic = 'force-static'

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

/** The web app manifest in the path's language: /manifest.webmanifest, /fr/manifest.webmanifest. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return Response.json(webManifest(locale), { headers: { 'content-type': 'application/manifest+json' } })
}
