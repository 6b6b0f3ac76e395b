import {
  AdditiveBlending,
  CatmullRomCurve3,
  CircleGeometry,
  CylinderGeometry,
  Group,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  SphereGeometry,
  TubeGeometry,
  Vector3,
  type Material,
  type Object3D,
  type Texture,
} from 'three'
import type { EngineLook, PartId } from '@/lib/configurator/visible-parts'
import { GUNWALE, deckhouseAt, stationAt, toX, toY } from './lines'
import type { Materials } from './materials'
import { grid, mesh, roundedBox, soleAt } from './model'

/** A group whose origin is `anchor`, so that scaling it grows the part out of where it is fixed. */
function anchored(anchor: Vector3, ...children: Object3D[]): Group {
  const outer = new Group()
  outer.position.copy(anchor)
  const inner = new Group()
  inner.position.copy(anchor).multiplyScalar(-1)
  inner.add(...children)
  outer.add(inner)
  return outer
}

function tube(points: Vector3[], radius: number, material: Material, tension = 0.1): Mesh {
  const curve = new CatmullRomCurve3(points, false, 'catmullrom', tension)
  return mesh(new TubeGeometry(curve, Math.max(8, points.length * 6), radius, 8, false), material)
}

function rod(from: Vector3, to: Vector3, radius: number, material: Material): Mesh {
  const length = from.distanceTo(to)
  const m = mesh(new CylinderGeometry(radius, radius, length, 10), material)
  m.position.copy(from).add(to).multiplyScalar(0.5)
  m.quaternion.setFromUnitVectors(new Vector3(0, 1, 0), to.clone().sub(from).normalize())
  return m
}

const at = (u: number, drawingY: number, z = 0) => new Vector3(toX(u), toY(drawingY), z)
const innerHalf = (u: number) => stationAt(u).halfBeam - GUNWALE
const sheerAt = (u: number, z = 0) => new Vector3(toX(u), stationAt(u).sheer, z)

/** A canopy over [fromU, toU] whose height follows `heightAt` (drawing y) and crowns across the beam. */
function canopy(
  fromU: number,
  toU: number,
  heightAt: (u: number) => number,
  width: (u: number) => number,
  crown: number,
  material: Material,
) {
  const rows: Vector3[][] = []
  for (let i = 0; i <= 12; i++) {
    const u = fromU + ((toU - fromU) * i) / 12
    const w = width(u)
    const row: Vector3[] = []
    for (let j = 0; j <= 10; j++) {
      const z = -w + (2 * w * j) / 10
      row.push(new Vector3(toX(u), toY(heightAt(u)) + crown * (1 - (z / w) ** 2), z))
    }
    rows.push(row)
  }
  return mesh(grid(rows), material)
}

function rollBar(m: Materials): Group {
  const parts: Object3D[] = []
  const top: Vector3[] = []
  for (const side of [1, -1]) {
    const z = (u: number) => side * (innerHalf(u) + GUNWALE * 0.5)
    const legs = [sheerAt(146, z(146)), at(156, 58, side * 0.92), at(192, 56, side * 0.92), sheerAt(200, z(200))]
    parts.push(tube(legs, 0.045, m.carbon, 0.05))
    top.push(legs[1]!, legs[2]!)
  }
  const [a1, a2, b1, b2] = top
  parts.push(rod(a1!, b1!, 0.045, m.carbon), rod(a2!, b2!, 0.045, m.carbon))
  const plate = roundedBox(toX(192) - toX(156) + 0.06, 0.04, 1.84, 0.02, m.carbon)
  plate.position.set((toX(156) + toX(192)) / 2, toY(57) + 0.02, 0)
  parts.push(plate)
  return anchored(sheerAt(174), ...parts)
}

function bimini(m: Materials): Group {
  const height = (u: number) => {
    const t = (u - 116) / (208 - 116)
    return 58 - 10 * Math.sin(t * Math.PI)
  }
  const width = () => 1.12
  const top = canopy(116, 208, height, width, 0.08, m.canvas)
  const poles: Object3D[] = []
  for (const side of [1, -1]) {
    const z = side * 1.1
    poles.push(rod(sheerAt(114, side * innerHalf(114)), at(122, 57.5, z), 0.014, m.steel))
    poles.push(rod(sheerAt(206, side * innerHalf(206)), at(200, 55.5, z), 0.014, m.steel))
  }
  return anchored(at(160, 52), top, ...poles)
}

