// Interior views. The WAMA 26 ones stand the camera inside the real 3D model; the WAMA 42 saloon and
// owner's cabin are built here as rooms whose windows open onto the same rendered sea.
import { f1, radial } from './core.mjs'
import { box, level, prism, render, seg, softBox } from './three.mjs'
import { W42 } from './models.mjs'
import { TIMES, lightFor, materials, placeBoat, seascape } from './seascape.mjs'

const ROOM_MATS = {
  oak: { albedo: '#b89470', gloss: 0.1 },
  oakDark: { albedo: '#6e5440', gloss: 0.15 },
  lacquer: { albedo: '#ebe6dc', gloss: 0.35, shin: 30 },
  stone: { albedo: '#2a2a2c', gloss: 0.7, shin: 80 },
  linen: { albedo: '#f1ece2', gloss: 0.02 },
  throwCloth: { albedo: '#3a3a3d', gloss: 0.02 },
  fabric: { albedo: '#b9ad98', gloss: 0.02 },
  porcelain: { albedo: '#f6f3ee', gloss: 0.6, shin: 60 },
  leatherBone: { albedo: '#d9cfbf', gloss: 0.15, shin: 15 },
  ceiling: { albedo: '#efebe3', gloss: 0.05 },
  ceilingPanel: { albedo: '#d9cfc0', gloss: 0.05 },
  floor: { albedo: '#8f755c', gloss: 0.12 },
  rug: { albedo: '#5d5a55', gloss: 0.01 },
  brass: { albedo: '#C9A96E', gloss: 0.8, shin: 60 },
  lamp: { albedo: '#fff1d6', emissive: '#ffe2b0', emit: 0.9 },
  frame: { albedo: '#2b2c2f', gloss: 0.4 },
}

/** Vertical wall between two plan points with window openings given as fractions t0..t1 along it. */
function slantWall(a, b, z0, z1, m, holes = []) {
  const P = (t, z) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, z]
  const q = (t0, t1, w0, w1) => ({ p: [P(t0, w0), P(t1, w0), P(t1, w1), P(t0, w1)], m, two: true, layer: -0.8 })
  if (!holes.length) return [q(0, 1, z0, z1)]
  const hz0 = Math.min(...holes.map((h) => h.z0))
  const hz1 = Math.max(...holes.map((h) => h.z1))
  const out = [q(0, 1, z0, hz0), q(0, 1, hz1, z1)]
  let cur = 0
  for (const h of [...holes].sort((h1, h2) => h1.t0 - h2.t0)) {
    if (h.t0 > cur) out.push(q(cur, h.t0, hz0, hz1))
    cur = h.t1
  }
  if (cur < 1) out.push(q(cur, 1, hz0, hz1))
  return out
}

/** Axis-aligned wall in the plane x = const (or y = const) with a band of window openings. */
function wall(axis, at, a0, a1, z0, z1, m, holes = []) {
  const P = (a, z) => (axis === 'x' ? [at, a, z] : [a, at, z])
  // Walls paint after the floor and before furniture, whatever their depth.
  const q = (u0, u1, w0, w1) => ({ p: [P(u0, w0), P(u1, w0), P(u1, w1), P(u0, w1)], m, two: true, layer: -0.8 })
  if (!holes.length) return [q(a0, a1, z0, z1)]
  const hz0 = Math.min(...holes.map((h) => h.z0))
  const hz1 = Math.max(...holes.map((h) => h.z1))
  const out = [q(a0, a1, z0, hz0), q(a0, a1, hz1, z1)]
  const sorted = [...holes].sort((h1, h2) => h1.a0 - h2.a0)
  let cur = a0
  for (const h of sorted) {
    if (h.a0 > cur) out.push(q(cur, h.a0, hz0, hz1))
    cur = h.a1
  }
  if (cur < a1) out.push(q(cur, a1, hz0, hz1))
  return out
}

function planks(x0, x1, y0, y1, z, spacing, color, along = 'x', layer = -0.9) {
  /** @type {import('./three.mjs').Part[]} */
  const out = []
  if (along === 'x') {
    for (let y = y0 + spacing; y < y1; y += spacing)
      for (let x = x0; x < x1; x += 0.5)
        out.push(seg([x, y, z], [Math.min(x + 0.5, x1), y, z], color, { width: 3, bias: -0.05, layer }))
  } else {
    for (let x = x0 + spacing; x < x1; x += spacing)
      for (let y = y0; y < y1; y += 0.5)
        out.push(seg([x, y, z], [x, Math.min(y + 0.5, y1), z], color, { width: 3, bias: -0.05, layer }))
  }
  return out
}

