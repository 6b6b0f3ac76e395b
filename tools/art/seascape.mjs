// Seascape composer: sky, sun, clouds, distant coast, a sea with perspective-correct wave texture and
// sun glitter, and the WAMA models rendered in 3D with reflections, wakes and foam.
import {
  BRAND,
  blur,
  clamp,
  f1,
  hex,
  lerp,
  linear,
  mixHex,
  noise1,
  radial,
  rng,
  smoothD,
  svgDoc,
  vignette,
} from './core.mjs'
import { grain, rasterLayer } from './raster.mjs'
import { camera, dirFromAngles, render, transform, v } from './three.mjs'
import { W26, W42, wama26, wama42 } from './models.mjs'

export const TIMES = {
  dawn: {
    sky: [
      [0, '#27304a'],
      [0.45, '#6d6f8c'],
      [0.78, '#c9a5a0'],
      [0.93, '#efc8a4'],
      [1, '#f6dcbc'],
    ],
    seaFar: '#d8b9a6',
    seaMid: '#5d6682',
    seaNear: '#1d2437',
    sunEl: 3,
    sunColor: '#ffd9b0',
    sunI: 0.95,
    amb: '#7d86a3',
    ambI: 0.75,
    skyC: '#9aa3c0',
    ground: '#4a4f66',
    haze: '#e9cbb4',
    hazeDist: 2600,
    glint: '#fff1dc',
    cloudLit: '#f3c9a8',
    cloudDark: '#6a6a86',
    sunDisc: '#fff4e2',
  },
  noon: {
    sky: [
      [0, '#2a5f8f'],
      [0.5, '#5d92bd'],
      [0.85, '#a9cbe0'],
      [1, '#dbe9ef'],
    ],
    seaFar: '#7fa8c0',
    seaMid: '#1e5b80',
    seaNear: '#0b3553',
    sunEl: 52,
    sunColor: '#fffaf0',
    sunI: 1.05,
    amb: '#a8c2d8',
    ambI: 0.7,
    skyC: '#b9d4e8',
    ground: '#2b5f80',
    haze: '#cfe1ea',
    hazeDist: 5000,
    glint: '#ffffff',
    cloudLit: '#ffffff',
    cloudDark: '#b9cad8',
    sunDisc: '#ffffff',
  },
  golden: {
    sky: [
      [0, '#3a4f6e'],
      [0.5, '#8aa0b4'],
      [0.85, '#e6c9a0'],
      [1, '#f3dcb6'],
    ],
    seaFar: '#d9c3a0',
    seaMid: '#3f5d74',
    seaNear: '#142838',
    sunEl: 9,
    sunColor: '#ffdcaa',
    sunI: 1.05,
    amb: '#8c9cb4',
    ambI: 0.7,
    skyC: '#a9b8ca',
    ground: '#3a4d5c',
    haze: '#ead6b8',
    hazeDist: 3200,
    glint: '#fff3de',
    cloudLit: '#f8dfbd',
    cloudDark: '#8896ab',
    sunDisc: '#fff6e6',
  },
  dusk: {
    sky: [
      [0, '#17182a'],
      [0.4, '#3a2f4c'],
      [0.7, '#8a4f56'],
      [0.9, '#e0834c'],
      [1, '#f6b069'],
    ],
    seaFar: '#c07a50',
    seaMid: '#3b2b3a',
    seaNear: '#12111a',
    sunEl: 1.2,
    sunColor: '#ff9f5a',
    sunI: 0.85,
    amb: '#5a4a66',
    ambI: 0.7,
    skyC: '#7d5a70',
    ground: '#2a2230',
    haze: '#e59a68',
    hazeDist: 2200,
    glint: '#ffd09a',
    cloudLit: '#f2955e',
    cloudDark: '#4a3348',
    sunDisc: '#ffe2b8',
  },
  night: {
    sky: [
      [0, '#05070d'],
      [0.6, '#0c1322'],
      [0.92, '#1d2a3e'],
      [1, '#2b3850'],
    ],
    seaFar: '#273447',
    seaMid: '#0b111c',
    seaNear: '#04070c',
    sunEl: 24,
    sunColor: '#9fb3d6',
    sunI: 0.35,
    amb: '#27324a',
    ambI: 0.6,
    skyC: '#3a4a66',
    ground: '#0c1220',
    haze: '#1d2a3e',
    hazeDist: 1800,
    glint: '#dfe8f5',
    cloudLit: '#5d6e8a',
    cloudDark: '#121a2a',
    sunDisc: '#f1f2ea',
  },
}

const HULLS = {
  graphite: { albedo: '#3a3d42', gloss: 0.55, shin: 60 },
  bone: { albedo: '#ece7dc', gloss: 0.45, shin: 50 },
  white: { albedo: '#f4f4f1', gloss: 0.45, shin: 50 },
  navy: { albedo: '#1f2b3d', gloss: 0.55, shin: 60 },
  sand: { albedo: '#c9bba0', gloss: 0.45, shin: 50 },
  alu: { albedo: '#b8bcc0', gloss: 0.5, shin: 25 },
}

