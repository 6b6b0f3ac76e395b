// Bespoke compositions that are not plain seascapes: the hull in the shed, the drawing on the desk,
// the weld, the leather-and-teak detail and the neutral fallback.
import { BRAND, SANS, SERIF, f1, linear, radial, rng, svgDoc, vignette } from './core.mjs'
import { box, level, render, seg, softBox } from './three.mjs'
import { W42, wama26, wama42 } from './models.mjs'
import { grain } from './raster.mjs'
import { TIMES, lightFor, materials, seascape } from './seascape.mjs'
import { leather, teak } from './materials.mjs'

const inner = (svg) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')

/** The WAMA 26 hull on its cradle in the shed, the big door open onto the morning sea. */
export async function shed(w, h, { model = 'w26' } = {}) {
  /** @type {import('./three.mjs').Part[]} */
  const faces = []
  const big = model === 'w42'
  const X0 = big ? -13 : -9
  const X1 = big ? 13 : 9
  const Y0 = big ? -9 : -7
  const Y1 = big ? 9 : 7
  const zf = 0
  const zc = big ? 12 : 9
  const door = big ? 6 : 4.5
  const wallQ = (p, m = 'shedWall') => ({ p, m, two: true, layer: -0.8 })
  /** A wall standing from a to b (plan points), from height z0 to z1. */
  const upright = (a, b, z0 = zf, z1 = zc) =>
    wallQ([
      [a[0], a[1], z0],
      [b[0], b[1], z0],
      [b[0], b[1], z1],
      [a[0], a[1], z1],
    ])
  faces.push(level(X0, X1, Y0, Y1, zf, 'shedFloor', { layer: -1 }))
  // Floor joints.
  for (let x = X0; x <= X1; x += 3)
    faces.push(seg([x, Y0, 0.002], [x, Y1, 0.002], '#2a2b2e', { width: 12, layer: -0.9 }))
  for (let y = Y0; y <= Y1; y += 3)
    faces.push(seg([X0, y, 0.002], [X1, y, 0.002], '#2a2b2e', { width: 12, layer: -0.9 }))
  faces.push(upright([X0, Y1], [X1, Y1]))
  faces.push(upright([X0, Y0], [X0, Y1]))
  // End wall with the open door (the sea shows through it).
  faces.push(upright([X1, Y0], [X1, -door]))
  faces.push(upright([X1, door], [X1, Y1]))
  faces.push(upright([X1, -door], [X1, door], zc - 2.8, zc))
  faces.push(level(X0, X1, Y0, Y1, zc, 'shedRoof', { two: true, layer: -0.8 }))
  // Roof trusses and skylight strips.
  for (let x = X0 + 2; x < X1; x += 4) {
    faces.push(...box(x - 0.1, x + 0.1, Y0, Y1, zc - 0.6, zc - 0.4, 'truss').map((f) => ({ ...f, layer: -0.5 })))
    faces.push(level(x + 0.8, x + 2.4, Y0 + 2, Y1 - 2, zc - 0.01, 'skylight', { two: true, layer: -0.7 }))
  }
  // Wall panel ribs.
  for (let x = X0 + 1.5; x < X1; x += 1.5)
    faces.push(seg([x, Y1 - 0.01, 0], [x, Y1 - 0.01, zc], '#3a3b3f', { width: 20, layer: -0.7 }))
  // Cradle and the hull: the WAMA 26 fresh from its mould, or a WAMA 42 in bare aluminium under the crane.
  const lift = big ? 1.1 : 0.95
  const src = big ? wama42({}) : wama26({ rollBar: false, outboards: 0, sunpad: true })
  const shift = big ? -6.4 : -4
  faces.push(
    ...src.map((f) =>
      f.seg
        ? f
        : {
            ...f,
            p: f.p.map((p) => [p[0] + shift, p[1], p[2] + lift]),
            inside: f.inside && [f.inside[0] + shift, f.inside[1], f.inside[2] + lift],
          },
    ),
  )
  const stands = big ? [-4.5, -0.5, 3.5] : [-2.6, 0, 2.2]
  const ys = big ? [W42.hullY, -W42.hullY] : [0.75, -0.75]
  for (const cx of stands) {
    faces.push(...box(cx - 0.15, cx + 0.15, big ? -3.4 : -1.2, big ? 3.4 : 1.2, 0, 0.25, 'cradle'))
    for (const y of ys) faces.push(...box(cx - 0.08, cx + 0.08, y - 0.08, y + 0.08, 0.25, lift - 0.35, 'cradle'))
  }
  if (big) {
    // Overhead gantry crane: runway beams on the walls, a bridge girder, the hoist and its falls.
    for (const s of [1, -1])
      faces.push(
        ...box(X0, X1, s * (Y1 - 0.6) - 0.2, s * (Y1 - 0.6) + 0.2, zc - 1.6, zc - 1.2, 'crane').map((f) => ({
          ...f,
          layer: -0.4,
        })),
      )
    faces.push(...box(-1.2, -0.6, Y0 + 0.4, Y1 - 0.4, zc - 2.2, zc - 1.6, 'crane'))
    faces.push(...box(-1.4, -0.4, -0.5, 0.5, zc - 2.9, zc - 2.2, 'craneDark'))
    for (const s of [1, -1])
      faces.push(seg([-0.9, s * 0.3, zc - 2.9], [-0.9 + s * 0.2, s * 2.2, 6.2], '#2a2b2e', { width: 30 }))
  }
  // Work stands and a rolled-up infusion mesh, for scale.
  faces.push(...softBox(-7.5, -6.3, 4.5, 5.7, 0, 0.9, 'crate', { r: 0.03 }))
  faces.push(...softBox(-7.4, -6.4, 3.0, 4.0, 0, 0.6, 'crate', { r: 0.03 }))
  const P = TIMES.dawn
  return seascape({
    w,
    h,
    time: 'dawn',
    seed: 41,
    sunAz: -10,
    sunEl: 5,
    clouds: 8,
    cam: big
      ? { pos: [-12.2, -7.8, 2.6], target: [5, 0.8, 3.2], focal: 0.52 * w }
      : { pos: [-8.2, -5.6, 2.3], target: [4, 0.6, 1.8], focal: 0.55 * w },
    extras: {
      front: (cam) => {
        const light = lightFor(P, { az: -10, el: 5 })
        const inLight = {
          ...light,
          amb: '#c9cbd0',
          ambI: 0.9,
          sky: '#e8e6e2',
          ground: '#6b6660',
          sunI: 0.6,
          hazeDist: 0,
        }
        const mats = {
          ...materials({ hull: 'white' }),
          shedWall: { albedo: '#4a4c50', gloss: 0.05 },
          shedRoof: { albedo: '#3a3c40', gloss: 0.05 },
          shedFloor: { albedo: '#6f6d69', gloss: 0.3, shin: 10 },
          truss: { albedo: '#2a2c30', gloss: 0.2 },
          skylight: { albedo: '#dfe6ee', emissive: '#f2f4f6', emit: 0.6 },
          cradle: { albedo: BRAND.gold, gloss: 0.3 },
          crate: { albedo: '#8a7a62', gloss: 0.05 },
          crane: { albedo: BRAND.gold, gloss: 0.35 },
          craneDark: { albedo: '#2a2b2e', gloss: 0.3 },
          ...(big
            ? {
                hull: { albedo: '#b9bdc1', gloss: 0.5, shin: 25 },
                super: { albedo: '#c4c8cc', gloss: 0.45, shin: 25 },
                tunnel: { albedo: '#8e9398', gloss: 0.3 },
                stripe: { albedo: '#b9bdc1', gloss: 0.5 },
              }
            : {}),
        }
        let s = render(faces, cam, inLight, mats, { water: false, stroke: 0.6 }).body
        // Light falling in through the door onto the floor.
        const pool = [
          [X1, -door, 0],
          [X1, door, 0],
          [X1 - 7, door + 2, 0],
          [X1 - 7, -door + 2, 0],
        ].map((p) => cam.project(p))
        s += `<defs>${radial(
          'doorlight',
          [
            [0, '#ffe6c8', 0.35],
            [1, '#ffe6c8', 0],
          ],
          { cx: 0.8, cy: 0.5, r: 0.8 },
        )}</defs><polygon points="${pool.map((p) => f1(p[0]) + ',' + f1(p[1])).join(' ')}" fill="url(#doorlight)"/>`
        return s
      },
    },
  })
}