function stitchRect(x0, x1, y0, y1, z, inset = 0.06, color = '#a9834f') {
  const pts = [
    [x0 + inset, y0 + inset],
    [x1 - inset, y0 + inset],
    [x1 - inset, y1 - inset],
    [x0 + inset, y1 - inset],
  ]
  /** @type {import('./three.mjs').Part[]} */
  const out = []
  for (let i = 0; i < 4; i++) {
    const a = pts[i]
    const b = pts[(i + 1) % 4]
    for (let k = 0; k < 4; k++) {
      const t0 = k / 4
      const t1 = (k + 1) / 4
      out.push(
        seg(
          [a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0, z],
          [a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1, z],
          color,
          { width: 2.5, dash: [9, 6] },
        ),
      )
    }
  }
  return out
}

/** Soft pools of lamp light painted over the render (screen space, additive feel). */
function glows(cam, lamps) {
  let defs = radial('lampglow', [
    [0, '#ffdca8', 0.55],
    [0.35, '#ffcf8a', 0.18],
    [1, '#ffcf8a', 0],
  ])
  let body = ''
  for (const [p, r] of lamps) {
    const s = cam.project(p)
    if (s[2] <= 0.2) continue
    const rad = (cam.focal * r) / s[2]
    body += `<circle cx="${f1(s[0])}" cy="${f1(s[1])}" r="${f1(rad)}" fill="url(#lampglow)"/>`
  }
  return `<defs>${defs}</defs>${body}`
}

/**
 * A room's render: its faces, the boat outside, the sun and the lamps (each a point and the radius of its glow).
 * @param {{ w: number, h: number, time: string, sunAz: number, sunEl: number, cam: object, faces: import('./three.mjs').Part[], lamps?: Array<[number[], number]>, boat?: object, seed?: number, warm?: number, sunI?: number }} scene
 */
async function roomScene({ w, h, time, sunAz, sunEl, cam, faces, lamps = [], boat, seed = 4, warm = 0.1, sunI }) {
  const P = TIMES[time]
  return seascape({
    w,
    h,
    time,
    seed,
    cam,
    sunAz,
    sunEl,
    clouds: 10,
    boats: [],
    vignette: 0.55,
    extras: {
      front: (camera) => {
        const light = lightFor(P, { az: sunAz, el: sunEl })
        // Interiors are lit mostly by bounce: lift the ambient and warm it.
        const inLight = {
          ...light,
          amb: '#e9d9c0',
          ambI: 0.95,
          sky: '#f3ead9',
          ground: '#a08a70',
          hazeDist: 0,
          ...(sunI !== undefined ? { sunI } : {}),
        }
        let out = ''
        if (boat) {
          const pl = placeBoat(boat)
          out += render(pl.faces, camera, light, materials({ hull: boat.hull ?? 'white' }), { stroke: 0.6 }).body
        }
        out += render(
          faces,
          camera,
          inLight,
          { ...materials({ hull: 'white' }), ...ROOM_MATS },
          { water: false, stroke: 0.6 },
        ).body
        out += glows(camera, lamps)
        out += `<rect width="${w}" height="${h}" fill="#ffb36b" fill-opacity="${warm * 0.25}"/>`
        return out
      },
    },
  })
}

// ---------------- WAMA 26: inside the cockpit of the model ----------------

export function helm26(w, h) {
  return seascape({
    w,
    h,
    time: 'golden',
    seed: 22,
    sunAz: 130,
    sunEl: 14,
    clouds: 10,
    cam: { pos: [-1.5, -0.62, 1.78], target: [0.2, 0.0, 1.12], focal: 0.66 * w },
    boats: [{ model: 'w26', at: [0, 0], yaw: 0, hull: 'bone', reflection: false, options: { detail: true } }],
  })
}

// ---------------- WAMA 42: saloon and owner's cabin ----------------