function sunAwning(m: Materials): Group {
  const height = (u: number) => 64.5 - ((u - 42) / 88) * 4.5
  const sheet = canopy(42, 130, height, () => 1.18, 0.03, m.canvas)
  const poles: Object3D[] = []
  for (const side of [1, -1]) {
    poles.push(rod(sheerAt(44, side * innerHalf(44)), at(48, 64.5, side * 1.16), 0.018, m.carbon))
    poles.push(rod(sheerAt(126, side * innerHalf(126)), at(124, 60.5, side * 1.16), 0.018, m.carbon))
  }
  return anchored(at(86, 62), sheet, ...poles)
}

function transomPlatform(m: Materials): Group {
  const w = stationAt(40).halfBeam * 1.7
  const teak = roundedBox(toX(46) - toX(12), 0.07, w, 0.02, m.teak)
  teak.position.set((toX(12) + toX(46)) / 2, toY(139.5), 0)
  return anchored(at(46, 139.5), teak)
}

function sidePlatforms(m: Materials): Group {
  const parts: Object3D[] = []
  for (const side of [1, -1]) {
    const s = stationAt(124)
    const p = roundedBox(toX(152) - toX(96), 0.05, 0.46, 0.02, m.carbon)
    p.position.set(toX(124), toY(112.5), side * (s.halfBeam + 0.24))
    parts.push(p)
  }
  return anchored(at(124, 112.5), ...parts)
}

function bowSunPad(m: Materials): Group {
  const u = 274
  const roof = deckhouseAt(u).top
  const pad = roundedBox(toX(300) - toX(248), 0.1, 1.0, 0.05, m.cushion)
  pad.position.set(toX(u), roof + 0.04, 0)
  pad.rotation.z = -0.05
  const pillow = roundedBox(0.22, 0.1, 0.9, 0.05, m.cushion)
  pillow.position.set(toX(296), roof + 0.1, 0)
  return anchored(new Vector3(toX(u), roof, 0), pad, pillow)
}

function rails(m: Materials): Group {
  const points: Vector3[] = []
  const stanchions: Object3D[] = []
  const us = [250, 275, 300, 320, 338, 352, 362]
  const rise = 0.3
  for (const u of [...us].reverse()) {
    const s = stationAt(u)
    points.push(new Vector3(s.x, s.sheer + rise, -(s.halfBeam - 0.05)))
  }
  points.push(new Vector3(toX(371), stationAt(369).sheer + rise, 0))
  for (const u of us) {
    const s = stationAt(u)
    points.push(new Vector3(s.x, s.sheer + rise, s.halfBeam - 0.05))
  }
  for (const u of [250, 300, 338]) {
    const s = stationAt(u)
    for (const side of [1, -1]) {
      const z = side * (s.halfBeam - 0.05)
      stanchions.push(rod(new Vector3(s.x, s.sheer, z), new Vector3(s.x, s.sheer + rise, z), 0.012, m.steel))
    }
  }
  return anchored(sheerAt(320), tube(points, 0.016, m.steel, 0.3), ...stanchions)
}

function underwaterLights(glow: Texture): Group {
  const parts: Object3D[] = []
  const light = new MeshBasicMaterial({ color: '#9fe9ff' })
  const halo = new MeshBasicMaterial({
    color: '#3fc6f0',
    map: glow,
    transparent: true,
    blending: AdditiveBlending,
    depthWrite: false,
    opacity: 0.65,
  })
  for (const z of [-0.55, 0.55]) {
    const lamp = new Mesh(new CircleGeometry(0.05, 16), light)
    lamp.position.set(toX(40) - 0.004, -0.12, z)
    lamp.rotation.y = -Math.PI / 2
    parts.push(lamp)
    const pool = new Mesh(new PlaneGeometry(3.2, 1.7), halo)
    pool.rotation.x = -Math.PI / 2
    pool.position.set(toX(40) - 1.2, 0.004, z * 1.3)
    pool.renderOrder = 2
    parts.push(pool)
  }
  return anchored(at(40, 144), ...parts)
}

function bowRoller(m: Materials): Group {
  const s = stationAt(364)
  const arm = roundedBox(0.5, 0.05, 0.12, 0.02, m.steel)
  arm.position.set(toX(372), s.sheer + 0.03, 0)
  const roller = mesh(new CylinderGeometry(0.04, 0.04, 0.1, 14), m.steel)
  roller.rotation.x = Math.PI / 2
  roller.position.set(toX(372) + 0.25, s.sheer + 0.02, 0)
  const anchor = roundedBox(0.3, 0.05, 0.2, 0.02, m.steel)
  anchor.position.set(toX(372) + 0.2, s.sheer - 0.06, 0)
  anchor.rotation.z = -0.9
  return anchored(sheerAt(366), arm, roller, anchor)
}

