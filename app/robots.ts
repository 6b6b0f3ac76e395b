import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const site = env().publicSiteUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/api-test', '/cms'] }],
    sitemap: `${site}/sitemap.xml`,
  }
}
