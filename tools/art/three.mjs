// A tiny flat-shaded polygon renderer: models are built in metres (x forward, y to port, z up,
// z = 0 the waterline), projected with a pinhole camera and painted back to front as SVG polygons.
import { clamp, css, f1, hex, mix } from './core.mjs'

/**
 * How a part of a model is drawn.
 * @typedef {object} Drawing
 * @property {number} [bias]  moved towards the camera in the painting order
 * @property {number} [layer]
 * @property {number} [op]
 */
/**
 * A polygon of a model.
 * @typedef {Drawing & { p: number[][], m: string, inside?: number[], two?: boolean, seg?: undefined }} Face
 */
/** @typedef {Drawing & { width?: number, dash?: number[] }} StrokeOptions */
/**
 * A line detail of a model (stitching, seams).
 * @typedef {StrokeOptions & { seg: number[][], color: string, p?: undefined, m?: undefined }} Stroke
 */
/** @typedef {Face | Stroke} Part */

export const v = {
  add: (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]],
  sub: (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]],
  mul: (a, k) => [a[0] * k, a[1] * k, a[2] * k],
  dot: (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2],
  cross: (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]],
  len: (a) => Math.hypot(a[0], a[1], a[2]),
  norm: (a) => {
    const l = Math.hypot(a[0], a[1], a[2]) || 1
    return [a[0] / l, a[1] / l, a[2] / l]
  },
}

/** Direction from azimuth (degrees, 0 = +x, 90 = +y) and elevation (degrees). */
export function dirFromAngles(az, el) {
  const a = (az * Math.PI) / 180
  const e = (el * Math.PI) / 180
  return [Math.cos(e) * Math.cos(a), Math.cos(e) * Math.sin(a), Math.sin(e)]
}

export function camera({ pos, target, focal, w, h, roll = 0, shift = [0, 0] }) {
  const f = v.norm(v.sub(target, pos))
  let r = v.norm(v.cross(f, [0, 0, 1]))
  let u = v.cross(r, f)
  if (roll) {
    const c = Math.cos(roll)
    const s = Math.sin(roll)
    const r2 = v.add(v.mul(r, c), v.mul(u, s))
    u = v.add(v.mul(u, c), v.mul(r, -s))
    r = r2
  }
  const cx = w / 2 + shift[0]
  const cy = h / 2 + shift[1]
  const toCam = (p) => {
    const d = v.sub(p, pos)
    return [v.dot(d, r), v.dot(d, u), v.dot(d, f)]
  }
  const project = (p) => {
    const c = toCam(p)
    const z = Math.max(c[2], 0.01)
    return [cx + (focal * c[0]) / z, cy - (focal * c[1]) / z, c[2]]
  }
  /** Screen position of a direction at infinity (sun, horizon). */
  const projectDir = (d) => {
    const c = [v.dot(d, r), v.dot(d, u), v.dot(d, f)]
    const z = Math.max(c[2], 1e-4)
    return [cx + (focal * c[0]) / z, cy - (focal * c[1]) / z, c[2]]
  }
  const flat = v.norm([f[0], f[1], 0])
  const horizonY = projectDir(flat)[1]
  /** World point on the sea plane (z = 0) seen at screen (sx, sy), or null above the horizon. */
  const unprojectSea = (sx, sy) => {
    const d = v.norm(v.add(v.add(v.mul(f, focal), v.mul(r, sx - cx)), v.mul(u, -(sy - cy))))
    if (d[2] >= -1e-6) return null
    const k = -pos[2] / d[2]
    return v.add(pos, v.mul(d, k))
  }
  return { pos, f, r, u, focal, w, h, cx, cy, toCam, project, projectDir, horizonY, unprojectSea }
}

// ---------- meshes ----------

/** A mesh is a list of faces {p: [[x,y,z]...], m: material name, inside?: point for outward normals, two?: double sided}. */
export function quad(a, b, c, d, m, inside) {
  return { p: [a, b, c, d], m, inside }
}

/** A level rectangle at height z between x0–x1 and y0–y1 (a floor, a ceiling, a rug); `extra` adds face settings. */
export function level(x0, x1, y0, y1, z, m, extra = {}) {
  return {
    p: [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ],
    m,
    ...extra,
  }
}

/**
 * Prism between a bottom and a top ring (same count, counter-clockwise seen from above).
 * @param {number[][]} bottom
 * @param {number[][]} top
 * @param {string} m
 * @param {{ capTop?: boolean, capBottom?: boolean, mTop?: string, mSide?: string }} [options]
 * @returns {Face[]}
 */
