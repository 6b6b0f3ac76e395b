import {
  BufferGeometry,
  CylinderGeometry,
  Float32BufferAttribute,
  Group,
  Mesh,
  TorusGeometry,
  Vector3,
  type Material,
} from 'three'
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js'
import {
  COCKPIT,
  COCKPIT_DEPTH,
  DECKHOUSE_SPAN,
  GUNWALE,
  deckhouseAt,
  stationAt,
  stations,
  toX,
  toY,
  type Station,
} from './lines'
import { DECK_TILE_M, type Materials } from './materials'

/** A surface through rows of points (each row the same length), with UVs in metres along and across. */
export function grid(rows: Vector3[][], tile = 1): BufferGeometry {
  const positions: number[] = []
  const uvs: number[] = []
  const index: number[] = []
  const width = rows[0]?.length ?? 0
  let along = 0
  rows.forEach((row, i) => {
    if (i > 0) along += row[0]!.distanceTo(rows[i - 1]![0]!)
    let across = 0
    row.forEach((p, j) => {
      if (j > 0) across += p.distanceTo(row[j - 1]!)
      positions.push(p.x, p.y, p.z)
      uvs.push(along / tile, across / tile)
    })
  })
  for (let i = 0; i < rows.length - 1; i++) {
    for (let j = 0; j < width - 1; j++) {
      const a = i * width + j
      const b = a + width
      index.push(a, b, a + 1, b, b + 1, a + 1)
    }
  }
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3))
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2))
  geometry.setIndex(index)
  geometry.computeVertexNormals()
  return geometry
}

export function mesh(geometry: BufferGeometry, material: Material, shadows = true): Mesh {
  const m = new Mesh(geometry, material)
  m.castShadow = shadows
  m.receiveShadow = true
  return m
}

export function roundedBox(w: number, h: number, d: number, r: number, material: Material): Mesh {
  return mesh(new RoundedBoxGeometry(w, h, d, 3, Math.min(r, w / 2, h / 2, d / 2)), material)
}

/** Chine height as a share of the hull's depth, and its breadth as a share of the half-beam. */
const CHINE_HEIGHT = 0.3
const CHINE_BREADTH = 0.86

/** One side's section, keel to chine and chine to sheer; `side` 1 is starboard, -1 port. */
function section(s: Station, side: 1 | -1) {
  const depth = s.sheer - s.keel
  const chineY = s.keel + depth * CHINE_HEIGHT
  const bottom: Vector3[] = []
  const topside: Vector3[] = []
  for (let k = 0; k <= 5; k++) {
    const t = k / 5
    bottom.push(new Vector3(s.x, s.keel + depth * CHINE_HEIGHT * t ** 1.15, side * s.halfBeam * CHINE_BREADTH * t))
  }
  // A spray rail: the chine steps out before the topsides rise.
  topside.push(new Vector3(s.x, chineY, side * s.halfBeam * CHINE_BREADTH))
  topside.push(new Vector3(s.x, chineY + 0.012, side * s.halfBeam * 0.93))
  for (let k = 1; k <= 6; k++) {
    const t = k / 6
    topside.push(
      new Vector3(
        s.x,
        chineY + (s.sheer - chineY) * t,
        side * s.halfBeam * (0.93 + 0.07 * Math.sin((t * Math.PI) / 2)),
      ),
    )
  }
  return { bottom, topside }
}

function hullShell(m: Materials): Group {
  const group = new Group()
  const st = stations(56)
  for (const side of [1, -1] as const) {
    const sections = st.map((s) => section(s, side))
    group.add(mesh(grid(sections.map((x) => x.bottom)), m.antifouling))
    group.add(mesh(grid(sections.map((x) => x.topside)), m.hull))
    // A dark accent line a hand's width below the sheer, as on the drawing.
    group.add(
      mesh(
        grid(
          st.slice(0, -2).map((s) => {
            const y = s.sheer - 0.2
            const z = side * (s.halfBeam * 0.999 + 0.003)
            return [new Vector3(s.x, y, z), new Vector3(s.x, y + 0.035, z)]
          }),
        ),
        m.carbon,
        false,
      ),
    )
  }
  // The transom: a fan from its centre to the aft station's outline.
  const aft = st[0]!
  const outline = [
    ...section(aft, -1).topside.reverse(),
    ...section(aft, -1).bottom.reverse().slice(1),
    ...section(aft, 1).bottom.slice(1),
    ...section(aft, 1).topside.slice(1),
  ]
  const centre = new Vector3(aft.x, (aft.sheer + aft.keel) / 2, 0)
  const positions: number[] = []
  for (let i = 0; i < outline.length - 1; i++) {
    for (const p of [centre, outline[i]!, outline[i + 1]!]) positions.push(p.x, p.y, p.z)
  }
  const transom = new BufferGeometry()
  transom.setAttribute('position', new Float32BufferAttribute(positions, 3))
  transom.computeVertexNormals()
  group.add(mesh(transom, m.hull))
  return group
}