export function saloon42(w, h, view = 'forward') {
  const L = W42.L
  const x0 = 0.24 * L
  const x1 = 0.66 * L - 0.35
  const yw = W42.B / 2 - 0.58
  const zf = 1.5
  const zc = 3.5
  /** @type {import('./three.mjs').Part[]} */
  const faces = []
  const winSide = [1, 2, 3].map((i) => ({
    a0: x0 + 0.35 + (i - 1) * 1.62,
    a1: x0 + 1.82 + (i - 1) * 1.62,
    z0: 2.2,
    z1: 3.2,
  }))
  faces.push(level(x0, x1, -yw, yw, zf, 'floor', { layer: -1 }))
  faces.push(...planks(x0, x1, -yw, yw, zf + 0.002, 0.16, '#5b412c', 'x'))
  faces.push(level(x0 + 1.2, x0 + 3.4, yw - 2.6, yw - 0.5, zf + 0.004, 'rug', { layer: -0.85 }))
  faces.push(level(x0, x1, -yw, yw, zc, 'ceiling', { two: true, layer: -0.8 }))
  for (const s of [1, -1]) faces.push(...wall('y', s * yw, x0, x1, zf, zc, 'lacquer', winSide))
  faces.push(...wall('x', x1, -yw, yw, zf, zc, 'lacquer', [{ a0: -yw + 0.3, a1: yw - 0.3, z0: 2.35, z1: 3.2 }]))
  faces.push(...wall('x', x0, -yw, yw, zf, zc, 'lacquer', [{ a0: -1.3, a1: 1.3, z0: zf + 0.02, z1: 3.25 }]))
  // Window mullions and sills in dark frame.
  for (const s of [1, -1])
    for (const wn of winSide) {
      faces.push(...box(wn.a0 - 0.03, wn.a1 + 0.03, s * yw - 0.02, s * yw + 0.02, 2.17, 2.2, 'frame'))
    }
  faces.push(...box(x1 - 0.5, x1, -yw, yw, zf, 2.32, 'lacquer'))
  faces.push(...box(x1 - 0.55, x1, -yw, yw, 2.32, 2.36, 'stone'))
  // Oak ceiling panel framed by a cove light.
  const cp = [
    [x0 + 0.7, -1.7],
    [x1 - 0.9, -1.7],
    [x1 - 0.9, 1.7],
    [x0 + 0.7, 1.7],
  ]
  faces.push({ p: cp.map(([x, y]) => [x, y, zc - 0.004]), m: 'ceilingPanel', two: true, layer: -0.75 })
  for (let i = 0; i < 4; i++) {
    const a = cp[i]
    const b = cp[(i + 1) % 4]
    faces.push(seg([a[0], a[1], zc - 0.006], [b[0], b[1], zc - 0.006], '#fff1d6', { width: 14, layer: -0.7 }))
  }
  // Recessed ceiling lights.
  /** @type {Array<[number[], number]>} */
  const lamps = []
  for (const lx of [x0 + 1.0, x0 + 2.6, x0 + 4.2])
    for (const ly of [-1.2, 1.2]) {
      faces.push(level(lx - 0.08, lx + 0.08, ly - 0.08, ly + 0.08, zc - 0.005, 'lamp', { two: true }))
      lamps.push([[lx, ly, zc - 0.02], 0.5])
    }
  // Port L-sofa in bone leather around a teak table.
  const sy0 = yw - 0.75
  faces.push(...box(x0 + 0.6, x0 + 3.4, sy0, yw - 0.02, zf, zf + 0.3, 'oakDark'))
  faces.push(...softBox(x0 + 0.6, x0 + 3.4, sy0, yw - 0.05, zf + 0.3, zf + 0.46, 'leatherBone', { r: 0.06 }))
  faces.push(...stitchRect(x0 + 0.6, x0 + 3.4, sy0, yw - 0.05, zf + 0.463))
  for (const [a, b] of [
    [x0 + 0.6, x0 + 1.5],
    [x0 + 1.52, x0 + 2.42],
    [x0 + 2.44, x0 + 3.4],
  ]) {
    faces.push(...softBox(a, b, yw - 0.28, yw - 0.05, zf + 0.46, zf + 0.95, 'leatherBone', { r: 0.07 }))
  }
  faces.push(...box(x0 + 0.6, x0 + 1.35, sy0 - 1.1, sy0, zf, zf + 0.3, 'oakDark'))
  faces.push(...softBox(x0 + 0.6, x0 + 1.35, sy0 - 1.1, sy0 + 0.02, zf + 0.3, zf + 0.46, 'leatherBone', { r: 0.06 }))
  faces.push(...softBox(x0 + 0.6, x0 + 0.85, sy0 - 1.1, sy0, zf + 0.46, zf + 0.95, 'leatherBone', { r: 0.07 }))
  faces.push(...softBox(x0 + 0.9, x0 + 1.2, yw - 0.6, yw - 0.3, zf + 0.46, zf + 0.75, 'throwCloth', { r: 0.08 }))
  faces.push(...softBox(x0 + 1.6, x0 + 3.0, sy0 - 1.0, sy0 - 0.15, zf + 0.68, zf + 0.74, 'oak', { r: 0.02 }))
  faces.push(...box(x0 + 2.2, x0 + 2.4, sy0 - 0.68, sy0 - 0.48, zf, zf + 0.68, 'steel'))
  faces.push(
    ...planks(x0 + 1.6, x0 + 3.0, sy0 - 1.0, sy0 - 0.15, zf + 0.742, 0.12, '#6e5440', 'x', 0).map((f) => ({
      ...f,
      bias: -0.02,
    })),
  )
  // Starboard galley: lacquer units, dark stone top, brass fittings.
  faces.push(...box(x0 + 0.1, x0 + 2.3, -yw + 0.02, -yw + 0.65, zf, zf + 0.88, 'lacquer'))
  faces.push(...box(x0 + 0.08, x0 + 2.32, -yw + 0.0, -yw + 0.68, zf + 0.88, zf + 0.92, 'stone'))
  for (const gx of [x0 + 0.65, x0 + 1.2, x0 + 1.75])
    faces.push(seg([gx, -yw + 0.652, zf + 0.05], [gx, -yw + 0.652, zf + 0.85], '#b9b2a5', { width: 3 }))
  faces.push(seg([x0 + 0.1, -yw + 0.652, zf + 0.5], [x0 + 2.3, -yw + 0.652, zf + 0.5], '#b9b2a5', { width: 3 }))
  faces.push(...box(x0 + 1.5, x0 + 1.54, -yw + 0.15, -yw + 0.19, zf + 0.92, zf + 1.2, 'brass'))
  faces.push(...box(x0 + 1.5, x0 + 1.7, -yw + 0.15, -yw + 0.19, zf + 1.18, zf + 1.21, 'brass'))
  // Forward starboard helm seat and dash.
  faces.push(...softBox(x1 - 1.6, x1 - 1.0, -yw + 0.5, -yw + 1.1, zf + 0.55, zf + 0.7, 'leatherBone', { r: 0.06 }))
  faces.push(...softBox(x1 - 1.62, x1 - 1.5, -yw + 0.5, -yw + 1.1, zf + 0.7, zf + 1.2, 'leatherBone', { r: 0.05 }))
  faces.push(...box(x1 - 1.35, x1 - 1.25, -yw + 0.75, -yw + 0.85, zf, zf + 0.55, 'steel'))
  faces.push(...box(x1 - 0.5, x1 - 0.48, -yw + 0.3, -yw + 1.3, 2.36, 2.62, 'screen'))
  return roomScene({
    w,
    h,
    time: 'golden',
    sunAz: 70,
    sunEl: 12,
    seed: 31,
    cam:
      view === 'forward'
        ? { pos: [x0 + 0.3, -yw + 1.0, 2.95], target: [x1 - 0.2, yw - 0.6, 1.95], focal: 0.5 * w }
        : { pos: [x0 + 3.6, yw - 2.3, 2.3], target: [x0 + 1.0, yw - 0.3, 2.05], focal: 0.72 * w },
    faces,
    lamps,
    boat: { model: 'w42', at: [L / 2, 0], yaw: 0, hull: 'white', options: { saloon: false } },
  })
}

