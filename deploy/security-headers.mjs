// The security headers of every response, in one place: next.config.ts sets them on what Next serves,
// and deploy/ renders the same list into nginx for the precompressed assets it serves itself.

/**
 * The CSP keeps the public pages prerendered: a nonce would force per-request rendering, so inline
 * scripts are allowed by 'unsafe-inline' while eval, plugins, foreign frames and form targets are not.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(env = process.env) {
  const extraOrigins = [env.CMS_API_URL, env.S3_ENDPOINT].flatMap((u) => (u ? [new URL(u).origin] : []))
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${env.NODE_ENV === 'production' ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extraOrigins.join(' ')}`.trim(),
    `media-src 'self' blob: ${extraOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extraOrigins.join(' ')}`.trim(),
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The admin's live preview frames the site; no other origin may.
    "frame-ancestors 'self'",
    ...(env.PUBLIC_SITE_URL?.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ].join('; ')

  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
}