export function materials({ hull = 'bone', deck = 'teak' } = {}) {
  const h = HULLS[hull] ?? HULLS.bone
  const light = hull === 'graphite' || hull === 'navy'
  return {
    hull: h,
    stripe: { albedo: BRAND.gold, gloss: 0.6, shin: 30 },
    chine: { albedo: mixHex(h.albedo, '#000000', 0.25), gloss: 0.08 },
    strake: { albedo: mixHex(h.albedo, '#000000', 0.15), gloss: 0.08 },
    bottom: { albedo: light ? '#2a2c31' : '#2b2f36', gloss: 0.2 },
    tunnel: { albedo: mixHex(h.albedo, '#000000', 0.35), gloss: 0.1 },
    deck: deck === 'teak' ? { albedo: '#a2774f', gloss: 0.05 } : { albedo: '#d8d0c2', gloss: 0.05 },
    gunwale: { albedo: light ? '#d9d2c4' : '#e9e4da', gloss: 0.2 },
    liner: { albedo: '#d6d0c4', gloss: 0.1 },
    sole: { albedo: '#9a7352', gloss: 0.05 },
    console: { albedo: light ? '#2e3034' : '#e9e4da', gloss: 0.4, shin: 40 },
    cushion: { albedo: '#e7dfcf', gloss: 0.05 },
    dark: { albedo: '#1d1e21', gloss: 0.3 },
    glass: { albedo: '#1a2430', glass: true, gloss: 0.8, shin: 120, refl: 0.55, two: true, opacity: 0.62 },
    hullGlass: { albedo: '#141b24', glass: true, gloss: 0.8, shin: 120, refl: 0.5 },
    litGlass: { albedo: '#1a2430', emissive: '#f2c78a', emit: 0.7, gloss: 0.4, two: true },
    screen: { albedo: '#0d1116', glass: true, gloss: 0.9, shin: 150, refl: 0.3, emissive: '#1b2a3a', emit: 0.4 },
    leatherDark: { albedo: '#2a2623', gloss: 0.3, shin: 20 },
    steel: { albedo: '#c9ccd0', gloss: 0.9, shin: 80 },
    carbon: { albedo: '#202124', gloss: 0.7, shin: 90 },
    canvas: { albedo: '#cfc6b6', gloss: 0.02, two: true },
    cowl: { albedo: mixHex(h.albedo, '#ffffff', 0.08), gloss: 0.7, shin: 70 },
    cowlDark: { albedo: '#1f2024', gloss: 0.4 },
    super: { albedo: '#f0ede6', gloss: 0.45, shin: 50 },
    teakTop: { albedo: '#9a6b45', gloss: 0.15 },
  }
}

/**
 * @param {Record<string, any>} P  the time of day's palette
 * @param {{ az?: number, el?: number }} [sun]  where the sun stands (degrees); the time of day's when left out
 */
export function lightFor(P, { az = 0, el } = {}) {
  return {
    sun: dirFromAngles(az, el ?? P.sunEl),
    sunColor: P.sunColor,
    sunI: P.sunI,
    amb: P.amb,
    ambI: P.ambI,
    sky: P.skyC,
    ground: P.ground,
    haze: P.haze,
    hazeDist: P.hazeDist,
    hazeMax: 0.8,
  }
}

/** Places a model in the world; returns faces plus the placement for wakes. */
export function placeBoat(b) {
  const model = b.model === 'w42' ? wama42(b.options) : wama26(b.options)
  const L = b.model === 'w42' ? W42.L : W26.L
  const B = b.model === 'w42' ? W42.B : W26.B
  const yaw = (b.yaw * Math.PI) / 180
  // Origin at mid-length so the boat rotates about its centre.
  const centred = transform(model, { at: [-L / 2, 0, 0] })
  const faces = transform(centred, {
    yaw,
    pitch: ((b.pitch ?? (b.running ? 2.2 : 0)) * Math.PI) / 180,
    roll: ((b.roll ?? 0) * Math.PI) / 180,
    at: [b.at[0], b.at[1], b.rise ?? (b.running ? 0.12 : 0)],
  })
  const fwd = [Math.cos(yaw), Math.sin(yaw), 0]
  const side = [-Math.sin(yaw), Math.cos(yaw), 0]
  const stern = v.add([b.at[0], b.at[1], 0], v.mul(fwd, -L / 2))
  const bow = v.add([b.at[0], b.at[1], 0], v.mul(fwd, L / 2))
  return { faces, fwd, side, stern, bow, L, B }
}

/** Soft foam ellipse in perspective on the sea plane (radial-gradient fill, so no hard edges). */
function foamDot(cam, p, sizeM, alpha, grad = 'foamg', squash = 1) {
  const s = cam.project(p)
  if (s[2] < 1) return ''
  const rx = (cam.focal * sizeM) / s[2]
  if (rx < 0.3) return ''
  const ry = rx * clamp((cam.pos[2] / s[2]) * 1.3 * squash, 0.05, 0.9)
  return `<ellipse cx="${f1(s[0])}" cy="${f1(s[1])}" rx="${f1(rx)}" ry="${f1(Math.max(0.35, ry))}" fill="url(#${grad})" fill-opacity="${alpha.toFixed(3)}"/>`
}

/** feColorMatrix values painting a flat colour whose alpha follows the noise's red channel. */
const tint = (c, k, b) => {
  const [r, g, bl] = hex(c).map((x) => x.toFixed(3))
  return `0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${bl} ${k} 0 0 0 ${b}`
}

