import { createRequire } from 'node:module'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { NOT_PAGE_SEGMENTS } from './lib/http/pages'
import { LOCALES } from './lib/i18n/config'
import { securityHeaders } from './deploy/security-headers.mjs'

const require = createRequire(import.meta.url)

const remotePatterns: NonNullable<NextConfig['images']>['remotePatterns'] = []
if (process.env.CMS_API_URL) {
  const u = new URL(process.env.CMS_API_URL)
  remotePatterns.push({ protocol: u.protocol.replace(':', '') as 'http' | 'https', hostname: u.hostname, port: u.port })
}

/** Site paths with a language prefix of their own, and paths that are not pages. */
const NOT_ENGLISH_PAGES = [...LOCALES, ...NOT_PAGE_SEGMENTS]

const nextConfig: NextConfig = {
  // The test suite checks the types with tsc (npm run lint) just before it builds; it skips the build's second pass.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // next-intl formats messages precompiled on the server (lib/i18n/messages/precompiled.ts): browsers get
  // its small formatter instead of the ICU parser.
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': `./${path.relative(process.cwd(), require.resolve('use-intl/format-message/format-only'))}`,
    },
  },
  // English pages have no prefix: `/about` is served by the `[locale]` segment's `/en/about`, and
  // `/en/about` is sent to `/about` (one URL per page). Rewrites rather than a rewriting proxy.ts: Next 16
  // turns a proxy rewrite into a redirect loop when the server is bound to an explicit address (127.0.0.1).
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [
        { source: '/', destination: '/en' },
        // The one English path with a dot that a page names: the rule below leaves files alone.
        { source: '/manifest.webmanifest', destination: '/en/manifest.webmanifest' },
        {
          source: `/:first((?!(?:${NOT_ENGLISH_PAGES.join('|')})(?:/|$))[^/.]+)/:rest*`,
          destination: '/en/:first/:rest*',
        },
      ],
      fallback: [],
    }
  },
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ]
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env) }]
  },
  poweredByHeader: false,
  // Next hashes every page it sends for an ETag: a fifth of the CPU of a cached page, for a 304 that
  // saves a phone about 20 KB. Pages are cached by shared caches (s-maxage) and the edge instead.
  generateEtags: false,
  // Pages and CMS reads are kept by lib/cache/handler.mjs: in Redis shared by every instance when
  // REDIS_URL is set, else in this process (empty at each start, so a restart never serves a page
  // older than a publish). Next's own memory cache would keep a copy no other instance can expire.
  cacheHandler: path.join(process.cwd(), 'lib/cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  // The CMS contract uses trailing slashes; proxy.ts redirects them away on pages only.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1440, 1920, 2560],
    imageSizes: [96, 160, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    remotePatterns,
  },
  serverExternalPackages: ['sharp', 'nodemailer', 'smtp-server', 'jsdom'],
  experimental: {
    // BUILD_CACHE=off: a build that no other build of this checkout follows (the suite's) skips writing the
    // compiler's cache for one.
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
    // Most visitors arrive from a search engine on one page and read it on a phone: fewer, larger
    // scripts for that first page (8 instead of 10 on a content page, 9 instead of 13 on the
    // configurator, and fewer bytes) are worth more than finer sharing between pages.
    turbopackChunking: { firstPageLoadPriority: 1, requestCost: 2_000_000, minChunkSize: 200_000 },
  },
}

const withIntl = createNextIntlPlugin('./lib/i18n/request.ts')
const withCms = withPayload(withIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks for the colour-scheme client hint on every path with Critical-CH, which makes a browser
 * that has not sent it yet repeat the request: a first-time visitor loaded every page twice. Only the
 * admin reads the hint (its light/dark theme), so only the admin asks for it, and not on a create page:
 * loading one creates a draft, so a repeated load created two.
 */
const cmsHeaders = withCms.headers
const isCritical = (h: { key: string }) => h.key.toLowerCase() === 'critical-ch'
withCms.headers = async () =>
  (await cmsHeaders!()).flatMap((rule) =>
    rule.headers.some(isCritical)
      ? [
          { ...rule, source: '/admin/:path*', headers: rule.headers.filter((h) => !isCritical(h)) },
          {
            ...rule,
            source: '/admin/:path((?!collections/[^/]+/create$).*)?',
            headers: rule.headers.filter(isCritical),
          },
        ]
      : [rule],
  )

export default withCms
