// Geometry of the two WAMA models, in metres. The same hull functions drive the 3D renders and the
// technical line drawings, so profiles, plans and seascapes agree with each other.
import { clamp, lerp, smooth } from './core.mjs'
import { box, prism, quad, rail, seg, softBox, tube } from './three.mjs'

// ---------------- WAMA 26: 7.92 m vacuum-infused GRP monohull ----------------

export const W26 = { L: 7.92, B: 2.59, name: 'WAMA 26' }

/** Hull lines of the WAMA 26 at fraction t of length (0 transom, 1 stem head). */
export function w26Lines(t) {
  const { B } = W26
  const sheer = 0.74 + 0.34 * Math.pow(t, 1.9)
  const keelBase = -0.44 + 0.04 * t
  const fwd = clamp((t - 0.62) / 0.38)
  const keel = lerp(keelBase, sheer - 0.02, Math.pow(fwd, 2.1))
  const u = clamp((t - 0.3) / 0.7)
  const plan = Math.pow(1 - Math.pow(u, 1.7), 0.72)
  const half = (B / 2) * (0.92 + 0.08 * smooth(t / 0.3)) * plan
  const chineHalf = half * 0.84
  const chineZ = Math.min(lerp(-0.1, 0.62, Math.pow(clamp((t - 0.35) / 0.65), 1.7)), sheer - 0.2)
  return { sheer, keel: Math.min(keel, sheer), half, chineHalf, chineZ: Math.max(chineZ, keel), t }
}

/** Starboard section points from keel to sheer; each entry [y, z, tag-of-segment-after]. */
function w26Section(t) {
  const l = w26Lines(t)
  const k = [0, l.keel]
  const c = [l.chineHalf, l.chineZ]
  const bot = (f, bulge) => [lerp(k[0], c[0], f), lerp(k[1], c[1], f) - bulge * l.chineHalf]
  const topZ = (f) => lerp(l.chineZ + 0.03, l.sheer, f)
  const topY = (f) => lerp(l.chineHalf * 1.05, l.half, Math.sqrt(f))
  return [
    [...k, 'bottom'],
    [...bot(0.33, 0.03), 'strake'],
    [...bot(0.36, 0.025), 'bottom'],
    [...bot(0.66, 0.025), 'strake'],
    [...bot(0.69, 0.02), 'bottom'],
    [...c, 'chine'],
    [l.chineHalf * 1.05, l.chineZ + 0.03, 'hull'],
    [topY(0.35), topZ(0.35), 'hull'],
    [topY(0.8), topZ(0.8), 'stripe'],
    [topY(0.86), topZ(0.86), 'hull'],
    [l.half, l.sheer, 'end'],
  ]
}

function hullSkin(sectionFn, L, n, { mat = {}, yOff = 0, mirror = true, tFrom = 0, tTo = 1 } = {}) {
  /** @type {import('./three.mjs').Face[]} */
  const faces = []
  const secs = []
  for (let i = 0; i <= n; i++) {
    const t = lerp(tFrom, tTo, i / n)
    secs.push({ t, pts: sectionFn(t) })
  }
  for (let i = 0; i < n; i++) {
    const A = secs[i]
    const Bs = secs[i + 1]
    for (let j = 0; j < A.pts.length - 1; j++) {
      const tag = A.pts[j][2]
      const m = typeof mat[tag] === 'function' ? mat[tag](A.t) : (mat[tag] ?? tag)
      for (const side of mirror ? [1, -1] : [1]) {
        const P = (s, jj) => [s.t * L, yOff + side * s.pts[jj][0], s.pts[jj][1]]
        const mid = (A.t + Bs.t) / 2
        faces.push(
          quad(P(A, j), P(Bs, j), P(Bs, j + 1), P(A, j + 1), m, [
            mid * L,
            yOff + side * -0.01 * 0,
            (A.pts[0][1] + A.pts[A.pts.length - 1][1]) / 2 + 0.3,
          ]),
        )
      }
    }
  }
  return { faces, secs }
}

const STITCH = '#a9834f'