export function prism(bottom, top, m, { capTop = true, capBottom = true, mTop, mSide } = {}) {
  /** @type {Face[]} */
  const faces = []
  const n = bottom.length
  const cen = [...bottom, ...top].reduce((s, p) => v.add(s, p), [0, 0, 0]).map((x) => x / (2 * n))
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n
    faces.push({ p: [bottom[i], bottom[j], top[j], top[i]], m: mSide ?? m, inside: cen })
  }
  if (capTop) faces.push({ p: [...top], m: mTop ?? m, inside: cen })
  if (capBottom) faces.push({ p: [...bottom].reverse(), m, inside: cen })
  return faces
}

export function box(x0, x1, y0, y1, z0, z1, m, opts) {
  const ring = (z) => [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]
  return prism(ring(z0), ring(z1), m, opts)
}

/** Cylinder-ish tube between two points, for rails and posts. */
export function tube(a, b, radius, m, sides = 6) {
  const axis = v.norm(v.sub(b, a))
  const ref = Math.abs(axis[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0]
  const e1 = v.norm(v.cross(axis, ref))
  const e2 = v.cross(axis, e1)
  const ring = (c) =>
    Array.from({ length: sides }, (_, i) => {
      const t = (i / sides) * Math.PI * 2
      return v.add(c, v.add(v.mul(e1, Math.cos(t) * radius), v.mul(e2, Math.sin(t) * radius)))
    })
  return prism(ring(a), ring(b), m, { capTop: false, capBottom: false })
}

/** Polyline tube through several points. */
export function rail(points, radius, m, sides = 5) {
  const out = []
  for (let i = 0; i < points.length - 1; i++) out.push(...tube(points[i], points[i + 1], radius, m, sides))
  return out
}

/** Moves a model into the world; also used to re-centre it. */
export function transform(faces, { yaw = 0, pitch = 0, roll = 0, at = [0, 0, 0], scale: s = 1 }) {
  const cy = Math.cos(yaw),
    sy = Math.sin(yaw)
  const cp = Math.cos(pitch),
    sp = Math.sin(pitch)
  const cr = Math.cos(roll),
    sr = Math.sin(roll)
  const tp = (p) => {
    let [x, y, z] = [p[0] * s, p[1] * s, p[2] * s]
    // roll about x
    ;[y, z] = [y * cr - z * sr, y * sr + z * cr]
    // pitch about y (positive = bow up)
    ;[x, z] = [x * cp - z * sp, x * sp + z * cp]
    // yaw about z
    ;[x, y] = [x * cy - y * sy, x * sy + y * cy]
    return [x + at[0], y + at[1], z + at[2]]
  }
  return faces.map((fc) =>
    fc.seg ? { ...fc, seg: fc.seg.map(tp) } : { ...fc, p: fc.p.map(tp), inside: fc.inside ? tp(fc.inside) : undefined },
  )
}

// ---------- clipping ----------

function clipZ(pts, keepAbove) {
  const out = []
  const inside = (p) => (keepAbove ? p[2] >= 0 : p[2] <= 0)
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]
    const b = pts[(i + 1) % pts.length]
    const ia = inside(a)
    const ib = inside(b)
    if (ia) out.push(a)
    if (ia !== ib) {
      const t = a[2] / (a[2] - b[2])
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, 0])
    }
  }
  return out
}

function faceNormal(p) {
  // Newell's method: robust for slightly non-planar quads.
  let n = [0, 0, 0]
  for (let i = 0; i < p.length; i++) {
    const a = p[i]
    const b = p[(i + 1) % p.length]
    n = v.add(n, [(a[1] - b[1]) * (a[2] + b[2]), (a[2] - b[2]) * (a[0] + b[0]), (a[0] - b[0]) * (a[1] + b[1])])
  }
  return v.norm(n)
}

/** Clip a polygon (or a segment when closed = false) to the space in front of the camera. */
function clipNear(pts, cam, closed = true) {
  const near = 0.15
  const d = (p) => v.dot(v.sub(p, cam.pos), cam.f)
  if (!closed) {
    let [a, b] = pts
    const da = d(a)
    const db = d(b)
    if (da < near && db < near) return []
    if (da < near) a = v.add(a, v.mul(v.sub(b, a), (near - da) / (db - da)))
    if (db < near) b = v.add(b, v.mul(v.sub(a, b), (near - db) / (da - db)))
    return [a, b]
  }
  if (pts.every((p) => d(p) >= near)) return pts
  const out = []
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]
    const b = pts[(i + 1) % pts.length]
    const da = d(a)
    const db = d(b)
    if (da >= near) out.push(a)
    if (da >= near !== db >= near) out.push(v.add(a, v.mul(v.sub(b, a), (near - da) / (db - da))))
  }
  return out
}