export function cabin42(w, h) {
  // A hull cabin: floor just above the waterline, a long hull window at mattress height.
  const x0 = -1.0
  const x1 = 3.2
  const y0 = -1.3
  const y1 = 1.3
  const zf = 0.2
  const zc = 2.15
  /** @type {import('./three.mjs').Part[]} */
  const faces = []
  faces.push(level(x0, x1, y0, y1, zf, 'floor', { layer: -1 }))
  faces.push(...planks(x0, x1, y0, y1, zf + 0.002, 0.14, '#5b412c', 'x'))
  faces.push(level(x0, x1, y0, y1, zc, 'ceiling', { two: true, layer: -0.8 }))
  faces.push(...wall('y', y1, x0, x1, zf, zc, 'oak', [{ a0: 0.35, a1: 2.95, z0: 0.95, z1: 1.3 }]))
  faces.push(...wall('y', y0, x0, x1, zf, zc, 'lacquer'))
  for (const px of [-0.2, 0.6, 1.4])
    faces.push(seg([px, y0 + 0.003, zf + 0.1], [px, y0 + 0.003, zc - 0.1], '#b8b0a2', { width: 3, layer: -0.7 }))
  faces.push(...box(0.1, 0.14, y0, y0 + 0.05, 1.0, 1.3, 'brass'))
  faces.push(...box(0.9, 0.94, y0, y0 + 0.05, 1.0, 1.3, 'brass'))
  faces.push(...wall('x', x1, y0, y1, zf, zc, 'lacquer'))
  faces.push(...wall('x', x0, y0, y1, zf, zc, 'lacquer'))
  // Oak panel seams on the hull side.
  for (const px of [-0.3, 0.35, 1.65, 2.95])
    faces.push(seg([px, y1 - 0.003, zf], [px, y1 - 0.003, zc], '#7a5a40', { width: 3, layer: -0.7 }))
  faces.push(...box(0.33, 2.97, y1 - 0.08, y1, 0.92, 0.95, 'frame'))
  // Padded leather headboard panels on the forward bulkhead.
  for (const [a, b] of [
    [-1.0, -0.36],
    [-0.32, 0.32],
    [0.36, 1.0],
  ])
    faces.push(...softBox(x1 - 0.08, x1, a, b, 0.75, 1.55, 'leatherBone', { r: 0.03 }).map((f) => ({ ...f, p: f.p })))
  // Bed: base, mattress, duvet, pillows and a charcoal throw.
  faces.push(...box(1.05, x1 - 0.08, -0.95, 0.95, zf, 0.5, 'oakDark'))
  faces.push(...softBox(1.08, x1 - 0.1, -0.92, 0.92, 0.5, 0.72, 'linen', { r: 0.07 }))
  faces.push(...softBox(1.0, x1 - 0.6, -0.98, 0.98, 0.64, 0.78, 'linen', { r: 0.09 }))
  faces.push(...softBox(1.35, 1.75, -0.99, 0.99, 0.77, 0.8, 'throwCloth', { r: 0.015 }))
  faces.push(...softBox(x1 - 0.55, x1 - 0.2, -0.85, -0.1, 0.72, 0.9, 'linen', { r: 0.08 }))
  faces.push(...softBox(x1 - 0.55, x1 - 0.2, 0.1, 0.85, 0.72, 0.9, 'linen', { r: 0.08 }))
  faces.push(...softBox(x1 - 0.75, x1 - 0.55, -0.4, 0.4, 0.72, 0.86, 'fabric', { r: 0.06 }))
  // Bedside shelves with brass reading lights.
  /** @type {Array<[number[], number]>} */
  const lamps = []
  for (const s of [1, -1]) {
    faces.push(...box(x1 - 0.5, x1, s * 1.0, s * 1.28, 0.55, 0.6, 'oakDark'))
    faces.push(...box(x1 - 0.06, x1, s * 1.1 - 0.02, s * 1.1 + 0.02, 1.55, 1.75, 'brass'))
    faces.push(...box(x1 - 0.2, x1 - 0.05, s * 1.1 - 0.05, s * 1.1 + 0.05, 1.68, 1.76, 'lamp'))
    lamps.push([[x1 - 0.12, s * 1.1, 1.66], 0.7])
  }
  // Cove lighting strip along the ceiling edge.
  faces.push(level(x0, x1, y1 - 0.12, y1 - 0.02, zc - 0.01, 'lamp', { two: true }))
  lamps.push([[1.6, y1 - 0.1, zc - 0.05], 1.3])
  return roomScene({
    w,
    h,
    time: 'golden',
    sunAz: 95,
    sunEl: 6,
    seed: 32,
    warm: 0.22,
    cam: { pos: [-0.75, -0.95, 1.2], target: [2.6, 0.75, 0.98], focal: 0.55 * w },
    faces,
    lamps,
  })
}