/** Upholstered cushion with saddle stitching around the top and optional channel seams. */
function cushion(x0, x1, y0, y1, z0, z1, detail, { seams = 0, along = 'x', r = 0.05 } = {}) {
  /** @type {import('./three.mjs').Part[]} */
  const f = softBox(x0, x1, y0, y1, z0, z1, 'cushion', { r })
  if (!detail) return f
  const i = r + 0.025
  const z = z1 + 0.003
  const ring = [
    [x0 + i, y0 + i],
    [x1 - i, y0 + i],
    [x1 - i, y1 - i],
    [x0 + i, y1 - i],
  ]
  const piece = (a, b, n) => {
    /** @type {import('./three.mjs').Stroke[]} */
    const out = []
    for (let k = 0; k < n; k++) {
      const t0 = k / n
      const t1 = (k + 1) / n
      out.push(
        seg([lerp(a[0], b[0], t0), lerp(a[1], b[1], t0), z], [lerp(a[0], b[0], t1), lerp(a[1], b[1], t1), z], STITCH, {
          width: 3,
          dash: [9, 6],
        }),
      )
    }
    return out
  }
  for (let k = 0; k < 4; k++) f.push(...piece(ring[k], ring[(k + 1) % 4], 6))
  for (let k = 1; k <= seams; k++) {
    const t = k / (seams + 1)
    if (along === 'y') {
      const x = lerp(x0, x1, t)
      f.push(...piece([x, y0 + i], [x, y1 - i], 8).map((g) => ({ ...g, color: '#b8ad99', width: 5, dash: undefined })))
    } else {
      const y = lerp(y0, y1, t)
      f.push(...piece([x0 + i, y], [x1 - i, y], 8).map((g) => ({ ...g, color: '#b8ad99', width: 5, dash: undefined })))
    }
  }
  return f
}

/** Teak planking seams on the cockpit sole and the foredeck, broken into short pieces for sorting. */
function deckPlanks(L, cockpitEnd, gw) {
  /** @type {import('./three.mjs').Part[]} */
  const out = []
  const col = '#3b2a1c'
  for (let y = -1.2; y <= 1.2; y += 0.09) {
    for (let x = 0.15; x < L * 0.96; x += 0.35) {
      const xa = x
      const xb = Math.min(x + 0.35, L)
      const ta = xa / L
      const tb = xb / L
      const la = w26Lines(ta)
      const lb = w26Lines(tb)
      if (ta < cockpitEnd) {
        if (tb > cockpitEnd) continue
        if (Math.abs(y) > la.half - gw - 0.03 || Math.abs(y) > lb.half - gw - 0.03) continue
        out.push(seg([xa, y, 0.302], [xb, y, 0.302], col, { width: 4, bias: -0.05 }))
      } else {
        if (Math.abs(y) > la.half - 0.05 || Math.abs(y) > lb.half - 0.05) continue
        if (xa > 0.655 * L && xa < 0.845 * L && Math.abs(y) < 0.78) continue
        const z = (l) => l.sheer + 0.07 * (l.half / 1.3) * (1 - Math.abs(y) / l.half) + 0.002
        out.push(seg([xa, y, z(la)], [xb, y, z(lb)], col, { width: 4, bias: -0.05 }))
      }
    }
  }
  return out
}

