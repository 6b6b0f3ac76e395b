import localFont from 'next/font/local'

// Each face is cut by tools/subset-fonts.mjs into a core file (ASCII, our punctuation, French accents;
// half the size of @fontsource's Latin file) and an ext file with the rest of Latin. The ext file comes
// first in the font stacks of globals.css, but its unicode-range keeps it out of every other character, so
// a browser downloads it only for a page that shows one of its characters. next/font takes literals only,
// hence the ranges written out here; `node tools/subset-fonts.mjs --check` (a unit test) holds them to the files.

// The display faces (headlines, and the italic of quotes and taglines) are the only font files preloaded:
// every preloaded file competes with the hero on a phone's connection. Served from npm (@fontsource):
// next/font/google would download at build time, which fails offline.
const display = localFont({
  src: [{ path: './fonts/cormorant-300-core.woff2', weight: '300', style: 'normal' }],
  variable: '--font-cormorant',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

// Quotes and taglines (`font-display italic`, see globals.css). Preloaded because a yacht's tagline sits in
// its hero: a face that arrived after the first layout would either never show on a first visit (Chromium
// keeps an 'optional' face's fallback for the page) or re-wrap the tagline and move the whole hero.
const displayItalic = localFont({
  src: [{ path: './fonts/cormorant-400-italic-core.woff2', weight: '400', style: 'italic' }],
  variable: '--font-cormorant-italic',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  preload: true,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

// One family holds the rest of Latin for the upright and the italic Cormorant: both cuts share their range.
const displayExt = localFont({
  src: [
    { path: './fonts/cormorant-300-ext.woff2', weight: '300', style: 'normal' },
    { path: './fonts/cormorant-400-italic-ext.woff2', weight: '400', style: 'italic' },
  ],
  variable: '--font-cormorant-ext',
  display: 'swap',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+A1-A8, U+AA, U+AC-AD, U+AF, U+B1-B4, U+B6, U+B8-BA, U+BC-BF, U+C1, U+C3-C6, U+CC-D6, U+D8-DF, U+E1, U+E3-E6, U+EC-ED, U+F0-F3, U+F5-F8, U+FA, U+FD-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+300-301, U+303-304, U+308-309, U+323, U+2002, U+2009, U+200B, U+201A, U+201E, U+2032-2033, U+2039-203A, U+2044, U+FEFF',
    },
  ],
})

// Body text is not preloaded: the hero image would wait for it. It swaps in over a metric-matched fallback.
const sans = localFont({
  src: [{ path: './fonts/inter-core.woff2', weight: '300 600', style: 'normal' }],
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'Helvetica Neue', 'Arial', 'sans-serif'],
})

const sansExt = localFont({
  src: [{ path: './fonts/inter-ext.woff2', weight: '300 600', style: 'normal' }],
  variable: '--font-inter-ext',
  display: 'swap',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+A1-A8, U+AA, U+AC, U+AF, U+B1-B6, U+B8-BA, U+BC-BF, U+C1, U+C3-C6, U+CC-D6, U+D8-DF, U+E1, U+E3-E6, U+EC-ED, U+F0-F3, U+F5-F8, U+FA, U+FD-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+300-301, U+303-304, U+308-309, U+323, U+2002, U+2009, U+200B, U+201A, U+201E, U+2032-2033, U+2039-203A, U+2044, U+FEFF',
    },
  ],
})

export const fontVariables = [display, displayItalic, displayExt, sans, sansExt].map((f) => f.variable).join(' ')