export function cabin26(w, h) {
  // The cabin for two under the console and foredeck: a V-berth, hull ports and an overhead hatch.
  /** @type {import('./three.mjs').Part[]} */
  const faces = []
  const zf = 0.1
  const zc = 1.32
  const plan = [
    [0, -1.0],
    [2.5, -0.18],
    [2.5, 0.18],
    [0, 1.0],
  ]
  faces.push({ p: plan.map(([x, y]) => [x, y, zf]), m: 'floor', layer: -1 })
  faces.push({ p: plan.map(([x, y]) => [x, y, zc]), m: 'ceiling', two: true, layer: -0.8 })
  const port = [{ t0: 0.32, t1: 0.62, z0: 0.78, z1: 0.92 }]
  faces.push(...slantWall([0, 1.0], [2.5, 0.18], zf, zc, 'fabric', port))
  faces.push(...slantWall([0, -1.0], [2.5, -0.18], zf, zc, 'fabric', port))
  faces.push(...slantWall([2.5, -0.18], [2.5, 0.18], zf, zc, 'oak'))
  faces.push(...slantWall([-0.6, -1.0], [0, -1.0], zf, zc, 'lacquer'))
  faces.push(...slantWall([-0.6, 1.0], [0, 1.0], zf, zc, 'lacquer'))
  faces.push(level(-0.6, 0, -1.0, 1.0, zf, 'floor', { layer: -1 }))
  faces.push(level(-0.6, 0, -1.0, 1.0, zc, 'ceiling', { two: true, layer: -0.8 }))
  // Oak rubbing strakes along both hull sides, and the port frames.
  for (const s of [1, -1]) {
    faces.push(seg([0, s * 0.99, 1.02], [2.5, s * 0.19, 1.02], '#7a5a40', { width: 18, layer: -0.7 }))
    const a = [0 + 2.5 * 0.32, s * (1.0 - 0.82 * 0.32)]
    const b = [0 + 2.5 * 0.62, s * (1.0 - 0.82 * 0.62)]
    for (const z of [0.78, 0.92])
      faces.push(seg([a[0], a[1], z], [b[0], b[1], z], '#2b2c2f', { width: 10, layer: -0.7 }))
  }
  // V-berth: base, two tapered cushions with a stitched centre seam, pillows and a folded throw.
  const berth = (z) => [
    [0.35, -0.95 + 0.03, z],
    [2.45, -0.2, z],
    [2.45, 0.2, z],
    [0.35, 0.95 - 0.03, z],
  ]
  faces.push(...prism(berth(zf), berth(0.42), 'oakDark'))
  for (const s of [1, -1]) {
    const ring = (z, inset) => {
      const pts = [
        [0.38 + inset, s * 0.02, z],
        [2.4 - inset, s * 0.02, z],
        [2.4 - inset, s * (0.19 - inset), z],
        [0.38 + inset, s * (0.93 - inset), z],
      ]
      return s > 0 ? pts : [...pts].reverse()
    }
    faces.push(...prism(ring(0.42, 0), ring(0.54, 0), 'leatherBone'))
    faces.push(...prism(ring(0.54, 0), ring(0.58, 0.03), 'leatherBone', { capBottom: false }))
  }
  for (let x = 0.45; x < 2.35; x += 0.3)
    faces.push(seg([x, 0, 0.585], [x + 0.3, 0, 0.585], '#9c7444', { width: 3, dash: [9, 6] }))
  for (const s of [1, -1])
    faces.push(...softBox(0.45, 0.85, s > 0 ? 0.08 : -0.85, s > 0 ? 0.85 : -0.08, 0.58, 0.74, 'linen', { r: 0.07 }))
  faces.push(...softBox(1.3, 1.7, -0.6, 0.6, 0.58, 0.63, 'throwCloth', { r: 0.02 }))
  // Overhead hatch and reading lights.
  faces.push(level(1.2, 1.8, -0.3, 0.3, zc - 0.005, 'lamp', { two: true }))
  faces.push(...box(1.15, 1.85, -0.35, 0.35, zc - 0.03, zc - 0.005, 'frame').map((f) => ({ ...f, layer: -0.6 })))
  /** @type {Array<[number[], number]>} */
  const lamps = [[[1.5, 0, zc - 0.05], 1.4]]
  for (const s of [1, -1]) {
    faces.push(...box(0.3, 0.36, s * 0.9 - 0.03, s * 0.9 + 0.03, 0.95, 1.0, 'brass'))
    lamps.push([[0.33, s * 0.88, 0.97], 0.45])
  }
  return roomScene({
    w,
    h,
    time: 'golden',
    sunAz: 60,
    sunEl: 10,
    seed: 34,
    warm: 0.22,
    sunI: 0.45,
    cam: { pos: [-0.45, 0.15, 1.05], target: [2.3, -0.05, 0.45], focal: 0.5 * w },
    faces,
    lamps,
  })
}