function cockpitFloorY(s: Station) {
  return s.sheer - COCKPIT_DEPTH
}

/** Gunwale cap all round, cockpit sole and liner, and the foredeck, in the chosen flooring. */
function decks(m: Materials): Group {
  const deck = new Group()
  const all = stations(56)
  const inner = (s: Station) => Math.max(s.halfBeam - GUNWALE, 0)
  for (const side of [1, -1] as const) {
    deck.add(
      mesh(
        grid(
          all.map((s) => [
            new Vector3(s.x, s.sheer, side * inner(s)),
            new Vector3(s.x, s.sheer + 0.004, side * s.halfBeam),
          ]),
        ),
        m.gelcoat,
      ),
    )
  }
  const cockpit = stations(24, COCKPIT.aft, COCKPIT.fore)
  const floor = mesh(
    grid(
      cockpit.map((s) => [new Vector3(s.x, cockpitFloorY(s), inner(s)), new Vector3(s.x, cockpitFloorY(s), -inner(s))]),
      DECK_TILE_M,
    ),
    m.deck,
  )
  deck.add(floor)
  for (const side of [1, -1] as const) {
    deck.add(
      mesh(
        grid(
          cockpit.map((s) => [
            new Vector3(s.x, s.sheer, side * inner(s)),
            new Vector3(s.x, cockpitFloorY(s), side * inner(s)),
          ]),
        ),
        m.gelcoat,
      ),
    )
  }
  for (const end of [cockpit[0]!, cockpit[cockpit.length - 1]!]) {
    const w = inner(end)
    deck.add(
      mesh(
        grid([
          [new Vector3(end.x, end.sheer, -w), new Vector3(end.x, end.sheer, w)],
          [new Vector3(end.x, cockpitFloorY(end), -w), new Vector3(end.x, cockpitFloorY(end), w)],
        ]),
        m.gelcoat,
      ),
    )
  }
  // Transom top, aft of the cockpit, and the foredeck forward of it.
  const transomTop = stations(2, 40, COCKPIT.aft)
  deck.add(
    mesh(
      grid(transomTop.map((s) => [new Vector3(s.x, s.sheer, inner(s)), new Vector3(s.x, s.sheer, -inner(s))])),
      m.gelcoat,
    ),
  )
  const fore = stations(40, COCKPIT.fore, 371)
  const foredeck = mesh(
    grid(
      fore.map((s) => [
        new Vector3(s.x, s.sheer + 0.002, inner(s)),
        new Vector3(s.x, s.sheer + 0.012, 0),
        new Vector3(s.x, s.sheer + 0.002, -inner(s)),
      ]),
      DECK_TILE_M,
    ),
    m.deck,
  )
  deck.add(foredeck)
  return deck
}

function deckhouse(m: Materials): Group {
  const group = new Group()
  const rows: Vector3[][] = []
  const windows: Vector3[][][] = [[], []]
  const count = 32
  for (let i = 0; i <= count; i++) {
    const u = DECKHOUSE_SPAN.from + ((DECKHOUSE_SPAN.to - DECKHOUSE_SPAN.from) * i) / count
    const s = stationAt(u)
    const { top, halfWidth } = deckhouseAt(u)
    const w = Math.max(halfWidth, 0.02)
    const h = Math.max(top - s.sheer, 0)
    const crown = Math.min(0.05, h * 0.3)
    const row = [
      new Vector3(s.x, s.sheer, w * 1.06),
      new Vector3(s.x, s.sheer + h * 0.55, w * 1.02),
      new Vector3(s.x, top - crown, w * 0.96),
      new Vector3(s.x, top - crown * 0.2, w * 0.7),
      new Vector3(s.x, top, 0),
    ]
    rows.push([
      ...row,
      ...row
        .slice(0, -1)
        .reverse()
        .map((p) => new Vector3(p.x, p.y, -p.z)),
    ])
    if (u > 232 && u < 300) {
      for (const [k, side] of [
        [0, 1],
        [1, -1],
      ] as const) {
        windows[k]!.push([
          new Vector3(s.x, s.sheer + h * 0.58, side * (w * 1.02 + 0.004)),
          new Vector3(s.x, top - crown * 1.1, side * (w * 0.965 + 0.004)),
        ])
      }
    }
  }
  group.add(mesh(grid(rows), m.gelcoat))
  for (const side of windows) group.add(mesh(grid(side), m.tint, false))
  return group
}