const FOAM_DEFS =
  radial('foamg', [
    [0, '#fbfaf6', 1],
    [0.55, '#f4f2ec', 0.75],
    [1, '#f4f2ec', 0],
  ]) +
  radial('foamh', [
    [0, '#ffffff', 0.9],
    [1, '#ffffff', 0],
  ])

function wakeSvg(cam, pl, R, P, { length = 90, intensity = 1 } = {}) {
  let s = ''
  const { fwd, side, stern, bow, B } = pl
  // Prop wash: dense churned foam at the transom, thinning into a long pale band.
  const N = Math.round(1500 * intensity)
  for (let i = 0; i < N; i++) {
    const d = Math.pow(R.next(), 2) * length
    const width = B * 0.4 + d * 0.07
    const lat = R.gauss() * width * 0.3
    const p = v.add(v.add(stern, v.mul(fwd, -d - 0.2)), v.mul(side, lat))
    const a = 0.6 * Math.exp(-d / (length * 0.2)) * (0.3 + 0.7 * R.next()) + 0.02
    s += foamDot(cam, p, (0.3 + R.next() * 0.7) * (1 + d * 0.012), a)
  }
  // Kelvin arms at about 19.5 degrees: thin crest lines with a little white near the boat.
  for (const k of [1, -1]) {
    const ang = (19.5 * Math.PI) / 180
    const dir = v.add(v.mul(fwd, -Math.cos(ang)), v.mul(side, k * Math.sin(ang)))
    const start = v.add(v.add(bow, v.mul(fwd, -pl.L * 0.3)), v.mul(side, k * B * 0.5))
    const M = Math.round(700 * intensity)
    for (let i = 0; i < M; i++) {
      const d = Math.pow(R.next(), 1.2) * length * 1.2
      const p = v.add(v.add(start, v.mul(dir, d)), v.mul(side, R.gauss() * (0.15 + d * 0.006)))
      const a = 0.32 * Math.exp(-d / (length * 0.28)) * (0.3 + 0.7 * R.next()) + 0.012
      s += foamDot(cam, p, 0.25 + R.next() * 0.5, a, 'foamg', 0.6)
    }
  }
  // Bow wave peeling back along the hull.
  for (let i = 0; i < 320 * intensity; i++) {
    const tt = R.next()
    const k = R.next() < 0.5 ? 1 : -1
    const along = lerp(-pl.L * 0.22, -pl.L * 1.0, tt)
    const p = v.add(v.add(bow, v.mul(fwd, along)), v.mul(side, k * (B * 0.42 + tt * 0.5 + R.next() * 0.25)))
    s += foamDot(cam, p, 0.15 + R.next() * 0.3, 0.75 * (1 - tt * 0.4))
  }
  // Airborne spray: fine droplets lifted at the bow shoulders and behind the transom.
  for (let i = 0; i < 420 * intensity; i++) {
    const atBow = R.next() < 0.5
    const k = R.next() < 0.5 ? 1 : -1
    const base = atBow
      ? v.add(v.add(bow, v.mul(fwd, -pl.L * (0.25 + R.next() * 0.25))), v.mul(side, k * (B * 0.5 + R.next() * 0.5)))
      : v.add(v.add(stern, v.mul(fwd, -0.5 - R.next() * 5)), v.mul(side, R.gauss() * B * 0.3))
    const p = [base[0], base[1], R.next() * R.next() * (atBow ? 0.5 : 0.7)]
    const sp = cam.project(p)
    if (sp[2] < 1) continue
    const r = (cam.focal * (0.04 + R.next() * 0.12)) / sp[2]
    s += `<circle cx="${f1(sp[0])}" cy="${f1(sp[1])}" r="${f1(r)}" fill="url(#foamh)" fill-opacity="${(0.3 + R.next() * 0.5).toFixed(2)}"/>`
  }
  return s
}

/**
 * Land at a finite distance (headlands, cliffs, a quay town): base on the sea at `at` metres,
 * heights in metres, horizontal extent in screen fractions; optional white houses and lights.
 */