/** Full 3D model of the WAMA 26. Options: rollBar, bimini, seats. */
export function wama26({ rollBar = true, bimini = false, outboards = 2, sunpad = true, detail = false } = {}) {
  const { L } = W26
  const n = 44
  const { faces: hull, secs } = hullSkin(w26Section, L, n)
  // Use the hull centreline as "inside" reference per face so normals point outward.
  for (const fc of hull) {
    const x = fc.p[0][0]
    const l = w26Lines(clamp(x / L))
    fc.inside = [fc.p.reduce((s, p) => s + p[0], 0) / 4, 0, (l.keel + l.sheer) / 2 + 0.15]
  }
  /** @type {import('./three.mjs').Part[]} */
  const faces = hull
  // Transom.
  const s0 = secs[0].pts
  const tr = [...s0.map((p) => [0, p[0], p[1]]), ...[...s0].reverse().map((p) => [0, -p[0], p[1]])]
  faces.push({ p: tr, m: 'hull', inside: [1, 0, 0.3] })
  // Swim platform.
  faces.push(...box(-0.55, 0.02, -1.05, 1.05, 0.22, 0.3, 'deck'))
  // Deck: gunwale strips, foredeck, cockpit well.
  const cockpitEnd = 0.64
  const gw = 0.16
  for (let i = 0; i < n; i++) {
    const a = secs[i]
    const b = secs[i + 1]
    const la = w26Lines(a.t)
    const lb = w26Lines(b.t)
    const xa = a.t * L
    const xb = b.t * L
    const inA = Math.max(0, la.half - gw)
    const inB = Math.max(0, lb.half - gw)
    const inC = [xa, 0, la.sheer - 1]
    if (a.t >= cockpitEnd || a.t < 0.02) {
      // Foredeck with a soft crown.
      const crownA = la.sheer + 0.07 * (la.half / 1.3)
      const crownB = lb.sheer + 0.07 * (lb.half / 1.3)
      for (const s of [1, -1]) {
        faces.push({
          ...quad(
            [xa, s * la.half, la.sheer],
            [xb, s * lb.half, lb.sheer],
            [xb, 0, crownB],
            [xa, 0, crownA],
            'deck',
            inC,
          ),
          bias: 0.4,
        })
      }
    } else {
      const sole = 0.3
      for (const s of [1, -1]) {
        faces.push(
          quad(
            [xa, s * la.half, la.sheer],
            [xb, s * lb.half, lb.sheer],
            [xb, s * inB, lb.sheer + 0.01],
            [xa, s * inA, la.sheer + 0.01],
            'gunwale',
            inC,
          ),
        )
        // Inner bulwark (double-sided so the far one shows from outside).
        faces.push({
          ...quad(
            [xa, s * inA, la.sheer + 0.01],
            [xb, s * inB, lb.sheer + 0.01],
            [xb, s * inB, sole],
            [xa, s * inA, sole],
            'liner',
          ),
          two: true,
          bias: 1.2,
        })
        faces.push({
          ...quad([xa, s * inA, sole], [xb, s * inB, sole], [xb, 0, sole], [xa, 0, sole], 'sole'),
          two: true,
          bias: 1.5,
        })
      }
    }
  }
  // Cockpit forward bulkhead.
  const lc = w26Lines(cockpitEnd)
  faces.push({
    p: [
      [cockpitEnd * L, -(lc.half - gw), 0.3],
      [cockpitEnd * L, lc.half - gw, 0.3],
      [cockpitEnd * L, lc.half - gw, lc.sheer],
      [cockpitEnd * L, -(lc.half - gw), lc.sheer],
    ],
    m: 'liner',
    two: true,
  })

  // Helm console with wraparound windshield.
  const cx0 = 0.45 * L
  const cx1 = 0.565 * L
  const cw = 0.55
  faces.push(
    ...prism(
      [
        [cx0, -cw, 0.3],
        [cx1, -cw * 0.8, 0.3],
        [cx1, cw * 0.8, 0.3],
        [cx0, cw, 0.3],
      ],
      [
        [cx0 + 0.05, -cw, 1.32],
        [cx1 - 0.25, -cw * 0.78, 1.32],
        [cx1 - 0.25, cw * 0.78, 1.32],
        [cx0 + 0.05, cw, 1.32],
      ],
      'console',
    ),
  )
  // Dash top.
  faces.push(...box(cx0 + 0.05, cx1 - 0.25, -cw, cw, 1.32, 1.36, 'dark'))
  // Windshield: three raked panes.
  const wsB = [
    [cx1 - 0.3, -cw * 1.12, 1.3],
    [cx1 - 0.02, -cw * 0.5, 1.34],
    [cx1 - 0.02, cw * 0.5, 1.34],
    [cx1 - 0.3, cw * 1.12, 1.3],
  ]
  const wsT = [
    [cx1 - 0.6, -cw * 1.1, 1.78],
    [cx1 - 0.34, -cw * 0.45, 1.8],
    [cx1 - 0.34, cw * 0.45, 1.8],
    [cx1 - 0.6, cw * 1.1, 1.78],
  ]
  for (let i = 0; i < 3; i++) faces.push({ p: [wsB[i], wsB[i + 1], wsT[i + 1], wsT[i]], m: 'glass', two: true })
  faces.push(...rail([wsT[0], wsT[1], wsT[2], wsT[3]], 0.01, 'steel', 4))
  // Leaning post / helm seat.
  faces.push(...box(0.33 * L, 0.4 * L, -0.55, 0.55, 0.3, 0.78, 'console'))
  faces.push(...cushion(0.325 * L, 0.405 * L, -0.58, 0.58, 0.78, 0.92, detail, { seams: 1 }))
  faces.push(...cushion(0.312 * L, 0.335 * L, -0.58, 0.58, 0.92, 1.3, detail, { seams: 0 }))
  // Aft bench across the transom.
  faces.push(...box(0.05, 0.85, -1.0, 1.0, 0.3, 0.7, 'console'))
  faces.push(...cushion(0.05, 0.85, -1.02, 1.02, 0.7, 0.84, detail, { seams: 2, along: 'y' }))
  faces.push(...cushion(0.02, 0.22, -1.02, 1.02, 0.84, 1.18, detail, { seams: 0 }))
  // Bow sunpad.
  if (sunpad) {
    const sx0 = 0.66 * L
    const sx1 = 0.84 * L
    const z0 = w26Lines(0.84).sheer + 0.1
    faces.push(...cushion(sx0, sx1, -0.72, 0.72, z0 - 0.12, z0 + 0.08, detail, { seams: 3, along: 'y', r: 0.07 }))
  }
  // Helm: sloped dash with two displays, a leather wheel and the throttle.
  {
    const dx0 = 0.45 * L + 0.02
    const p0 = [dx0, -0.46, 1.08]
    const p1 = [dx0, 0.46, 1.08]
    const q0 = [dx0 + 0.24, -0.46, 1.34]
    const q1 = [dx0 + 0.24, 0.46, 1.34]
    faces.push({ p: [p0, p1, q1, q0], m: 'dark', inside: [dx0 + 0.3, 0, 1.0] })
    faces.push({ p: [[dx0, -0.46, 1.0], [dx0, 0.46, 1.0], p1, p0], m: 'dark', inside: [dx0 + 0.3, 0, 1.0] })
    const onDash = (u, w) => [dx0 + 0.24 * w - 0.006, u, 1.08 + 0.26 * w + 0.004]
    for (const [a, b] of [
      [-0.42, -0.03],
      [0.03, 0.42],
    ]) {
      faces.push({
        p: [onDash(a, 0.2), onDash(b, 0.2), onDash(b, 0.92), onDash(a, 0.92)],
        m: 'screen',
        inside: [dx0 + 0.3, 0, 1.0],
      })
      if (detail) {
        for (let k = 0; k < 4; k++)
          faces.push(
            seg(
              onDash(a + 0.04, 0.35 + k * 0.15),
              onDash(a + 0.04 + (b - a - 0.08) * (0.4 + (0.5 * ((k * 37) % 10)) / 10), 0.35 + k * 0.15),
              '#C9A96E',
              { width: 3, op: 0.85, bias: -0.03 },
            ),
          )
      }
    }
    const wc = [dx0 - 0.16, -0.22, 1.02]
    const ring = Array.from({ length: 25 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2
      return [wc[0] + Math.sin(a) * 0.19 * 0.5, wc[1] + Math.cos(a) * 0.19, wc[2] + Math.sin(a) * 0.19 * 0.86]
    })
    faces.push(...rail(ring, 0.017, 'leatherDark', 5))
    faces.push(...tube(wc, [dx0 + 0.04, -0.22, 1.12], 0.025, 'steel', 6))
    for (const i of [0, 8, 16]) faces.push(...tube(wc, ring[i], 0.009, 'steel', 4))
    faces.push(...box(dx0 - 0.12, dx0 + 0.02, 0.22, 0.34, 1.0, 1.1, 'dark'))
    faces.push(...tube([dx0 - 0.05, 0.28, 1.1], [dx0 - 0.14, 0.28, 1.28], 0.012, 'steel', 5))
    faces.push(...box(dx0 - 0.17, dx0 - 0.11, 0.24, 0.32, 1.27, 1.32, 'dark'))
  }
  // Grab rail along the console sides.
  for (const s of [1, -1])
    faces.push(
      ...rail(
        [
          [0.46 * L, s * 0.58, 0.75],
          [0.46 * L, s * 0.6, 1.05],
          [0.54 * L, s * 0.5, 1.05],
          [0.54 * L, s * 0.48, 0.75],
        ],
        0.014,
        'steel',
        4,
      ),
    )
  if (detail) faces.push(...deckPlanks(L, 0.64, 0.16))
  // Bow rail.
  const railPts = [0.58, 0.7, 0.8, 0.9, 0.97].map((t) => {
    const l = w26Lines(t)
    return [t * L, Math.max(0.05, l.half - 0.1), l.sheer + 0.32]
  })
  faces.push(...rail(railPts, 0.014, 'steel', 4))
  faces.push(
    ...rail(
      railPts.map((p) => [p[0], -p[1], p[2]]),
      0.014,
      'steel',
      4,
    ),
  )
  faces.push(...tube(railPts[4], [railPts[4][0], -railPts[4][1], railPts[4][2]], 0.014, 'steel', 4))
  for (const p of railPts.slice(0, 4)) {
    for (const s of [1, -1]) {
      const l = w26Lines(p[0] / L)
      faces.push(...tube([p[0], s * p[1], l.sheer], [p[0], s * p[1], p[2]], 0.012, 'steel', 4))
    }
  }
  // Carbon roll bar: two raked legs and a wing-section top.
  if (rollBar) {
    // Swept-back carbon arch with a short T-top canopy over the helm.
    const rx = 0.41 * L
    const lr = w26Lines(0.41)
    const top = 2.22
    const yIn = lr.half - 0.2
    for (const s of [1, -1]) {
      faces.push(
        ...prism(
          [
            [rx - 0.2, s * (yIn + 0.04), lr.sheer],
            [rx + 0.16, s * (yIn + 0.04), lr.sheer],
            [rx + 0.16, s * (yIn - 0.03), lr.sheer],
            [rx - 0.2, s * (yIn - 0.03), lr.sheer],
          ],
          [
            [rx - 0.72, s * 0.84, top],
            [rx - 0.44, s * 0.84, top],
            [rx - 0.44, s * 0.78, top],
            [rx - 0.72, s * 0.78, top],
          ],
          'carbon',
        ),
      )
    }
    faces.push(
      ...prism(
        [
          [rx - 1.05, -0.9, top - 0.02],
          [rx + 0.45, -0.86, top - 0.06],
          [rx + 0.45, 0.86, top - 0.06],
          [rx - 1.05, 0.9, top - 0.02],
        ],
        [
          [rx - 1.02, -0.88, top + 0.05],
          [rx + 0.4, -0.84, top + 0.01],
          [rx + 0.4, 0.84, top + 0.01],
          [rx - 1.02, 0.88, top + 0.05],
        ],
        'carbon',
      ),
    )
  }
  if (bimini) {
    faces.push(...box(0.1 * L, 0.42 * L, -1.05, 1.05, 1.9, 1.96, 'canvas'))
    for (const s of [1, -1])
      faces.push(...tube([0.42 * L, s * 1.05, 0.95], [0.42 * L, s * 1.05, 1.93], 0.02, 'steel', 4))
  }
  // Outboards hung on the transom.
  const obY = outboards === 2 ? [0.42, -0.42] : outboards === 1 ? [0] : []
  for (const y of obY) faces.push(...outboard(-0.15, y, 0.72, 0.9, -0.8))
  return faces
}

