import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const remotePatterns: NonNullable<NextConfig['images']>['remotePatterns'] = []
if (process.env.CMS_API_URL) {
  const u = new URL(process.env.CMS_API_URL)
  remotePatterns.push({ protocol: u.protocol.replace(':', '') as 'http' | 'https', hostname: u.hostname, port: u.port })
}

const extraOrigins = [process.env.CMS_API_URL, process.env.S3_ENDPOINT].filter(Boolean).map((u) => new URL(u as string).origin)

/**
 * CSP that keeps the public pages prerendered: a nonce would force per-request rendering, so inline
 * scripts are allowed by 'unsafe-inline' while eval, plugins, foreign frames and form targets are not.
 */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'production' ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${extraOrigins.join(' ')}`.trim(),
  `media-src 'self' blob: ${extraOrigins.join(' ')}`.trim(),
  "font-src 'self' data:",
  `connect-src 'self' ${extraOrigins.join(' ')}`.trim(),
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  ...(process.env.PUBLIC_SITE_URL?.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
].join('; ')

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
]

const nextConfig: NextConfig = {
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  poweredByHeader: false,
  // The CMS contract (spec §7) uses trailing slashes; proxy.ts redirects them away on pages only.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1440, 1920, 2560],
    imageSizes: [96, 160, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    remotePatterns,
  },
  serverExternalPackages: ['sharp', 'nodemailer', 'smtp-server'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