function landSvg(cam, c, P, seed, w, h) {
  const R = rng(seed)
  const nz = noise1(seed)
  const flat = v.norm([cam.f[0], cam.f[1], 0])
  const base = cam.project(v.add([cam.pos[0], cam.pos[1], 0], v.mul(flat, c.at)))
  const pxPerM = cam.focal / c.at
  const x0 = c.x0 * w
  const x1 = c.x1 * w
  const pts = []
  const steps = 160
  for (let k = 0; k <= steps; k++) {
    const t = k / steps
    const env = c.shape ? c.shape(t) : Math.sin(Math.PI * t) ** 0.5
    pts.push([lerp(x0, x1, t), base[1] - c.hm * pxPerM * env * (0.6 + 0.55 * nz(t * (c.rough ?? 5), 5))])
  }
  const top = Math.min(...pts.map((p) => p[1]))
  const id = `land${seed}`
  let s = linear(
    id,
    [
      [0, c.colorTop ?? c.color],
      [1, c.color],
    ],
    { x1: 0, y1: top, x2: 0, y2: base[1], units: 'userSpaceOnUse' },
  )
  s = `<defs>${s}</defs><path d="M${f1(x0)} ${f1(base[1] + 2)}L${pts.map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L')}L${f1(x1)} ${f1(base[1] + 2)}Z" fill="url(#${id})"/>`
  // Cliff strata: a few darker diagonal strokes give rock its grain.
  if (c.strata) {
    for (let i = 0; i < c.strata; i++) {
      const t = R.next()
      const x = lerp(x0, x1, t)
      const k = Math.min(pts.length - 1, Math.round(t * steps))
      const yTop = pts[k][1]
      const len = (base[1] - yTop) * (0.3 + R.next() * 0.6)
      s += `<path d="M${f1(x)} ${f1(yTop + 4)}l${f1(len * 0.25)} ${f1(len)}" stroke="#000" stroke-opacity="${(0.06 + R.next() * 0.08).toFixed(2)}" stroke-width="${f1(1 + R.next() * 3)}"/>`
    }
  }
  if (c.houses) {
    // Villages grow in clusters: pick a few centres and scatter cubic houses and cypresses around them.
    const clusters = Array.from({ length: c.clusters ?? 3 }, () => c.houseFrom + R.next() * (c.houseTo - c.houseFrom))
    const items = []
    for (let i = 0; i < c.houses; i++) {
      const t = clamp(R.pick(clusters) + R.gauss() * 0.05, 0, 1)
      const k = Math.min(pts.length - 1, Math.round(t * steps))
      const yTop = pts[k][1]
      const depthT = Math.pow(R.next(), 0.6)
      const y = lerp(yTop + (base[1] - yTop) * 0.15, base[1] - 2, depthT)
      items.push({ x: lerp(x0, x1, t), y, tree: R.next() < (c.trees ?? 0.25) })
    }
    items.sort((p, q) => p.y - q.y)
    const whites = c.houseColors ?? ['#f1ece2', '#ebe3d3', '#e6dccb', '#d9c29a', '#f4efe6']
    for (const it of items) {
      if (it.tree) {
        const th = pxPerM * (4 + R.next() * 5)
        s += `<ellipse cx="${f1(it.x)}" cy="${f1(it.y - th / 2)}" rx="${f1(Math.max(0.8, th * 0.16))}" ry="${f1(th / 2)}" fill="${c.treeColor ?? '#3d4630'}"/>`
        continue
      }
      const hw = pxPerM * (3.5 + R.next() * 4)
      const hh = pxPerM * (2.6 + R.next() * 2.6)
      const side = hw * (0.25 + R.next() * 0.2)
      const col = R.pick(whites)
      s += `<rect x="${f1(it.x - hw / 2)}" y="${f1(it.y - hh)}" width="${f1(hw)}" height="${f1(hh)}" fill="${col}"/>`
      s += `<rect x="${f1(it.x + hw / 2)}" y="${f1(it.y - hh)}" width="${f1(side)}" height="${f1(hh)}" fill="${mixHex(col, '#3a3430', 0.35)}"/>`
      s += `<rect x="${f1(it.x - hw / 2)}" y="${f1(it.y - hh - Math.max(0.6, pxPerM * 0.3))}" width="${f1(hw + side)}" height="${f1(Math.max(0.6, pxPerM * 0.3))}" fill="${mixHex(col, '#000000', 0.15)}"/>`
      const nW = R.int(1, 3)
      for (let j = 0; j < nW; j++) {
        const wx = it.x - hw / 2 + (hw * (j + 0.5)) / nW - pxPerM * 0.4
        s += `<rect x="${f1(wx)}" y="${f1(it.y - hh * 0.7)}" width="${f1(Math.max(0.6, pxPerM * 0.8))}" height="${f1(Math.max(0.6, pxPerM * 1.1))}" fill="${c.windowColor ?? '#4a4640'}"/>`
      }
    }
  }
  if (c.lights) {
    if (c.glow) {
      s += `<defs>${linear(
        id + 'g',
        [
          [0, '#ffb870', 0],
          [0.7, '#ffb870', 0.16],
          [1, '#ffcf90', 0.28],
        ],
        { x1: 0, y1: base[1] - h * 0.12, x2: 0, y2: base[1], units: 'userSpaceOnUse' },
      )}</defs>`
      s += `<rect x="${f1(x0)}" y="${f1(base[1] - h * 0.12)}" width="${f1(x1 - x0)}" height="${f1(h * 0.12)}" fill="url(#${id}g)"/>`
    }
    for (let i = 0; i < c.lights; i++) {
      const t = R.next()
      const k = Math.min(pts.length - 1, Math.round(t * steps))
      const y = lerp(pts[k][1] + 4, base[1] - 2, Math.pow(R.next(), 0.5))
      const r = Math.max(c.glow ? 1.5 : 0.8, pxPerM * (0.25 + R.next() * 0.35))
      s += `<circle cx="${f1(lerp(x0, x1, t))}" cy="${f1(y)}" r="${f1(r)}" fill="#ffd18f" fill-opacity="${(0.5 + R.next() * 0.5).toFixed(2)}"/>`
      if (c.lightReflections && R.next() < 0.35)
        s += `<rect x="${f1(lerp(x0, x1, t) - r * 0.6)}" y="${f1(base[1] + 2)}" width="${f1(r * 1.2)}" height="${f1((base[1] - y) * 0.8 + 10)}" fill="#ffd18f" fill-opacity="0.12"/>`
    }
  }
  // Shoreline foam and its soft reflection.
  s += `<path d="M${f1(x0)} ${f1(base[1] + 1)}H${f1(x1)}" stroke="${c.shore ?? '#f4f1ea'}" stroke-opacity="0.35" stroke-width="${f1(Math.max(1, pxPerM * 0.4))}"/>`
  return s
}