/** An outboard motor: cowling, midsection, leg and skeg. x is the transom mount. */
function outboard(x, y, zTop, k = 1, legBottom = -0.55) {
  /** @type {import('./three.mjs').Part[]} */
  const f = []
  const w = 0.3 * k
  // Cowling as a rounded, slightly tapered ring (eight facets) so it reads as a moulded shape.
  const ring = (x0, x1, hw, z) => [
    [x0, y - hw * 0.7, z],
    [x0 + (x1 - x0) * 0.25, y - hw, z],
    [x0 + (x1 - x0) * 0.8, y - hw * 0.95, z],
    [x1, y - hw * 0.6, z],
    [x1, y + hw * 0.6, z],
    [x0 + (x1 - x0) * 0.8, y + hw * 0.95, z],
    [x0 + (x1 - x0) * 0.25, y + hw, z],
    [x0, y + hw * 0.7, z],
  ]
  const back = x - 0.8 * k
  f.push(
    ...prism(ring(back, x - 0.06, w * 0.92, zTop - 0.05), ring(back + 0.02, x - 0.05, w, zTop + 0.2 * k), 'cowlDark'),
  )
  f.push(
    ...prism(
      ring(back + 0.02, x - 0.05, w, zTop + 0.2 * k),
      ring(back + 0.04, x - 0.12, w * 0.98, zTop + 0.5 * k),
      'cowl',
    ),
  )
  f.push(
    ...prism(
      ring(back + 0.04, x - 0.12, w * 0.98, zTop + 0.5 * k),
      ring(back + 0.12, x - 0.3, w * 0.7, zTop + 0.64 * k),
      'cowl',
    ),
  )
  f.push(
    ...prism(
      ring(back + 0.12, x - 0.12, w * 0.5, zTop - 0.6),
      ring(back + 0.02, x - 0.06, w * 0.85, zTop - 0.05),
      'cowlDark',
      { capTop: false },
    ),
  )
  f.push(...box(x - 0.58 * k, x - 0.2, y - 0.06, y + 0.06, legBottom, zTop - 0.55, 'cowlDark'))
  f.push(...box(x - 0.7 * k, x - 0.15, y - 0.15, y + 0.15, zTop - 0.8, zTop - 0.76, 'cowlDark'))
  return f
}