/**
 * Cushion or moulding: a box whose top edges are rounded with two chamfer steps.
 * @param {number} x0 @param {number} x1 @param {number} y0 @param {number} y1 @param {number} z0 @param {number} z1
 * @param {string} m
 * @param {{ r?: number, mTop?: string }} [options]
 * @returns {Face[]}
 */
export function softBox(x0, x1, y0, y1, z0, z1, m, { r = 0.06, mTop } = {}) {
  const ring = (inset, z) => [
    [x0 + inset, y0 + inset, z],
    [x1 - inset, y0 + inset, z],
    [x1 - inset, y1 - inset, z],
    [x0 + inset, y1 - inset, z],
  ]
  const cen = [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2]
  const rings = [ring(0, z0), ring(0, z1 - r), ring(r * 0.3, z1 - r * 0.3), ring(r, z1)]
  /** @type {Face[]} */
  const faces = []
  for (let k = 0; k < rings.length - 1; k++) {
    for (let i = 0; i < 4; i++) {
      const j = (i + 1) % 4
      faces.push({ p: [rings[k][i], rings[k][j], rings[k + 1][j], rings[k + 1][i]], m, inside: cen })
    }
  }
  faces.push({ p: rings[3], m: mTop ?? m, inside: cen })
  faces.push({ p: [...rings[0]].reverse(), m, inside: cen })
  return faces
}

/**
 * Straight line detail in world space, drawn as a stroke (stitching, seams).
 * @param {number[]} a @param {number[]} b @param {string} color
 * @param {StrokeOptions} [options]
 * @returns {Stroke}
 */
export const seg = (a, b, color, { width = 4, dash, op, bias, layer } = {}) => ({
  seg: [a, b],
  color,
  width,
  dash,
  op,
  bias,
  layer,
})

// ---------- shading ----------

/**
 * Materials: {albedo: hex, gloss: 0..1, shin: exponent, glass?: bool, emissive?: hex, emit?: number}
 * Light: {sun: dir, sunColor: hex, sunI: number, amb: hex, ambI, sky: hex, ground: hex (sea bounce), haze: hex, hazeDist: m}
 */
function shade(mat, n, centroid, light, camPos) {
  const a = hex(mat.albedo)
  const sunC = hex(light.sunColor)
  const amb = hex(light.amb)
  const sky = hex(light.sky)
  const ground = hex(light.ground)
  const s = light.sun
  const view = v.norm(v.sub(camPos, centroid))
  const diff = Math.max(0, v.dot(n, s))
  const up = n[2]
  // Hemisphere ambient: sky from above, sea bounce from below.
  const hemi = mix(ground, sky, clamp(0.5 + 0.5 * up))
  const ambC = amb.map((x, i) => x * 0.35 + hemi[i] * 0.65)
  let c
  if (mat.glass) {
    const fres = 0.25 + 0.75 * Math.pow(1 - Math.abs(v.dot(n, view)), 3)
    const refl = mix(ground, sky, clamp(0.5 + 0.7 * up))
    c = a.map((x, i) => x * 0.6 + refl[i] * fres * (mat.refl ?? 0.45))
  } else {
    c = a.map((x, i) => x * (ambC[i] * light.ambI + sunC[i] * light.sunI * diff))
  }
  if (mat.gloss) {
    const hvec = v.norm(v.add(s, view))
    const sp = Math.pow(Math.max(0, v.dot(n, hvec)), mat.shin ?? 40) * mat.gloss * light.sunI
    c = c.map((x, i) => x + sunC[i] * sp)
    // Soft sky sheen on glossy gelcoat.
    const fres = Math.pow(1 - Math.abs(v.dot(n, view)), 4) * mat.gloss * 0.5
    c = c.map((x, i) => x + sky[i] * fres)
  }
  if (mat.emissive) {
    const e = hex(mat.emissive)
    c = c.map((x, i) => x + e[i] * (mat.emit ?? 1))
  }
  if (light.hazeDist) {
    const d = v.len(v.sub(centroid, camPos))
    const k = 1 - Math.exp(-d / light.hazeDist)
    c = mix(c, hex(light.haze), k * (light.hazeMax ?? 0.85))
  }
  return c
}

/**
 * Render faces to SVG. Returns {body, reflection, waterline: [[sx,sy]], bbox}.
 * `water` clips at z = 0 and produces a mirrored reflection layer.
 */
