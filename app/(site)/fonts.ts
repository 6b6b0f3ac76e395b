import localFont from 'next/font/local'

// The display face of headlines is the only font file preloaded: every preloaded file competes with the
// hero on a phone's connection. Served from npm (@fontsource): next/font/google would download at build time, which fails offline.
export const display = localFont({
  src: [{ path: '../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-300-normal.woff2', weight: '300', style: 'normal' }],
  variable: '--font-cormorant',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

// Quotes and taglines (`font-display italic`, see globals.css): loaded when a page shows one. 'optional':
// a tagline at the foot of a bottom-aligned hero would push the whole hero up when the face swapped in
// late (layout shift); a first visit on a slow connection keeps the fallback instead.
export const displayItalic = localFont({
  src: [{ path: '../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2', weight: '400', style: 'italic' }],
  variable: '--font-cormorant-italic',
  display: 'optional',
  adjustFontFallback: 'Times New Roman',
  preload: false,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

// Body text is not preloaded: 48 KB the hero image would wait for. It swaps in over a metric-matched fallback.
export const sans = localFont({
  src: [{ path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'Helvetica Neue', 'Arial', 'sans-serif'],
})