// ---------------- WAMA 42: 12.8 m aluminium power catamaran ----------------

export const W42 = { L: 12.8, B: 6.55, hullHalf: 0.82, hullY: 6.55 / 2 - 0.82, name: 'WAMA 42' }

export function w42Lines(t) {
  const { hullHalf } = W42
  const sheer = 1.42 + 0.22 * Math.pow(t, 2)
  const fwd = clamp((t - 0.8) / 0.2)
  const keel = lerp(-0.62, -0.2, Math.pow(fwd, 1.6))
  const u = clamp((t - 0.5) / 0.5)
  const half = hullHalf * Math.pow(1 - Math.pow(u, 2.6), 0.55) * (0.9 + 0.1 * smooth(t / 0.3))
  return { sheer, keel, half, t }
}

function w42Section(t) {
  const l = w42Lines(t)
  const h = l.half
  return [
    [0, l.keel, 'bottom'],
    [h * 0.45, l.keel + 0.18, 'bottom'],
    [h * 0.82, l.keel + 0.42, 'bottom'],
    [h * 0.97, l.keel + 0.7, 'hull'],
    [h, 0.35, 'hull'],
    [h, 0.72, 'hullWin'],
    [h, 0.9, 'hull'],
    [h * 0.99, l.sheer - 0.1, 'stripe'],
    [h * 0.985, l.sheer - 0.04, 'hull'],
    [h * 0.98, l.sheer, 'end'],
  ]
}