/** Point lights (lamps, anchor lights) with a halo and a streak of reflection on the water. */
function lightGlows(cam, glows) {
  let s = `<defs>${radial('halo', [
    [0, '#fff0d0', 0.95],
    [0.15, '#ffd9a0', 0.45],
    [1, '#ffc070', 0],
  ])}</defs>`
  for (const g of glows) {
    const p = cam.project(g.p)
    if (p[2] < 0.3) continue
    const r = (cam.focal * (g.r ?? 1.2)) / p[2]
    s += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(r)}" fill="url(#halo)"/>`
    if (g.reflect !== false) {
      // Broken, shimmering streak rather than a solid bar.
      const q = cam.project([g.p[0], g.p[1], -g.p[2]])
      const wl = cam.project([g.p[0], g.p[1], 0])
      const len = Math.max(4, q[1] - wl[1]) * 1.2
      const n = 14
      for (let i = 0; i < n; i++) {
        const t = i / n
        const y = wl[1] + len * t
        const wd = r * (0.08 + 0.22 * Math.abs(Math.sin(i * 2.7)))
        s += `<rect x="${f1(p[0] - wd / 2 + Math.sin(i * 1.9) * r * 0.06)}" y="${f1(y)}" width="${f1(wd)}" height="${f1(Math.max(1, (len / n) * 0.55))}" fill="#ffd9a0" fill-opacity="${(0.32 * (1 - t * 0.7)).toFixed(2)}"/>`
      }
    }
  }
  return s
}

/**
 * Compose a seascape. opts: {w, h, time, seed, cam: {pos, target, focal, shift, roll}, sunAz,
 * boats: [{model, at, yaw, running, options, hull}], coast: [{h, dist, x0, x1, seed, rough}],
 * clouds: number, glitter: number, stars, moon, extras: {back, front}}
 */