/** Breakfast on the shaded aft deck of the WAMA 42, looking aft over the table to a calm bay. */
export function breakfast42(w, h) {
  const L = W42.L
  const items = []
  const tx0 = 1.6
  const tz = 2.24
  const disc = (cx, cy, r, z0, z1, m, sides = 14) => {
    const ring = (z, rr) =>
      Array.from({ length: sides }, (_, i) => [
        cx + Math.cos((i / sides) * Math.PI * 2) * rr,
        cy + Math.sin((i / sides) * Math.PI * 2) * rr,
        z,
      ])
    return prism(ring(z0, r * 0.92), ring(z1, r), m)
  }
  for (const [x, y] of [
    [tx0 + 0.2, -0.55],
    [tx0 + 0.2, 0.0],
    [tx0 + 0.2, 0.55],
    [tx0 + 0.62, -0.3],
    [tx0 + 0.62, 0.35],
  ]) {
    items.push(...disc(x, y, 0.13, tz, tz + 0.018, 'porcelain'))
    items.push(...disc(x + 0.02, y + 0.19, 0.04, tz, tz + 0.09, 'porcelain', 10))
  }
  items.push(...disc(tx0 + 0.42, 0.0, 0.12, tz, tz + 0.06, 'porcelain'))
  for (const [dx, dy] of [
    [0, 0],
    [0.05, 0.04],
    [-0.04, 0.05],
    [0.02, -0.05],
  ])
    items.push(...disc(tx0 + 0.42 + dx, dy, 0.035, tz + 0.05, tz + 0.11, 'orange', 8))
  items.push(...disc(tx0 + 0.45, -0.45, 0.05, tz, tz + 0.24, 'glassJug', 10))
  items.push(...disc(tx0 + 0.45, 0.55, 0.07, tz, tz + 0.05, 'oak', 12))
  items.push(...softBox(tx0 + 0.05, tx0 + 0.75, -0.75, 0.75, tz, tz + 0.004, 'linen', { r: 0.003 }))
  const boat = { model: 'w42', at: [L / 2, 0], yaw: 0, hull: 'white', reflection: false }
  return seascape({
    w,
    h,
    time: 'golden',
    seed: 35,
    sunAz: 150,
    sunEl: 12,
    clouds: 8,
    light: { amb: '#f0e2cc', ambI: 1.0 },
    cam: { pos: [3.0, -1.35, 3.35], target: [0.4, 0.5, 1.75], focal: 0.6 * w },
    boats: [boat],
    // The table settings sit on the boat's table, so paint them after the boat.
    props: [
      {
        faces: items,
        at: [tx0, 0],
        d: -1e6,
        mats: {
          porcelain: { albedo: '#f6f3ee', gloss: 0.6, shin: 60 },
          orange: { albedo: '#e08a2e', gloss: 0.3 },
          glassJug: { albedo: '#d9e4e8', glass: true, gloss: 0.8, refl: 0.4, opacity: 0.7 },
          oak: { albedo: '#b89470', gloss: 0.1 },
          linen: { albedo: '#efe9de' },
        },
        reflection: false,
      },
    ],
    land: [
      {
        at: 900,
        hm: 75,
        x0: -0.15,
        x1: 0.7,
        color: '#5b5a4c',
        colorTop: '#777360',
        houses: 40,
        houseFrom: 0.4,
        houseTo: 0.9,
        rough: 3,
      },
    ],
  })
}