export function wama42({ lights = false, saloon = true } = {}) {
  const { L, hullY } = W42
  const n = 40
  /** @type {import('./three.mjs').Part[]} */
  const faces = []
  const winMat = (t) => ((t > 0.22 && t < 0.42) || (t > 0.5 && t < 0.74) ? 'hullGlass' : 'hull')
  const innerWin = () => 'hull'
  for (const side of [1, -1]) {
    const yc = side * hullY
    // Each hull is asymmetric in use; render outboard and inboard skins separately.
    for (const out of [1, -1]) {
      const fn = (t) => w42Section(t).map(([y, z, tag]) => [out * side * y, z, tag])
      const { faces: f } = hullSkin(fn, L, n, {
        mat: { hullWin: out === 1 ? winMat : innerWin },
        yOff: yc,
        mirror: false,
      })
      for (const fc of f) {
        const x = fc.p.reduce((s, p) => s + p[0], 0) / 4
        fc.inside = [x, yc, 0.5]
      }
      faces.push(...f)
    }
    // Transom of the hull.
    const s0 = w42Section(0)
    faces.push({
      p: [...s0.map((p) => [0, yc + p[0], p[1]]), ...[...s0].reverse().map((p) => [0, yc - p[0], p[1]])],
      m: 'hull',
      inside: [1, yc, 0.5],
    })
    // Outboard per hull.
    faces.push(...outboard(-0.15, yc, 1.05, 1.25, -0.9))
    // Swim step.
    faces.push(...box(-0.5, 0.02, yc - 0.6, yc + 0.6, 0.3, 0.4, 'deck'))
  }
  // Bridgedeck between the hulls (wet deck underneath at 0.8 m).
  const bx0 = 0.06 * L
  const bx1 = 0.86 * L
  const inner = hullY - 0.3
  faces.push(
    ...prism(
      [
        [bx0, -inner, 0.82],
        [bx1 - 0.7, -inner, 0.82],
        [bx1 - 0.7, inner, 0.82],
        [bx0, inner, 0.82],
      ],
      [
        [bx0, -inner, 1.5],
        [bx1, -inner, 1.5],
        [bx1, inner, 1.5],
        [bx0, inner, 1.5],
      ],
      'hull',
      { mTop: 'deck' },
    ),
  )
  for (const fc of faces.slice(-6)) if (fc.m === 'hull') fc.m = 'tunnel'
  // Deck over hulls (flat, from transom to bow).
  const dn = 24
  for (let i = 0; i < dn; i++) {
    const ta = i / dn
    const tb = (i + 1) / dn
    const la = w42Lines(ta)
    const lb = w42Lines(tb)
    for (const side of [1, -1]) {
      const yc = side * hullY
      faces.push(
        quad(
          [ta * L, yc - la.half * 0.98, la.sheer],
          [tb * L, yc - lb.half * 0.98, lb.sheer],
          [tb * L, yc + lb.half * 0.98, lb.sheer],
          [ta * L, yc + la.half * 0.98, la.sheer],
          'deck',
          [ta * L, yc, 0],
        ),
      )
    }
  }
  // Foredeck trampoline/sunpad region between hulls.
  faces.push(...box(0.7 * L, 0.84 * L, -1.6, 1.6, 1.5, 1.64, 'cushion'))
  // Saloon: white base, dark glazing band, white roof that extends aft as the cockpit hardtop.
  const sx0 = 0.24 * L
  const sx1 = 0.66 * L
  const sw = W42.B / 2 - 0.55
  const ring = (x0, x1, w, z, rakeFront = 0, taper = 0) => [
    [x0, -w, z],
    [x1 - rakeFront, -(w - taper), z],
    [x1 - rakeFront, w - taper, z],
    [x0, w, z],
  ]
  faces.push(...prism(ring(sx0, sx1, sw, 1.5), ring(sx0, sx1 - 0.1, sw, 2.15, 0, 0.05), 'super'))
  faces.push(
    ...prism(
      ring(sx0 + 0.05, sx1 - 0.1, sw - 0.04, 2.15, 0, 0.05),
      ring(sx0 + 0.05, sx1 - 0.95, sw - 0.12, 3.3, 0, 0.3),
      'glass',
      { capTop: false, capBottom: false },
    ),
  )
  // Roof / hardtop with overhang aft over the cockpit.
  const rx0 = 0.06 * L
  faces.push(
    ...prism(
      ring(rx0, sx1 - 0.85, sw + 0.05, 3.3, 0, 0.35),
      ring(rx0 + 0.05, sx1 - 1.05, sw + 0.05, 3.48, 0, 0.4),
      'super',
    ),
  )
  // Hardtop posts aft.
  for (const s of [1, -1])
    faces.push(...box(rx0 + 0.15, rx0 + 0.3, s * (sw - 0.1) - 0.06, s * (sw - 0.1) + 0.06, 1.5, 3.3, 'super'))
  // Flybridge: helm console, seating, bulwark rail and its own hardtop on slim posts.
  const fx0 = 0.3 * L
  const fx1 = 0.58 * L
  faces.push(...box(fx1 - 1.1, fx1 - 0.4, -1.1, 0.2, 3.48, 4.35, 'super'))
  faces.push(...box(fx1 - 1.05, fx1 - 0.6, -1.05, 0.15, 4.35, 4.62, 'glass'))
  faces.push(...box(fx0, fx0 + 0.7, -sw + 0.4, sw - 0.4, 3.48, 3.95, 'super'))
  faces.push(...box(fx0 - 0.02, fx0 + 0.72, -sw + 0.38, sw - 0.38, 3.95, 4.08, 'cushion'))
  faces.push(...box(fx0 - 0.02, fx0 + 0.14, -sw + 0.38, sw - 0.38, 4.08, 4.45, 'cushion'))
  const flyRail = [
    [fx0 - 0.6, -sw + 0.1, 4.4],
    [fx1 + 0.2, -sw + 0.25, 4.4],
    [fx1 + 0.55, 0, 4.4],
    [fx1 + 0.2, sw - 0.25, 4.4],
    [fx0 - 0.6, sw - 0.1, 4.4],
  ]
  faces.push(...rail(flyRail, 0.02, 'steel', 4))
  for (const p of flyRail) faces.push(...tube([p[0], p[1], 3.48], p, 0.018, 'steel', 4))
  const tx0 = fx0 - 0.3
  const tx1 = fx1 + 0.15
  const tw = sw - 0.35
  faces.push(...prism(ring(tx0, tx1, tw, 5.55, 0, 0.25), ring(tx0 + 0.05, tx1 - 0.1, tw, 5.68, 0, 0.3), 'super'))
  for (const s of [1, -1]) {
    faces.push(...tube([tx0 + 0.2, s * (tw - 0.1), 3.48], [tx0 + 0.2, s * (tw - 0.1), 5.55], 0.04, 'steel', 5))
    faces.push(...tube([tx1 - 0.3, s * (tw - 0.35), 3.48], [tx1 - 0.35, s * (tw - 0.35), 5.55], 0.04, 'steel', 5))
  }
  // Aft cockpit: settee across the stern and a teak table on a stainless pedestal.
  faces.push(...box(0.8, 1.4, -1.9, 1.9, 1.5, 1.92, 'super'))
  faces.push(...softBox(0.8, 1.42, -1.92, 1.92, 1.92, 2.04, 'cushion', { r: 0.04 }))
  faces.push(...softBox(0.74, 0.94, -1.92, 1.92, 2.04, 2.42, 'cushion', { r: 0.05 }))
  faces.push(...softBox(1.6, 2.4, -0.85, 0.85, 2.18, 2.24, 'teakTop', { r: 0.02 }))
  faces.push(...box(1.95, 2.05, -0.05, 0.05, 1.5, 2.18, 'steel'))
  // Bow pulpits.
  for (const side of [1, -1]) {
    const yc = side * hullY
    const pts = [0.62, 0.75, 0.88, 0.97].map((t) => {
      const l = w42Lines(t)
      return [t * L, yc + side * Math.max(0.05, l.half - 0.08), l.sheer + 0.7]
    })
    faces.push(...rail(pts, 0.016, 'steel', 4))
    for (const p of pts) faces.push(...tube([p[0], p[1], w42Lines(p[0] / L).sheer], p, 0.014, 'steel', 4))
  }
  if (lights) {
    for (const fc of faces) if (fc.m === 'glass' || fc.m === 'hullGlass') fc.m = 'litGlass'
  }
  if (!saloon) {
    // Interior views build their own saloon; drop the exterior shell that would wall the camera in.
    const inSaloon = (p) => p[0] > sx0 - 0.2 && p[0] < sx1 + 0.2 && Math.abs(p[1]) < sw + 0.2 && p[2] > 1.49
    return faces.filter((fc) => !(fc.p && fc.p.every(inSaloon)))
  }
  return faces
}
