// Shared helpers for the built-in art: seeded randomness, colour maths, SVG snippets.

export const BRAND = {
  charcoal: '#1C1D1F',
  black: '#0B0B0C',
  gold: '#C9A96E',
  goldBright: '#E2C48E',
  bone: '#F4F1EA',
  mist: '#9A9CA1',
}

export const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
export const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif"

/** Mulberry32: deterministic so re-rendering gives identical files. */
export function rng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    gauss: () => {
      const u = Math.max(1e-9, next())
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
    },
  }
}

export const clamp = (v, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v))
export const lerp = (a, b, t) => a + (b - a) * t
export const smooth = (t) => {
  const c = clamp(t)
  return c * c * (3 - 2 * c)
}
export const f1 = (n) => (Math.round(n * 10) / 10).toString()

export function hex(c) {
  const h = c.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
}
export function css(rgb) {
  const [r, g, b] = rgb.map((v) => Math.round(clamp(v) * 255))
  return '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')
}
export const mix = (a, b, t) => a.map((v, i) => lerp(v, b[i], t))
export const mixHex = (a, b, t) => css(mix(hex(a), hex(b), t))

/** Smooth 1D value noise (fractal) used for ridgelines, coast outlines and grain. */
export function noise1(seed) {
  const r = rng(seed)
  const table = Array.from({ length: 512 }, () => r.next())
  const at = (x) => {
    const i = Math.floor(x)
    const f = x - i
    const a = table[((i % 512) + 512) % 512]
    const b = table[(((i + 1) % 512) + 512) % 512]
    return lerp(a, b, f * f * (3 - 2 * f))
  }
  return (x, octaves = 4) => {
    let sum = 0
    let amp = 1
    let norm = 0
    let fx = x
    for (let o = 0; o < octaves; o++) {
      sum += at(fx) * amp
      norm += amp
      amp *= 0.5
      fx *= 2.03
    }
    return sum / norm
  }
}

export function svgDoc(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

/**
 * @param {string} id
 * @param {Array<Array<number | string>>} stops  offset, colour and opacity (1 when left out)
 * @param {{ x1?: number, y1?: number, x2?: number, y2?: number, units?: string }} [options]
 */
export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
  const u = units ? ` gradientUnits="${units}"` : ''
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`
}

/**
 * @param {string} id
 * @param {Array<Array<number | string>>} stops  offset, colour and opacity (1 when left out)
 * @param {{ cx?: number, cy?: number, r?: number, fx?: number, fy?: number, units?: string, transform?: string }} [options]
 */
export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units, transform } = {}) {
  const u = units ? ` gradientUnits="${units}"` : ''
  const f = fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ''
  const t = transform ? ` gradientTransform="${transform}"` : ''
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${f}${u}${t}>${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`
}

export const blur = (id, sd, extra = '') =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" ${extra}><feGaussianBlur stdDeviation="${sd}"/></filter>`

function pathD(pts, close = false) {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${f1(p[0])} ${f1(p[1])}`).join('') + (close ? 'Z' : '')
}

/** Catmull-Rom through the points, as cubic Béziers, for soft organic outlines. */
export function smoothD(pts, close = false) {
  if (pts.length < 3) return pathD(pts, close)
  const n = pts.length
  const get = (i) => (close ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)])
  let d = `M${f1(pts[0][0])} ${f1(pts[0][1])}`
  const segs = close ? n : n - 1
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`
  }
  return d + (close ? 'Z' : '')
}

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A photographic vignette: clear from the centre to `from` of the radius, darkening to `dark` at the edge. */
export const vignette = (w, h, { from = 0.5, dark = 0.5, r = 0.75 } = {}) => ({
  defs: radial(
    'vig',
    [
      [from, '#000', 0],
      [1, '#000', dark],
    ],
    { r },
  ),
  body: `<rect width="${w}" height="${h}" fill="url(#vig)"/>`,
})