export function render(faces, cam, light, materials, { water = true, reflect = true, stroke = 0.7 } = {}) {
  const items = []
  const refl = []
  const wl = []
  let bbox = [Infinity, Infinity, -Infinity, -Infinity]
  for (const fc of faces) {
    if (fc.seg) {
      // Line details (stitching, plank seams) are painted with their own depth.
      const [a, b] = clipNear(fc.seg, cam, false)
      if (!a || !b) continue
      if (water && (a[2] < 0 || b[2] < 0)) continue
      const mid = v.mul(v.add(a, b), 0.5)
      items.push({
        d: v.dot(v.sub(mid, cam.pos), cam.f) + (fc.bias ?? -0.02),
        layer: fc.layer ?? 0,
        seg: [cam.project(a), cam.project(b)],
        col: fc.color,
        w: fc.width ?? 4,
        dash: fc.dash,
        op: fc.op,
      })
      continue
    }
    const mat = materials[fc.m]
    if (!mat) throw new Error('unknown material ' + fc.m)
    let n = faceNormal(fc.p)
    const cen = fc.p.reduce((s, p) => v.add(s, p), [0, 0, 0]).map((x) => x / fc.p.length)
    if (fc.inside && v.dot(n, v.sub(cen, fc.inside)) < 0) n = v.mul(n, -1)
    const emit = (raw, mirrored) => {
      const pts = clipNear(raw, cam)
      if (pts.length < 3) return
      const cpts = pts.map((p) => cam.project(p))
      const camC = pts.reduce((s, p) => v.add(s, p), [0, 0, 0]).map((x) => x / pts.length)
      let nn = mirrored ? [n[0], n[1], -n[2]] : n
      const toCam = v.sub(cam.pos, camC)
      const facing = v.dot(nn, toCam) > 0
      if (!facing && !fc.two && !mat.two) return
      if (!facing) nn = v.mul(nn, -1)
      const col = shade(
        mat,
        mirrored ? [n[0], n[1], n[2]] : nn,
        mirrored ? [camC[0], camC[1], -camC[2]] : camC,
        light,
        cam.pos,
      )
      // bias pushes interior skins (cockpit liners) behind the outer hull they sit inside.
      const depth = v.dot(v.sub(camC, cam.pos), cam.f) + (fc.bias ?? 0)
      const item = { d: depth, layer: fc.layer ?? 0, pts: cpts, col: css(col), op: mat.opacity }
      ;(mirrored ? refl : items).push(item)
      if (!mirrored)
        for (const p of cpts) {
          bbox = [Math.min(bbox[0], p[0]), Math.min(bbox[1], p[1]), Math.max(bbox[2], p[0]), Math.max(bbox[3], p[1])]
        }
    }
    if (water) {
      const above = clipZ(fc.p, true)
      if (above.length >= 3) {
        emit(above, false)
        if (reflect)
          emit(
            above.map((p) => [p[0], p[1], -p[2]]),
            true,
          )
        if (!fc.noWl) for (const p of above) if (Math.abs(p[2]) < 1e-9) wl.push(p)
      }
    } else emit(fc.p, false)
  }
  const draw = (arr) =>
    arr
      .sort((a, b) => a.layer - b.layer || b.d - a.d)
      .map((it) => {
        if (it.seg) {
          const [a, b] = it.seg
          const sc = cam.focal / Math.max(0.3, (a[2] + b[2]) / 2)
          const wpx = Math.max(0.5, Math.min((it.w * sc) / 1000, 6))
          const dash = it.dash
            ? ` stroke-dasharray="${it.dash.map((x) => f1(Math.max(1, (x * sc) / 1000))).join(' ')}"`
            : ''
          return `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${it.col}" stroke-width="${f1(wpx)}"${dash}${it.op !== undefined ? ` stroke-opacity="${it.op}"` : ''} stroke-linecap="round"/>`
        }
        const op = it.op !== undefined ? ` fill-opacity="${it.op}" stroke-opacity="${it.op}"` : ''
        return `<polygon points="${it.pts.map((p) => f1(p[0]) + ',' + f1(p[1])).join(' ')}" fill="${it.col}" stroke="${it.col}"${op}/>`
      })
      .join('')
  return {
    body: `<g stroke-width="${stroke}" stroke-linejoin="round">${draw(items)}</g>`,
    reflection: `<g stroke-width="${stroke}" stroke-linejoin="round">${draw(refl)}</g>`,
    waterline: wl,
    bbox,
  }
}