/** Aluminium welding abstract: two brushed plates, a rippled TIG bead and the arc throwing sparks. */
export async function welding(w, h) {
  const R = rng(12)
  let defs = linear(
    'plateA',
    [
      [0, '#3a3e44'],
      [1, '#1b1d21'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  defs += linear(
    'plateB',
    [
      [0, '#2c3036'],
      [1, '#141619'],
    ],
    { x1: 0, y1: 1, x2: 1, y2: 0 },
  )
  defs += `<filter id="brush" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.002 0.6" numOctaves="2" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 0.85  0 0 0 0 0.88  0 0 0 0 0.92  1.2 0 0 0 -0.5"/></filter>`
  defs += radial('arc', [
    [0, '#ffffff', 1],
    [0.05, '#e8f3ff', 0.95],
    [0.18, '#7fb6ff', 0.45],
    [0.5, '#3a6fd0', 0.12],
    [1, '#1a2a60', 0],
  ])
  defs += radial(
    'bead',
    [
      [0, '#f2f4f6'],
      [0.5, '#9aa2aa'],
      [1, '#3a3f45'],
    ],
    { cx: 0.4, cy: 0.3, r: 0.7 },
  )
  defs += linear(
    'heat',
    [
      [0, '#c98a4a', 0],
      [0.45, '#c98a4a', 0.35],
      [0.5, '#ffb070', 0.55],
      [0.55, '#7a6ab0', 0.3],
      [1, '#7a6ab0', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  defs += `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f1(w * 0.004)}"/></filter>`
  const seamX = (y) => w * 0.52 + (y - h / 2) * 0.35
  let body = `<rect width="${w}" height="${h}" fill="#0b0c0e"/>`
  body += `<path d="M0 0H${f1(seamX(0) - 3)}L${f1(seamX(h) - 3)} ${h}H0Z" fill="url(#plateA)"/>`
  body += `<path d="M${f1(seamX(0) + 3)} 0H${w}V${h}H${f1(seamX(h) + 3)}Z" fill="url(#plateB)"/>`
  body += `<rect width="${w}" height="${h}" filter="url(#brush)" opacity="0.35"/>`
  // Heat tint either side of the finished part of the bead.
  const arcY = h * 0.42
  body += `<g transform="rotate(${f1((Math.atan(0.35) * 180) / Math.PI)} ${f1(seamX(arcY))} ${f1(arcY)})"><rect x="${f1(seamX(arcY) - w * 0.08)}" y="${f1(arcY)}" width="${f1(w * 0.16)}" height="${f1(h)}" fill="url(#heat)"/></g>`
  // The bead: overlapping ripples from the arc down to the bottom edge.
  // Bead body first, then crescent ripples laid like fish scales toward the arc.
  let bead = `<path d="M${f1(seamX(arcY) - w * 0.018)} ${f1(arcY)}L${f1(seamX(h + 20) - w * 0.02)} ${f1(h + 20)}L${f1(seamX(h + 20) + w * 0.02)} ${f1(h + 20)}L${f1(seamX(arcY) + w * 0.018)} ${f1(arcY)}Z" fill="#7d848c"/>`
  for (let y = h + 20; y > arcY + 4; y -= w * 0.007) {
    const cx = seamX(y)
    const rw = w * 0.021
    bead += `<path d="M${f1(cx - rw)} ${f1(y)}Q${f1(cx)} ${f1(y - rw * 1.1)} ${f1(cx + rw)} ${f1(y)}" transform="rotate(-19 ${f1(cx)} ${f1(y)})" stroke="#e6eaee" stroke-opacity="0.75" stroke-width="1.6" fill="url(#bead)" fill-opacity="0.55"/>`
  }
  body += bead
  // Sparks: hot streaks thrown up and out of the arc, cooling from white to amber.
  let sp = ''
  const ax = seamX(arcY)
  for (let i = 0; i < 140; i++) {
    const a = -Math.PI / 2 + R.gauss() * 0.9
    const len = w * (0.03 + Math.pow(R.next(), 2) * 0.35)
    const x2 = ax + Math.cos(a) * len
    const y2 = arcY + Math.sin(a) * len + len * len * 0.0006
    const col = R.next() < 0.4 ? '#fff7e8' : R.next() < 0.6 ? '#ffd27a' : '#ff9a3c'
    sp += `<path d="M${f1(ax + Math.cos(a) * len * 0.3)} ${f1(arcY + Math.sin(a) * len * 0.3)}Q${f1((ax + x2) / 2)} ${f1((arcY + y2) / 2 - len * 0.05)} ${f1(x2)} ${f1(y2)}" stroke="${col}" stroke-width="${f1(1 + R.next() * 2.2)}" stroke-opacity="${(0.35 + R.next() * 0.6).toFixed(2)}" fill="none" stroke-linecap="round"/>`
  }
  body += `<g filter="url(#soft)" opacity="0.7">${sp}</g>${sp}`
  body += `<circle cx="${f1(ax)}" cy="${f1(arcY)}" r="${f1(w * 0.42)}" fill="url(#arc)"/>`
  // Torch nozzle entering from the top right.
  defs += linear(
    'torch',
    [
      [0, '#1a1b1e'],
      [0.5, '#4a4d52'],
      [1, '#151619'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  body += `<g transform="rotate(32 ${f1(ax)} ${f1(arcY)})"><rect x="${f1(ax - w * 0.022)}" y="${f1(arcY - h * 0.62)}" width="${f1(w * 0.044)}" height="${f1(h * 0.55)}" rx="6" fill="url(#torch)"/><rect x="${f1(ax - w * 0.016)}" y="${f1(arcY - h * 0.08)}" width="${f1(w * 0.032)}" height="${f1(h * 0.05)}" fill="#b08a52"/></g>`
  const g = await grain(w, h, 0.04)
  return svgDoc(w, h, defs + g.defs, body + g.body)
}

/** Interior detail: stitched leather cushion edge over a teak deck, with a polished cleat. */
export async function leatherTeak(w, h) {
  const lt = inner(await leather(1200, 1200))
  const tk = inner(await teak(1200, 1200, { seed: 9, angle: 0 }))
  const edge = (t) => [w * t, h * (0.62 - 0.3 * t + 0.12 * Math.sin(t * 3))]
  const pts = Array.from({ length: 21 }, (_, i) => edge(i / 20))
  const path =
    `M0 0H${w}V${f1(pts[20][1])}` +
    [...pts]
      .reverse()
      .map((p) => `L${f1(p[0])} ${f1(p[1])}`)
      .join('') +
    'Z'
  let defs = `<clipPath id="cl"><path d="${path}"/></clipPath>`
  defs += `<filter id="sh" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="${f1(w * 0.012)}"/></filter>`
  defs += linear(
    'cleat',
    [
      [0, '#f7f8f9'],
      [0.35, '#b9bfc5'],
      [0.6, '#6b7178'],
      [1, '#d9dde1'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  )
  let body = `<svg width="${w}" height="${h}" viewBox="0 0 1200 1200" preserveAspectRatio="xMidYMid slice">${tk}</svg>`
  // Stainless cleat on the teak.
  const cx = w * 0.7
  const cy = h * 0.8
  const cw = w * 0.2
  body += `<ellipse cx="${f1(cx + 14)}" cy="${f1(cy + 18)}" rx="${f1(cw * 0.55)}" ry="${f1(cw * 0.12)}" fill="#000" opacity="0.5" filter="url(#sh)"/>`
  body += `<path d="M${f1(cx - cw / 2)} ${f1(cy)}C${f1(cx - cw / 2)} ${f1(cy - cw * 0.14)} ${f1(cx - cw * 0.2)} ${f1(cy - cw * 0.1)} ${f1(cx)} ${f1(cy - cw * 0.1)}C${f1(cx + cw * 0.2)} ${f1(cy - cw * 0.1)} ${f1(cx + cw / 2)} ${f1(cy - cw * 0.14)} ${f1(cx + cw / 2)} ${f1(cy)}C${f1(cx + cw / 2)} ${f1(cy + cw * 0.07)} ${f1(cx + cw * 0.2)} ${f1(cy + cw * 0.04)} ${f1(cx)} ${f1(cy + cw * 0.04)}C${f1(cx - cw * 0.2)} ${f1(cy + cw * 0.04)} ${f1(cx - cw / 2)} ${f1(cy + cw * 0.07)} ${f1(cx - cw / 2)} ${f1(cy)}Z" fill="url(#cleat)"/>`
  body += `<path d="M${f1(cx - cw * 0.42)} ${f1(cy - cw * 0.05)}Q${f1(cx)} ${f1(cy - cw * 0.1)} ${f1(cx + cw * 0.42)} ${f1(cy - cw * 0.05)}" stroke="#fff" stroke-opacity="0.8" stroke-width="3" fill="none"/>`
  // Cushion shadow, then the leather clipped to its curved edge, then the piping.
  body += `<path d="${path}" fill="#000" opacity="0.6" filter="url(#sh)" transform="translate(10 24)"/>`
  body += `<g clip-path="url(#cl)"><svg width="${w}" height="${h}" viewBox="0 0 1200 1200" preserveAspectRatio="xMidYMid slice">${lt}</svg></g>`
  const pip = pts.map((p, i) => `${i ? 'L' : 'M'}${f1(p[0])} ${f1(p[1])}`).join('')
  body += `<path d="${pip}" stroke="#efe6d6" stroke-width="${f1(w * 0.012)}" fill="none" stroke-linecap="round"/>`
  body += `<path d="${pip}" stroke="#9c7444" stroke-width="2.6" stroke-dasharray="11 7" fill="none" transform="translate(0 -${f1(w * 0.022)})"/>`
  const vig = vignette(w, h)
  defs += vig.defs
  body += vig.body
  return svgDoc(w, h, defs, body)
}

/** Neutral brand image for missing pictures: charcoal, a gold horizon and a rising sun outline. */
export async function fallback(w, h) {
  let defs = linear('bg', [
    [0, '#232427'],
    [0.62, BRAND.charcoal],
    [1, BRAND.black],
  ])
  defs += radial(
    'glow',
    [
      [0, BRAND.gold, 0.18],
      [1, BRAND.gold, 0],
    ],
    { cx: 0.5, cy: 0.62, r: 0.5 },
  )
  const hy = h * 0.62
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`
  body += `<path d="M${f1(w * 0.08)} ${f1(hy)}H${f1(w * 0.92)}" stroke="${BRAND.gold}" stroke-width="1.5" stroke-opacity="0.8"/>`
  const r = h * 0.16
  body += `<path d="M${f1(w / 2 - r)} ${f1(hy)}A${f1(r)} ${f1(r)} 0 0 1 ${f1(w / 2 + r)} ${f1(hy)}" stroke="${BRAND.gold}" stroke-width="1.5" fill="none"/>`
  for (let i = 1; i <= 5; i++) {
    const y = hy + i * i * h * 0.012
    const half = w * (0.06 + i * 0.05)
    body += `<path d="M${f1(w / 2 - half)} ${f1(y)}H${f1(w / 2 + half)}" stroke="${BRAND.gold}" stroke-opacity="${(0.5 - i * 0.07).toFixed(2)}" stroke-width="1"/>`
  }
  body += `<text x="${f1(w / 2)}" y="${f1(h * 0.34)}" text-anchor="middle" font-family="${SERIF}" font-size="${f1(h * 0.09)}" font-weight="300" letter-spacing="${f1(h * 0.03)}" fill="${BRAND.bone}">WAMA</text>`
  body += `<text x="${f1(w / 2)}" y="${f1(h * 0.41)}" text-anchor="middle" font-family="${SANS}" font-size="${f1(h * 0.018)}" letter-spacing="${f1(h * 0.012)}" fill="${BRAND.gold}">YACHTS · MEGRINE</text>`
  const g = await grain(w, h, 0.03)
  return svgDoc(w, h, defs + g.defs, body + g.body)
}

/** Cockpit close-up: teak-look Esthec boards with stainless fittings, the gelcoat coaming along the top. */
export async function esthecDetail(w, h) {
  const tk = inner(await teak(1200, 1200, { seed: 13, angle: 0, plank: 74 }))
  let defs = linear('coam', [
    [0, '#f7f5f0'],
    [0.7, '#e6e1d8'],
    [1, '#b9b3a8'],
  ])
  defs += linear(
    'ss',
    [
      [0, '#f7f8f9'],
      [0.35, '#c3c8cd'],
      [0.6, '#6b7178'],
      [1, '#dfe2e5'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  )
  defs += radial(
    'ssr',
    [
      [0, '#f4f6f7'],
      [0.55, '#aab0b6'],
      [0.85, '#5d636a'],
      [1, '#2a2d31'],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  )
  defs += `<filter id="sh" x="-30%" y="-30%" width="160%" height="180%"><feGaussianBlur stdDeviation="${f1(w * 0.008)}"/></filter>`
  // Esthec reads as a more even teak: desaturate the boards a touch.
  defs += `<filter id="even"><feColorMatrix type="saturate" values="0.82"/></filter>`
  let body = `<g filter="url(#even)"><svg width="${w}" height="${h}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">${tk}</svg></g>`
  // Coaming with its shadow on the deck.
  const cy = h * 0.2
  body += `<path d="M0 ${f1(cy + 14)}C${f1(w * 0.4)} ${f1(cy + 34)} ${f1(w * 0.7)} ${f1(cy + 10)} ${w} ${f1(cy + 40)}V0H0Z" fill="#000" opacity="0.55" filter="url(#sh)"/>`
  body += `<path d="M0 ${f1(cy)}C${f1(w * 0.4)} ${f1(cy + 20)} ${f1(w * 0.7)} ${f1(cy - 4)} ${w} ${f1(cy + 26)}V0H0Z" fill="url(#coam)"/>`
  body += `<path d="M0 ${f1(cy - 10)}C${f1(w * 0.4)} ${f1(cy + 10)} ${f1(w * 0.7)} ${f1(cy - 14)} ${w} ${f1(cy + 16)}" stroke="#C9A96E" stroke-width="3" fill="none"/>`
  // Pull-up cleat.
  const cleat = (cx, cyy, cw) => {
    let g = `<ellipse cx="${f1(cx + 12)}" cy="${f1(cyy + 16)}" rx="${f1(cw * 0.55)}" ry="${f1(cw * 0.14)}" fill="#000" opacity="0.55" filter="url(#sh)"/>`
    g += `<rect x="${f1(cx - cw * 0.56)}" y="${f1(cyy - cw * 0.13)}" width="${f1(cw * 1.12)}" height="${f1(cw * 0.26)}" rx="${f1(cw * 0.13)}" fill="#2a2d31"/>`
    g += `<path d="M${f1(cx - cw / 2)} ${f1(cyy)}C${f1(cx - cw / 2)} ${f1(cyy - cw * 0.14)} ${f1(cx - cw * 0.2)} ${f1(cyy - cw * 0.1)} ${f1(cx)} ${f1(cyy - cw * 0.1)}C${f1(cx + cw * 0.2)} ${f1(cyy - cw * 0.1)} ${f1(cx + cw / 2)} ${f1(cyy - cw * 0.14)} ${f1(cx + cw / 2)} ${f1(cyy)}C${f1(cx + cw / 2)} ${f1(cyy + cw * 0.08)} ${f1(cx + cw * 0.2)} ${f1(cyy + cw * 0.05)} ${f1(cx)} ${f1(cyy + cw * 0.05)}C${f1(cx - cw * 0.2)} ${f1(cyy + cw * 0.05)} ${f1(cx - cw / 2)} ${f1(cyy + cw * 0.08)} ${f1(cx - cw / 2)} ${f1(cyy)}Z" fill="url(#ss)"/>`
    g += `<path d="M${f1(cx - cw * 0.4)} ${f1(cyy - cw * 0.06)}Q${f1(cx)} ${f1(cyy - cw * 0.11)} ${f1(cx + cw * 0.4)} ${f1(cyy - cw * 0.06)}" stroke="#fff" stroke-opacity="0.85" stroke-width="3" fill="none"/>`
    return g
  }
  body += cleat(w * 0.3, h * 0.55, w * 0.22)
  // Deck filler cap and a stanchion base, both flush stainless rings.
  const ring = (cx, cyy, r) =>
    `<circle cx="${f1(cx + 8)}" cy="${f1(cyy + 10)}" r="${f1(r)}" fill="#000" opacity="0.45" filter="url(#sh)"/><circle cx="${f1(cx)}" cy="${f1(cyy)}" r="${f1(r)}" fill="url(#ssr)"/><circle cx="${f1(cx)}" cy="${f1(cyy)}" r="${f1(r * 0.72)}" fill="url(#ss)"/><path d="M${f1(cx - r * 0.35)} ${f1(cyy)}h${f1(r * 0.7)}" stroke="#3b4046" stroke-width="${f1(r * 0.12)}" stroke-linecap="round"/>`
  body += ring(w * 0.72, h * 0.68, w * 0.06)
  body += ring(w * 0.86, h * 0.36, w * 0.035)
  // Drain grate along the bottom edge.
  let grate = `<rect x="${f1(w * 0.08)}" y="${f1(h * 0.88)}" width="${f1(w * 0.5)}" height="${f1(h * 0.05)}" rx="6" fill="url(#ss)"/>`
  for (let i = 0; i < 22; i++)
    grate += `<rect x="${f1(w * 0.1 + i * w * 0.021)}" y="${f1(h * 0.895)}" width="${f1(w * 0.011)}" height="${f1(h * 0.03)}" rx="3" fill="#1e2125"/>`
  body += grate
  const vig = vignette(w, h, { from: 0.45, dark: 0.55 })
  defs += vig.defs
  body += vig.body
  return svgDoc(w, h, defs, body)
}

/** Vacuum infusion, abstracted: the laminate stack in a stepped cut-away under the bag, resin advancing. */
export async function infusion(w, h) {
  const R = rng(31)
  let defs = ''
  // Woven glass: fine crossing threads.
  const weave = (id, col, bg, step, ang) =>
    `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse" patternTransform="rotate(${ang})"><rect width="${step}" height="${step}" fill="${bg}"/><rect width="${step}" height="${step / 2}" fill="${col}" opacity="0.55"/><rect width="${step / 2}" height="${step}" fill="${col}" opacity="0.35"/></pattern>`
  defs += weave('glass', '#ffffff', '#dfe3e4', 10, 45)
  defs += weave('glass2', '#ffffff', '#e6e9ea', 8, -45)
  defs += `<pattern id="core" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(-12)"><rect width="60" height="60" fill="#d7c38f"/><path d="M0 0H60M0 0V60" stroke="#a8935c" stroke-width="2"/></pattern>`
  defs += `<pattern id="mesh" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(-12)"><rect width="26" height="26" fill="#3f5a52"/><path d="M0 13L13 0L26 13L13 26Z" fill="none" stroke="#6f9a8c" stroke-width="3"/></pattern>`
  defs += `<pattern id="peel" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#efe2de"/><path d="M0 3H6" stroke="#d9c6c0" stroke-width="1"/></pattern>`
  defs += linear('mould', [
    [0, '#2b2d31'],
    [1, '#141518'],
  ])
  defs += linear(
    'resin',
    [
      [0, '#c98a2e', 0.72],
      [0.85, '#c98a2e', 0.55],
      [1, '#c98a2e', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  defs += linear(
    'bag',
    [
      [0, '#ffffff', 0.06],
      [0.5, '#ffffff', 0.16],
      [1, '#ffffff', 0.05],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  defs += `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f1(w * 0.006)}"/></filter>`
  // Layers, bottom to top; each steps back to reveal the one below.
  const slope = -0.12
  const band = (y0, y1, xStart, fill) => {
    const p = (x, y) => `${f1(x)} ${f1(y + (x - w / 2) * slope)}`
    return (
      `<path d="M${p(xStart, y0)}L${p(w + 50, y0)}L${p(w + 50, y1)}L${p(xStart, y1)}Z" fill="${fill}"/>` +
      `<path d="M${p(xStart, y0)}L${p(xStart, y1)}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`
    )
  }
  let body = `<rect width="${w}" height="${h}" fill="url(#mould)"/>`
  /** @type {Array<[number, number, number, string]>} */
  const layers = [
    [0.62, 0.78, -50, 'url(#glass)'],
    [0.55, 0.62, w * 0.12, 'url(#glass2)'],
    [0.43, 0.55, w * 0.24, 'url(#core)'],
    [0.37, 0.43, w * 0.36, 'url(#glass)'],
    [0.34, 0.37, w * 0.47, 'url(#peel)'],
    [0.29, 0.34, w * 0.57, 'url(#mesh)'],
  ]
  for (const [a, b, xs, fill] of layers) body += band(h * a, h * b, xs, fill)
  // Resin front: wet laminate darkens to amber from the left, thinning toward the front.
  body += `<path d="M-50 ${f1(h * 0.1)}L${f1(w * 0.64)} ${f1(h * 0.1 - w * 0.14 * slope * -1)}L${f1(w * 0.6)} ${f1(h)}L-50 ${h}Z" fill="url(#resin)"/>`
  // Vacuum bag film: wrinkles and highlights over everything.
  body += `<rect width="${w}" height="${h}" fill="url(#bag)"/>`
  for (let i = 0; i < 26; i++) {
    const x = R.next() * w
    const y = R.next() * h
    const len = w * (0.05 + R.next() * 0.2)
    const a = -0.25 + R.gauss() * 0.35
    body += `<path d="M${f1(x)} ${f1(y)}q${f1(len * 0.5)} ${f1(len * Math.sin(a) - 8)} ${f1(len)} ${f1(len * Math.sin(a) * 2)}" stroke="#ffffff" stroke-opacity="${(0.12 + R.next() * 0.3).toFixed(2)}" stroke-width="${f1(1 + R.next() * 3)}" fill="none" stroke-linecap="round"/>`
  }
  // Spiral feed line carrying resin across the part.
  let spiral = ''
  const y0 = h * 0.12
  for (let x = -20; x < w + 20; x += w * 0.012) {
    const y = y0 + (x - w / 2) * slope * 0.3
    spiral += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(w * 0.007)}" ry="${f1(h * 0.028)}" fill="none" stroke="#f4f1ea" stroke-width="3" stroke-opacity="0.85" transform="rotate(18 ${f1(x)} ${f1(y)})"/>`
  }
  body += `<path d="M-20 ${f1(y0 + (-20 - w / 2) * slope * 0.3)}L${w + 20} ${f1(y0 + (w / 2 + 20) * slope * 0.3)}" stroke="#c98a2e" stroke-opacity="0.55" stroke-width="${f1(h * 0.035)}"/>`
  body += spiral
  // Bag sealant tape along the lower edge, in WAMA gold.
  body += `<path d="M0 ${f1(h * 0.95)}L${w} ${f1(h * 0.95 + w * slope * 0.15)}" stroke="#C9A96E" stroke-width="${f1(h * 0.02)}"/>`
  const vig = vignette(w, h)
  defs += vig.defs
  body += vig.body
  const g = await grain(w, h, 0.035)
  return svgDoc(w, h, defs + g.defs, body + g.body)
}