/** The raked windscreen round the helm, its top edge, the console, wheel and helm seat. */
function helm(m: Materials): Group {
  const group = new Group()
  const halfWidth = 0.84
  const rows: Vector3[][] = []
  const frame: Vector3[][] = []
  for (let i = 0; i <= 16; i++) {
    const z = -halfWidth + (2 * halfWidth * i) / 16
    const bend = 16 * (z / halfWidth) ** 2
    const base = stationAt(COCKPIT.fore + bend)
    const bottom = new Vector3(toX(COCKPIT.fore + bend), base.sheer, z)
    const top = new Vector3(toX(213 + bend), toY(76), z)
    rows.push([bottom, top])
    frame.push([top, new Vector3(top.x + 0.01, top.y + 0.025, z)])
  }
  group.add(mesh(grid(rows), m.glass, false))
  group.add(mesh(grid(frame), m.carbon, false))

  const s = stationAt(190)
  const floor = s.sheer - COCKPIT_DEPTH
  const console = roundedBox(0.34, COCKPIT_DEPTH + 0.16, 0.72, 0.06, m.gelcoat)
  console.position.set(toX(191), floor + (COCKPIT_DEPTH + 0.16) / 2, 0.38)
  group.add(console)
  const dash = roundedBox(0.2, 0.05, 0.6, 0.02, m.tint)
  dash.position.set(toX(193), floor + COCKPIT_DEPTH + 0.17, 0.38)
  dash.rotation.z = 0.5
  group.add(dash)
  const wheel = mesh(new TorusGeometry(0.17, 0.014, 8, 32), m.steel)
  wheel.position.set(toX(185.5), floor + COCKPIT_DEPTH + 0.07, 0.38)
  wheel.rotation.set(0, Math.PI / 2, 0)
  wheel.rotateX(0.45)
  group.add(wheel)

  const seatStation = stationAt(176)
  const seatFloor = seatStation.sheer - COCKPIT_DEPTH
  const pedestal = mesh(new CylinderGeometry(0.05, 0.07, 0.4, 12), m.steel)
  pedestal.position.set(toX(176), seatFloor + 0.2, 0.38)
  group.add(pedestal)
  const seat = roundedBox(0.42, 0.12, 0.56, 0.05, m.cushion)
  seat.position.set(toX(176), seatFloor + 0.46, 0.38)
  group.add(seat)
  const back = roundedBox(0.12, 0.42, 0.56, 0.05, m.cushion)
  back.position.set(toX(172.5), seatFloor + 0.72, 0.38)
  back.rotation.z = -0.12
  group.add(back)
  return group
}

/** A U-shaped bench round the aft cockpit. */
function seating(m: Materials): Group {
  const group = new Group()
  const aft = stationAt(COCKPIT.aft)
  const floor = aft.sheer - COCKPIT_DEPTH
  const inner = aft.halfBeam - GUNWALE
  const bench = roundedBox(0.5, 0.36, inner * 2 - 0.02, 0.04, m.gelcoat)
  bench.position.set(aft.x + 0.26, floor + 0.18, 0)
  group.add(bench)
  const cushion = roundedBox(0.5, 0.1, inner * 2 - 0.04, 0.045, m.cushion)
  cushion.position.set(aft.x + 0.26, floor + 0.41, 0)
  group.add(cushion)
  const backrest = roundedBox(0.1, 0.3, inner * 2 - 0.04, 0.045, m.cushion)
  backrest.position.set(aft.x + 0.06, floor + 0.58, 0)
  backrest.rotation.z = 0.18
  group.add(backrest)
  for (const side of [1, -1]) {
    const from = toX(COCKPIT.aft) + 0.51
    const to = toX(128)
    const length = to - from
    const sideBench = roundedBox(length, 0.36, 0.48, 0.04, m.gelcoat)
    sideBench.position.set(from + length / 2, floor + 0.18, side * (inner - 0.25))
    group.add(sideBench)
    const sideCushion = roundedBox(length, 0.1, 0.46, 0.045, m.cushion)
    sideCushion.position.set(from + length / 2, floor + 0.41, side * (inner - 0.25))
    group.add(sideCushion)
  }
  return group
}

/** The boat without options: hull, decks, deckhouse, helm and seats. */
export function buildBoat(m: Materials) {
  const group = new Group()
  group.add(hullShell(m), decks(m), deckhouse(m), helm(m), seating(m))
  return group
}

/** Cockpit sole height at station u, for parts that stand in the cockpit. */
export function soleAt(u: number): number {
  return stationAt(u).sheer - COCKPIT_DEPTH
}