export async function seascape(opts) {
  const { w, h, time = 'noon', seed = 1 } = opts
  const P = { ...TIMES[time], ...(opts.palette ?? {}) }
  const R = rng(seed)
  const cam = camera({ ...opts.cam, w, h })
  const H = cam.horizonY
  const sunAz = opts.sunAz ?? 0
  const sunEl = opts.sunEl ?? P.sunEl
  const sunDir = dirFromAngles(sunAz, sunEl)
  const sunS = cam.projectDir(sunDir)
  const sunVisible = sunS[2] > 0 && sunS[0] > -w * 0.2 && sunS[0] < w * 1.2
  let defs = FOAM_DEFS
  let body = ''

  // Sky.
  defs += linear(
    'sky',
    P.sky.map(([o, c]) => [o, c]),
    { x1: 0, y1: 0, x2: 0, y2: H, units: 'userSpaceOnUse' },
  )
  body += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`
  if (opts.stars) {
    let st = ''
    for (let i = 0; i < 260; i++) {
      const y = Math.pow(R.next(), 1.4) * H * 0.85
      st += `<circle cx="${f1(R.next() * w)}" cy="${f1(y)}" r="${f1(0.6 + R.next() * 1.2 * (w / 2400))}" fill="#f4f1ea" fill-opacity="${(0.25 + R.next() * 0.6 * (1 - y / H)).toFixed(2)}"/>`
    }
    body += st
  }
  // Sun glow.
  const gx = sunVisible ? sunS[0] : w * 0.5
  const gy = sunVisible ? sunS[1] : H
  const glowR = w * (time === 'noon' ? 0.5 : 0.7)
  defs += radial(
    'sunglow',
    [
      [0, P.sunDisc, 0.85],
      [0.08, P.sunColor, 0.55],
      [0.35, P.sunColor, 0.18],
      [1, P.sunColor, 0],
    ],
    {
      cx: gx,
      cy: gy,
      r: glowR,
      units: 'userSpaceOnUse',
      transform: `translate(${f1(gx)} ${f1(gy)}) scale(1 ${time === 'noon' ? 1 : 0.55}) translate(${f1(-gx)} ${f1(-gy)})`,
    },
  )
  if (sunVisible || opts.glowAlways) body += `<rect width="${w}" height="${f1(H + 4)}" fill="url(#sunglow)"/>`

  // Clouds: long stratus streaks, lit toward the sun.
  defs += blur('cloudblur', w * 0.004)
  defs += blur('cloudblur2', w * 0.0015)
  const nClouds = opts.clouds ?? 14
  let cl = ''
  for (let i = 0; i < nClouds; i++) {
    const hy = H - Math.pow(R.next(), 1.5) * H * 0.75 - H * 0.03
    const depthK = clamp((H - hy) / H)
    const cx = R.next() * w * 1.2 - w * 0.1
    const rx = w * (0.08 + R.next() * 0.22) * (0.6 + depthK)
    const ry = h * (0.003 + R.next() * 0.01) * (0.5 + depthK * 2.2)
    const near = sunVisible ? clamp(1 - Math.hypot((cx - sunS[0]) / w, (hy - sunS[1]) / h) * 1.6) : 0.4
    const col = mixHex(P.cloudDark, P.cloudLit, clamp(near * 1.1 + (time === 'noon' ? 0.6 : 0)))
    const pts = []
    const nn = noise1(seed * 31 + i)
    for (let k = 0; k <= 16; k++) {
      const a = (k / 16) * Math.PI * 2
      const wob = 0.75 + 0.5 * nn(k * 0.7 + i)
      pts.push([
        cx + Math.cos(a) * rx * (0.9 + 0.2 * nn(k + 9)),
        hy + Math.sin(a) * ry * wob * (Math.sin(a) < 0 ? 1.4 : 0.6),
      ])
    }
    cl += `<path d="${smoothD(pts.slice(0, 16), true)}" fill="${col}" fill-opacity="${(0.35 + R.next() * 0.4).toFixed(2)}" filter="url(#${i % 3 ? 'cloudblur' : 'cloudblur2'})"/>`
  }
  body += `<g>${cl}</g>`
  if (opts.moon) {
    const m = cam.projectDir(dirFromAngles(opts.moon.az, opts.moon.el))
    const r = w * 0.012
    defs += radial('moonglow', [
      [0, '#dfe6f2', 0.35],
      [1, '#dfe6f2', 0],
    ])
    body += `<circle cx="${f1(m[0])}" cy="${f1(m[1])}" r="${f1(r * 9)}" fill="url(#moonglow)"/><circle cx="${f1(m[0])}" cy="${f1(m[1])}" r="${f1(r)}" fill="#f1efe6"/>`
  }
  // Sun disc.
  if (sunVisible && sunS[1] < H + 2) {
    const r = Math.max(6, cam.focal * 0.0105 * (opts.sunScale ?? 1.6))
    defs += blur('sunb', r * 0.12)
    const clip = `<clipPath id="abovehz"><rect width="${w}" height="${f1(H)}"/></clipPath>`
    defs += clip
    body += `<g clip-path="url(#abovehz)"><circle cx="${f1(sunS[0])}" cy="${f1(sunS[1])}" r="${f1(r * 2.2)}" fill="${P.sunDisc}" fill-opacity="0.25" filter="url(#sunb)"/><circle cx="${f1(sunS[0])}" cy="${f1(sunS[1])}" r="${f1(r)}" fill="${P.sunDisc}"/></g>`
  }

  // Distant coast ridges sit on the horizon; atmospheric perspective lightens far ones.
  for (const [ci, c] of (opts.coast ?? []).entries()) {
    const nz = noise1(c.seed ?? seed + ci * 7)
    const pts = []
    const x0 = c.x0 * w
    const x1 = c.x1 * w
    const steps = 120
    for (let k = 0; k <= steps; k++) {
      const t = k / steps
      const x = lerp(x0, x1, t)
      const env = c.shape ? c.shape(t) : Math.sin(Math.PI * t) ** 0.6
      const y = H - c.h * h * env * (0.55 + 0.6 * nz(t * (c.rough ?? 6), 5))
      pts.push([x, y])
    }
    const col = c.color ?? mixHex(P.haze, P.seaMid, clamp(0.5 - (c.dist ?? 0.5) * 0.5))
    body += `<path d="M${f1(x0)} ${f1(H + 1)}L${pts.map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L')}L${f1(x1)} ${f1(H + 1)}Z" fill="${col}"/>`
    if (c.lights) {
      let li = ''
      for (let k = 0; k < c.lights; k++) {
        const x = lerp(x0, x1, R.next())
        li += `<circle cx="${f1(x)}" cy="${f1(H - R.next() * 4 - 1)}" r="${f1(0.8 + R.next() * 1.3)}" fill="#f6cf8e" fill-opacity="${(0.5 + R.next() * 0.5).toFixed(2)}"/>`
      }
      body += li
    }
  }
  // Horizon haze band.
  defs += linear('hzhaze', [
    [0, P.haze, 0],
    [0.5, P.haze, 0.55],
    [1, P.haze, 0],
  ])
  body += `<rect x="0" y="${f1(H - h * 0.05)}" width="${w}" height="${f1(h * 0.08)}" fill="url(#hzhaze)"/>`

  // Sea base.
  const seaStops = [
    [0, P.seaFar],
    [0.12, mixHex(P.seaFar, P.seaMid, 0.7)],
    [0.4, P.seaMid],
    [1, P.seaNear],
  ]
  defs += linear('sea', seaStops, { x1: 0, y1: H, x2: 0, y2: h, units: 'userSpaceOnUse' })
  body += `<rect x="0" y="${f1(H)}" width="${w}" height="${f1(h - H)}" fill="url(#sea)"/>`
  // Reflected glow of the sun column.
  if (sunVisible && time !== 'noon') {
    defs += radial(
      'seaglow',
      [
        [0, P.glint, 0.5],
        [0.3, P.sunColor, 0.22],
        [1, P.sunColor, 0],
      ],
      {
        cx: sunS[0],
        cy: H,
        r: w * 0.5,
        units: 'userSpaceOnUse',
        transform: `translate(${f1(sunS[0])} ${f1(H)}) scale(0.35 1.4) translate(${f1(-sunS[0])} ${f1(-H)})`,
      },
    )
    body += `<rect x="0" y="${f1(H)}" width="${w}" height="${f1(h - H)}" fill="url(#seaglow)"/>`
  }

  // Swell: broad, soft light and dark bands give the surface its slow undulation.
  const light = { ...lightFor(P, { az: sunAz, el: sunEl }), ...(opts.light ?? {}) }
  const hi = mixHex(P.seaFar, '#ffffff', 0.2)
  const lo = mixHex(P.seaNear, '#000000', 0.35)
  // Swell: turbulence strips whose frequency follows the perspective, feathered into each other.
  const strips = opts.strips ?? 9
  const camH = cam.pos[2]
  const lam = opts.swellLen ?? 6
  let sw = ''
  let swDefs = ''
  for (let i = 0; i < strips; i++) {
    const q0 = Math.pow(i / strips, 1.8)
    const q1 = Math.pow((i + 1) / strips, 1.8)
    const y0 = H + (h - H) * q0
    const y1 = H + (h - H) * q1
    const pad = (y1 - y0) * 0.5
    const wp = cam.unprojectSea(w / 2, (y0 + y1) / 2)
    if (!wp) continue
    const depth = Math.max(1, v.dot(v.sub(wp, cam.pos), cam.f))
    const px = (cam.focal * lam) / depth
    const fx = 1 / Math.max(px, 2)
    const fy = fx / clamp((camH / depth) * 1.2, 0.025, opts.isotropy ?? 0.35)
    const top = Math.max(H, y0 - pad)
    const hh = Math.min(h, y1 + pad) - top
    swDefs += `<filter id="sw${i}" filterUnits="userSpaceOnUse" x="0" y="${f1(top)}" width="${w}" height="${f1(hh)}"><feTurbulence type="fractalNoise" baseFrequency="${fx.toFixed(5)} ${Math.min(fy, 0.5).toFixed(5)}" numOctaves="3" seed="${seed + i}"/><feColorMatrix type="matrix" values="${tint(lo, -2.6, 1.2)}" result="d"/><feTurbulence type="fractalNoise" baseFrequency="${(fx * 2.1).toFixed(5)} ${Math.min(fy * 2.1, 0.6).toFixed(5)}" numOctaves="2" seed="${seed + 40 + i}"/><feColorMatrix type="matrix" values="${tint(hi, 1.5, -0.9)}"/><feComposite in2="d" operator="over"/></filter>`
    swDefs += linear(`swm${i}`, [
      [0, '#fff', 0],
      [0.3, '#fff', 1],
      [0.7, '#fff', 1],
      [1, '#fff', 0],
    ])
    swDefs += `<mask id="swk${i}" maskUnits="userSpaceOnUse" x="0" y="${f1(top)}" width="${w}" height="${f1(hh)}"><rect x="0" y="${f1(top)}" width="${w}" height="${f1(hh)}" fill="url(#swm${i})"/></mask>`
    sw += `<g mask="url(#swk${i})"><rect x="0" y="${f1(top)}" width="${w}" height="${f1(hh)}" filter="url(#sw${i})" opacity="${opts.swellAmt ?? 0.55}"/></g>`
  }
  if (sw) {
    const lw = Math.round(w / 3)
    const lh = Math.round(h / 3)
    const uri = await rasterLayer(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${lw}" height="${lh}" viewBox="0 0 ${w} ${h}"><defs>${swDefs}</defs>${sw}</svg>`,
      lw,
      lh,
    )
    body += `<image href="${uri}" x="0" y="0" width="${w}" height="${h}" preserveAspectRatio="none"/>`
  }
  // Ripples: short strokes whose length and weight follow the perspective.
  const nWaves = opts.waves ?? Math.round((w * h) / 850)
  let wv = ''
  for (let i = 0; i < nWaves; i++) {
    const sy = H + 1 + Math.pow(R.next(), 1.5) * (h - H)
    const sx = R.next() * w
    const wp = cam.unprojectSea(sx, sy)
    if (!wp) continue
    const depth = v.dot(v.sub(wp, cam.pos), cam.f)
    const lenM = (opts.waveScale ?? 1) * (0.5 + R.next() * 2)
    const len = (cam.focal * lenM) / depth
    if (len < 1.5) continue
    const th = Math.max(0.5, Math.min(len * 0.045, 2.4 * (w / 2400)))
    const up = R.next() < 0.5
    const col = up ? hi : lo
    const a = (up ? 0.07 : 0.12) + R.next() * 0.12
    const curve = th * 0.9
    wv += `<path d="M${f1(sx - len / 2)} ${f1(sy)}q${f1(len / 2)} ${f1(up ? -curve : curve)} ${f1(len)} 0" stroke="${col}" stroke-opacity="${a.toFixed(2)}" stroke-width="${f1(th)}" fill="none" stroke-linecap="round"/>`
  }
  body += `<g>${wv}</g>`

  // Glitter: a wave facet sparkles when its slope can mirror the sun into the lens.
  if (sunEl > 0 && (opts.glitter ?? 1) > 0) {
    let gl = ''
    const sigma = time === 'noon' ? 0.2 : 0.13
    const tries = Math.round(26000 * (opts.glitter ?? 1))
    const spread = time === 'noon' ? w * 0.5 : w * 0.22
    const cxs = sunS[2] > 0 ? sunS[0] : w / 2
    for (let i = 0; i < tries; i++) {
      const sy = H + 1 + Math.pow(R.next(), 1.9) * (h - H)
      const sx = cxs + R.gauss() * spread * (0.3 + (sy - H) / (h - H))
      const wp = cam.unprojectSea(sx, sy)
      if (!wp) continue
      const view = v.norm(v.sub(cam.pos, wp))
      const hv = v.norm(v.add(view, sunDir))
      const tilt = Math.acos(clamp(hv[2], -1, 1))
      const p = Math.exp(-(tilt * tilt) / (2 * sigma * sigma))
      if (R.next() > p * 0.9) continue
      const depth = v.dot(v.sub(wp, cam.pos), cam.f)
      const len = Math.min(40, (cam.focal * (0.4 + R.next() * 1.6) * clamp((cam.pos[2] / depth) * 6, 0.25, 1)) / depth)
      if (len < 0.8) continue
      const th = Math.max(0.7, Math.min(len * 0.12, 3.2))
      gl += `<rect x="${f1(sx - len / 2)}" y="${f1(sy - th / 2)}" width="${f1(len)}" height="${f1(th)}" rx="${f1(th / 2)}" fill="${P.glint}" fill-opacity="${(0.35 + 0.6 * p * R.next()).toFixed(2)}"/>`
    }
    defs += blur('glb', 0.6)
    body += `<g filter="url(#glb)">${gl}</g>`
  }
  if (opts.extras?.sea) body += opts.extras.sea(cam, R, P)
  for (const [li, c] of (opts.land ?? []).entries()) body += landSvg(cam, c, P, seed + li * 11, w, h)

  // Boats: reflections first (blurred, rippled), then wakes, then the hulls.
  const rendered = []
  for (const b of opts.boats ?? []) {
    const pl = placeBoat(b)
    const mats = materials({
      hull: b.hull ?? (b.model === 'w42' ? 'white' : 'bone'),
      deck: b.deck,
    })
    const r = render(pl.faces, cam, light, mats, { stroke: 0.6 })
    const d = v.dot(v.sub([b.at[0], b.at[1], 0], cam.pos), cam.f)
    rendered.push({ b, pl, r, d })
  }
  // Props (quays, buoys, lamps): any faces with their own materials, sorted with the boats.
  for (const pr of opts.props ?? []) {
    const r = render(pr.faces, cam, light, { ...materials({}), ...(pr.mats ?? {}) }, { stroke: 0.6 })
    const d = pr.d ?? v.dot(v.sub([pr.at[0], pr.at[1], 0], cam.pos), cam.f)
    rendered.push({ b: { reflection: pr.reflection, prop: true }, r, d, glows: pr.glows })
  }
  rendered.sort((a, b) => b.d - a.d)
  defs += `<filter id="ripple" x="-10%" y="-10%" width="120%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="2" seed="3" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="${f1(w * 0.012)}" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="1.2 2.4"/></filter>`
  for (const { b, pl, r, d } of rendered) {
    if (b.reflection !== false)
      body += `<g opacity="${b.running ? 0.16 : 0.5}" filter="url(#ripple)">${r.reflection}</g>`
    // Contact shadow where the hull meets the water.
    if (r.waterline.length && !b.prop) {
      const pts = r.waterline.map((p) => cam.project(p))
      const xs = pts.map((p) => p[0])
      const ys = pts.map((p) => p[1])
      const cx = (Math.min(...xs) + Math.max(...xs)) / 2
      const cy = (Math.min(...ys) + Math.max(...ys)) / 2
      const rx = (Math.max(...xs) - Math.min(...xs)) / 2
      const ry = Math.max(2, (Math.max(...ys) - Math.min(...ys)) / 2)
      body += `<ellipse cx="${f1(cx)}" cy="${f1(cy + ry * 0.3)}" rx="${f1(rx * 1.05)}" ry="${f1(ry * 1.6 + 3)}" fill="#000" fill-opacity="0.22" filter="url(#cloudblur2)"/>`
    }
    if (b.running) body += wakeSvg(cam, pl, rng(seed * 13 + Math.round(d)), P, b.wake)
    // Waterline foam lick, drawn under the hull so only its outer edge shows.
    if (r.waterline.length && !b.prop) {
      const fr = rng(seed * 7 + Math.round(d))
      let fo = ''
      for (const p of r.waterline) {
        if (fr.next() < 0.6)
          fo += foamDot(
            cam,
            v.add(p, [fr.gauss() * 0.12, fr.gauss() * 0.12, 0]),
            (b.running ? 0.3 : 0.12) + fr.next() * 0.15,
            (b.running ? 0.8 : 0.35) * (0.4 + 0.6 * fr.next()),
          )
      }
      body += fo
    }
    body += r.body
  }
  if (opts.glows?.length) body += lightGlows(cam, opts.glows)
  if (opts.extras?.front) body += opts.extras.front(cam, R, P)

  // Photographic finish: low haze lift, vignette and grain against banding.
  const vig = vignette(w, h, { dark: opts.vignette ?? 0.45, r: 0.78 })
  defs += vig.defs
  body += vig.body
  if (opts.grain !== false) {
    const g = await grain(w, h, opts.grainAmt ?? 0.05)
    defs += g.defs
    body += g.body
  }
  return svgDoc(w, h, defs, body)
}
