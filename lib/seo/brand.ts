/** The brand's colours where CSS cannot reach them: share cards, the browser's theme colour, the web app manifest. */
export const BRAND = { black: '#0B0B0C', charcoal: '#1C1D1F', gold: '#C9A96E', bone: '#F4F1EA', mist: '#A4A6AB' }