function swimLadder(m: Materials): Group {
  const s = stationAt(40)
  const x = s.x - 0.06
  const parts: Object3D[] = []
  for (const z of [0.56, 0.86])
    parts.push(rod(new Vector3(x, s.sheer + 0.05, z), new Vector3(x - 0.08, -0.7, z), 0.014, m.steel))
  for (let i = 0; i < 5; i++) {
    const y = s.sheer - 0.1 - i * 0.3
    const dx = ((s.sheer + 0.05 - y) / (s.sheer + 0.75)) * 0.08
    parts.push(rod(new Vector3(x - dx, y, 0.56), new Vector3(x - dx, y, 0.86), 0.012, m.steel))
  }
  return anchored(new Vector3(x, s.sheer, 0.71), ...parts)
}

/** Two speaker pods under the roll bar's top, or set into the cockpit sides when there is no roll bar. */
function speakers(m: Materials): Group {
  const pods = (positions: Vector3[], hang: boolean) =>
    positions.map((p) => {
      const pod = new Group()
      const can = mesh(new CylinderGeometry(0.09, 0.11, 0.26, 18), m.engine)
      can.rotation.z = Math.PI / 2
      const cone = mesh(new CircleGeometry(0.085, 18), m.steel)
      cone.position.x = -0.131
      cone.rotation.y = -Math.PI / 2
      pod.add(can, cone)
      pod.position.copy(p)
      if (hang) pod.position.y -= 0.12
      return pod
    })
  const onBar = new Group()
  onBar.name = 'on-roll-bar'
  onBar.add(...pods([at(174, 57, 0.62), at(174, 57, -0.62)], true))
  const onSides = new Group()
  onSides.name = 'on-coaming'
  const side = pods(
    [
      new Vector3(toX(110), soleAt(110) + 0.3, innerHalf(110) - 0.02),
      new Vector3(toX(110), soleAt(110) + 0.3, -innerHalf(110) + 0.02),
    ],
    false,
  )
  side.forEach((pod, i) => pod.rotation.set(0, i === 0 ? -Math.PI / 2 : Math.PI / 2, 0))
  onSides.add(...side)
  return anchored(at(174, 57), onBar, onSides)
}

function surfTabs(m: Materials): Group {
  const parts: Object3D[] = []
  for (const z of [0.7, -0.7]) {
    const tab = roundedBox(0.32, 0.02, 0.42, 0.008, m.drive)
    tab.position.set(toX(40) - 0.14, toY(148.5), z)
    tab.rotation.z = 0.25
    parts.push(tab)
  }
  return anchored(at(40, 148), ...parts)
}

function surfboardRacks(m: Materials): Group {
  const parts: Object3D[] = []
  for (const side of [1, -1]) {
    const board = mesh(new SphereGeometry(1, 32, 12), m.board)
    board.scale.set(0.82, 0.25, 0.03)
    board.position.set(toX(176), toY(74), side * 1.2)
    const stripe = mesh(new SphereGeometry(1, 24, 8), m.carbon)
    stripe.scale.set(0.6, 0.03, 0.032)
    stripe.position.copy(board.position)
    parts.push(board, stripe)
    for (const u of [160, 190]) parts.push(rod(at(u, 66, side * 0.92), at(u, 80, side * 1.2), 0.012, m.steel))
  }
  return anchored(at(176, 66), ...parts)
}

function mooringCover(m: Materials): Group {
  const cover = canopy(
    40,
    212,
    (u) => (stationAt(u).sheer <= 0 ? 0 : 105 - 3 * Math.sin(((u - 40) / 172) * Math.PI)),
    (u) => stationAt(u).halfBeam + 0.02,
    0.12,
    m.cover,
  )
  return anchored(sheerAt(120), cover)
}

function consoleCover(m: Materials): Group {
  const cover = roundedBox(0.44, 0.34, 0.82, 0.08, m.cover)
  const y = soleAt(190) + 0.52 + 0.12
  cover.position.set(toX(190), y, 0.38)
  return anchored(new Vector3(toX(190), soleAt(190) + 0.5, 0.38), cover)
}

function cockpitTable(m: Materials): Group {
  const sole = soleAt(92)
  const top = roundedBox(0.9, 0.04, 0.6, 0.02, m.teak)
  top.position.set(toX(92), sole + 0.7, 0)
  const leg = mesh(new CylinderGeometry(0.035, 0.035, 0.68, 12), m.steel)
  leg.position.set(toX(92), sole + 0.34, 0)
  return anchored(new Vector3(toX(92), sole, 0), top, leg)
}

export function buildPart(id: Exclude<PartId, 'ballast'>, m: Materials, glow: Texture): Group {
  switch (id) {
    case 'roll-bar':
      return rollBar(m)
    case 'bimini':
      return bimini(m)
    case 'sun-awning':
      return sunAwning(m)
    case 'transom-platform':
      return transomPlatform(m)
    case 'side-platforms':
      return sidePlatforms(m)
    case 'bow-sun-pad':
      return bowSunPad(m)
    case 'rails':
      return rails(m)
    case 'underwater-lights':
      return underwaterLights(glow)
    case 'bow-roller':
      return bowRoller(m)
    case 'swim-ladder':
      return swimLadder(m)
    case 'speakers':
      return speakers(m)
    case 'surf-tabs':
      return surfTabs(m)
    case 'surfboard-racks':
      return surfboardRacks(m)
    case 'mooring-cover':
      return mooringCover(m)
    case 'console-cover':
      return consoleCover(m)
    case 'cockpit-table':
      return cockpitTable(m)
  }
}

function outboard(m: Materials, z: number): Group {
  const s = stationAt(40)
  const x = s.x - 0.42
  const cowl = roundedBox(0.62, 0.72, 0.46, 0.16, m.engine)
  cowl.position.set(x - 0.02, s.sheer + 0.24, z)
  const band = roundedBox(0.64, 0.05, 0.47, 0.02, m.steel)
  band.position.set(x - 0.02, s.sheer - 0.08, z)
  const leg = roundedBox(0.3, 1.1, 0.14, 0.05, m.engine)
  leg.position.set(x + 0.04, s.sheer - 0.66, z)
  const gear = mesh(new CylinderGeometry(0.07, 0.05, 0.5, 14), m.engine)
  gear.rotation.z = Math.PI / 2
  gear.position.set(x + 0.02, -0.58, z)
  const prop = mesh(new CylinderGeometry(0.17, 0.17, 0.04, 3), m.steel)
  prop.rotation.z = Math.PI / 2
  prop.position.set(x - 0.26, -0.58, z)
  const bracket = roundedBox(0.3, 0.3, 0.3, 0.04, m.drive)
  bracket.position.set(s.x - 0.12, s.sheer - 0.2, z)
  return anchored(new Vector3(s.x, s.sheer, z), cowl, band, leg, gear, prop, bracket)
}

function driveLeg(m: Materials, z: number): Group {
  const s = stationAt(44)
  const leg = roundedBox(0.18, 0.7, 0.14, 0.05, m.drive)
  leg.position.set(s.x - 0.3, -0.18, z)
  leg.rotation.z = -0.35
  const housing = roundedBox(0.32, 0.22, 0.26, 0.08, m.drive)
  housing.position.set(s.x - 0.16, 0.1, z)
  const prop = mesh(new CylinderGeometry(0.16, 0.16, 0.05, 3), m.steel)
  prop.rotation.z = Math.PI / 2
  prop.position.set(s.x - 0.52, -0.45, z)
  return anchored(new Vector3(s.x, 0.1, z), housing, leg, prop)
}

function shaftDrive(m: Materials, z: number): Group {
  const shaft = rod(at(124, 154, z), at(66, 162, z), 0.02, m.steel)
  const strut = rod(at(70, 154, z), at(70, 162, z), 0.015, m.drive)
  const prop = mesh(new CylinderGeometry(0.17, 0.17, 0.04, 3), m.steel)
  prop.rotation.z = Math.PI / 2
  prop.position.copy(at(62, 163, z))
  const rudder = roundedBox(0.22, 0.34, 0.03, 0.01, m.drive)
  rudder.position.copy(at(50, 160, z))
  return anchored(at(90, 154, z), shaft, strut, prop, rudder)
}

function forwardDrive(m: Materials, z: number): Group {
  const pod = roundedBox(0.6, 0.14, 0.16, 0.06, m.drive)
  pod.position.copy(at(136, 166, z))
  const strut = roundedBox(0.24, 0.3, 0.06, 0.02, m.drive)
  strut.position.copy(at(134, 159, z))
  const props: Object3D[] = [0, 0.06].map((dx) => {
    const p = mesh(new CylinderGeometry(0.14, 0.14, 0.03, 3), m.steel)
    p.rotation.z = Math.PI / 2
    p.position.copy(at(150, 166, z)).add(new Vector3(dx, 0, 0))
    return p
  })
  return anchored(at(134, 154, z), pod, strut, ...props)
}

export function buildEngine(look: EngineLook, m: Materials): Group | null {
  if (look.kind === 'none') return null
  const offsets = look.count === 2 ? [0.42, -0.42] : [0]
  const group = new Group()
  for (const z of offsets) {
    if (look.kind === 'outboard') group.add(outboard(m, z))
    else if (look.kind === 'sterndrive') group.add(driveLeg(m, z))
    else if (look.kind === 'inboard') group.add(shaftDrive(m, z))
    else group.add(forwardDrive(m, z))
  }
  return group
}
