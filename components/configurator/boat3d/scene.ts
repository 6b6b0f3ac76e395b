import {
  ACESFilmicToneMapping,
  CircleGeometry,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  ShadowMaterial,
  SRGBColorSpace,
  Spherical,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js'
import type { BoatLook, EngineLook, PartId } from '@/lib/configurator/visible-parts'
import { createMaterials, radialTexture } from './materials'
import { buildBoat } from './model'
import { buildEngine, buildPart } from './parts'

export type ViewName = 'three-quarter' | 'profile' | 'top' | 'cockpit'

/** Camera position and the point it looks at, in metres. */
const VIEW_POSES: Record<ViewName, { position: Vector3; target: Vector3 }> = {
  'three-quarter': { position: new Vector3(-9.6, 5.0, 9.4), target: new Vector3(-0.6, 0.05, 0.4) },
  profile: { position: new Vector3(0, 1.4, 17.5), target: new Vector3(0, 0.7, 0) },
  top: { position: new Vector3(0, 19, 0.01), target: new Vector3(0, 0.4, 0) },
  cockpit: { position: new Vector3(-8.2, 5.8, 4.4), target: new Vector3(-0.8, 0.4, 0) },
}

/** Selection changes animate within this time. */
const CHANGE_MS = 260
const VIEW_MS = 480
const BALLAST_SINK_M = 0.05

export interface FrameInfo {
  frames: number
  settled: boolean
}

export interface BoatScene {
  update(look: BoatLook): void
  setView(view: ViewName): void
  /** Turns the camera round the boat by steps, for the keyboard. */
  nudge(azimuth: number, polar: number, zoom: number): void
  setActive(active: boolean): void
  resize(width: number, height: number): void
  dispose(): void
}

interface Tween {
  start: number
  duration: number
  step: (t: number) => void
  done?: () => void
}

const easeOut = (t: number) => 1 - (1 - t) ** 3
const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2)
const engineKey = (e: EngineLook) => `${e.kind}:${e.count}`

export function createBoatScene(canvas: HTMLCanvasElement, onFrame: (info: FrameInfo) => void): BoatScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true })
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2))
  renderer.outputColorSpace = SRGBColorSpace
  renderer.toneMapping = ACESFilmicToneMapping
  renderer.toneMappingExposure = 1.05
  renderer.shadowMap.enabled = true
  renderer.shadowMap.type = PCFShadowMap
  renderer.setClearColor(0x000000, 0)

  const scene = new Scene()
  const pmrem = new PMREMGenerator(renderer)
  const room = new RoomEnvironment()
  const environment = pmrem.fromScene(room, 0.04).texture
  scene.environment = environment
  scene.environmentIntensity = 0.85
  room.dispose()
  pmrem.dispose()

  const camera = new PerspectiveCamera(28, 400 / 270, 0.1, 120)
  const controls = new OrbitControls(camera, canvas)
  controls.enableDamping = true
  controls.dampingFactor = 0.09
  controls.enablePan = false
  controls.minDistance = 6.5
  controls.maxDistance = 24
  // The camera stays above the sea.
  controls.maxPolarAngle = Math.PI / 2 - 0.06
  controls.rotateSpeed = 0.7
  controls.zoomSpeed = 0.8
  // On a phone an upward swipe over the boat still scrolls the page; a sideways one turns the boat.
  canvas.style.touchAction = 'pan-y'

  const key = new DirectionalLight('#fff4e6', 2.4)
  key.position.set(-5, 11, 7)
  key.castShadow = true
  key.shadow.mapSize.set(1024, 1024)
  key.shadow.camera.left = -6
  key.shadow.camera.right = 6
  key.shadow.camera.top = 6
  key.shadow.camera.bottom = -6
  key.shadow.camera.near = 1
  key.shadow.camera.far = 30
  key.shadow.radius = 5
  key.shadow.bias = -0.0004
  key.shadow.normalBias = 0.02
  const rim = new DirectionalLight('#c9d8ff', 0.6)
  rim.position.set(7, 4, -8)
  scene.add(key, rim, new HemisphereLight('#b9c6d2', '#101214', 0.35))

  const seaEdge = radialTexture([
    [0, 1],
    [0.3, 0.85],
    [0.65, 0.3],
    [1, 0],
  ])
  const soft = radialTexture([
    [0, 1],
    [0.45, 0.55],
    [1, 0],
  ])

  const sea = new Mesh(
    new CircleGeometry(15, 64),
    new MeshStandardMaterial({
      color: '#06121a',
      roughness: 0.5,
      metalness: 0,
      envMapIntensity: 0.12,
      transparent: true,
      opacity: 0.95,
      alphaMap: seaEdge,
      depthWrite: false,
    }),
  )
  sea.rotation.x = -Math.PI / 2
  sea.receiveShadow = true
  const shadowCatcher = new Mesh(new PlaneGeometry(30, 30), new ShadowMaterial({ opacity: 0.3, depthWrite: false }))
  shadowCatcher.rotation.x = -Math.PI / 2
  shadowCatcher.position.y = 0.002
  shadowCatcher.receiveShadow = true
  shadowCatcher.renderOrder = 1
  const contact = new Mesh(
    new PlaneGeometry(1, 1),
    new MeshBasicMaterial({ color: '#000000', alphaMap: soft, transparent: true, opacity: 0.4, depthWrite: false }),
  )
  contact.rotation.x = -Math.PI / 2
  contact.scale.set(9.6, 3.1, 1)
  contact.position.set(-0.3, 0.003, 0)
  contact.renderOrder = 1
  scene.add(sea, shadowCatcher, contact)

  const m = createMaterials()
  const boat = new Group()
  boat.add(buildBoat(m))
  scene.add(boat)

  const parts = new Map<PartId, Group>()
  let engine: { key: string; group: Group | null } = { key: 'none:0', group: null }
  let current: BoatLook | null = null

  let tweens: Tween[] = []
  let raf = 0
  let active = true
  let frames = 0
  let disposed = false

  function request() {
    if (!raf && active && !disposed) raf = requestAnimationFrame(frame)
  }

  function frame(now: number) {
    raf = 0
    const running: Tween[] = []
    for (const tween of tweens) {
      const t = Math.min((now - tween.start) / tween.duration, 1)
      tween.step(t)
      if (t < 1) running.push(tween)
      else tween.done?.()
    }
    tweens = running
    const moving = controls.update()
    renderer.render(scene, camera)
    frames += 1
    const settled = tweens.length === 0 && !moving
    onFrame({ frames, settled })
    if (!settled) request()
  }

  function animate(duration: number, step: (t: number) => void, done?: () => void) {
    tweens.push({ start: performance.now(), duration, step, done })
    request()
  }

  function showPart(group: Group, show: boolean) {
    const from = group.visible ? group.scale.x : 0.001
    const to = show ? 1 : 0.001
    group.visible = true
    animate(
      CHANGE_MS,
      (t) => group.scale.setScalar(from + (to - from) * easeOut(t)),
      () => {
        group.visible = show
      },
    )
  }

  function disposeTree(root: Object3D) {
    const materials = new Set<Material>()
    root.traverse((o) => {
      if (o instanceof Mesh) {
        o.geometry.dispose()
        const list: Material[] = Array.isArray(o.material) ? o.material : [o.material]
        for (const mat of list) materials.add(mat)
      }
    })
    for (const mat of materials) mat.dispose()
  }

  function update(look: BoatLook) {
    const instant = current === null
    const duration = instant ? 1 : CHANGE_MS

    const fromColor = m.hull.color.clone()
    const toColor = new Color(look.hullHex)
    if (!fromColor.equals(toColor)) animate(duration, (t) => m.hull.color.lerpColors(fromColor, toColor, easeOut(t)))

    if (!current || current.teakDeck !== look.teakDeck) {
      m.deck.map = look.teakDeck ? m.textures.teak : m.textures.nonSlip
      m.deck.roughness = look.teakDeck ? 0.7 : 0.85
      m.deck.needsUpdate = true
      if (!instant) animate(duration, (t) => m.deck.color.setScalar(0.55 + 0.45 * easeOut(t)))
    }

    for (const id of look.parts) {
      if (id === 'ballast') continue
      let group = parts.get(id)
      if (!group) {
        group = buildPart(id, m, soft)
        group.visible = false
        group.scale.setScalar(0.001)
        parts.set(id, group)
        boat.add(group)
      }
      if (instant) {
        group.visible = true
        group.scale.setScalar(1)
      } else if (!current?.parts.has(id)) showPart(group, true)
    }
    for (const [id, group] of parts) if (!look.parts.has(id) && group.visible) showPart(group, false)

    const speakers = parts.get('speakers')
    if (speakers) {
      const onBar = look.parts.has('roll-bar')
      speakers.getObjectByName('on-roll-bar')?.traverse((o) => void (o.visible = onBar))
      speakers.getObjectByName('on-coaming')?.traverse((o) => void (o.visible = !onBar))
    }

    const sink = look.parts.has('ballast') ? -BALLAST_SINK_M : 0
    if (boat.position.y !== sink) {
      const from = boat.position.y
      animate(duration, (t) => (boat.position.y = from + (sink - from) * easeOut(t)))
    }

    if (engineKey(look.engine) !== engine.key) {
      const old = engine.group
      if (old) {
        const from = old.scale.x
        animate(
          duration,
          (t) => old.scale.setScalar(Math.max(from * (1 - easeOut(t)), 0.001)),
          () => {
            boat.remove(old)
            disposeTree(old)
          },
        )
      }
      const next = buildEngine(look.engine, m)
      engine = { key: engineKey(look.engine), group: next }
      if (next) {
        boat.add(next)
        if (!instant) {
          next.scale.setScalar(0.001)
          animate(duration, (t) => next.scale.setScalar(Math.max(easeOut(t), 0.001)))
        }
      }
    }

    current = look
    request()
  }

  function setView(view: ViewName) {
    const pose = VIEW_POSES[view]
    const fromPosition = camera.position.clone()
    const fromTarget = controls.target.clone()
    animate(VIEW_MS, (t) => {
      const k = easeInOut(t)
      camera.position.lerpVectors(fromPosition, pose.position, k)
      controls.target.lerpVectors(fromTarget, pose.target, k)
    })
  }

  function nudge(azimuth: number, polar: number, zoom: number) {
    const offset = camera.position.clone().sub(controls.target)
    const spherical = new Spherical().setFromVector3(offset)
    spherical.theta += azimuth
    spherical.phi = Math.min(Math.max(spherical.phi + polar, controls.minPolarAngle + 0.01), controls.maxPolarAngle)
    spherical.radius = Math.min(Math.max(spherical.radius * zoom, controls.minDistance), controls.maxDistance)
    const fromPosition = camera.position.clone()
    const toPosition = new Vector3().setFromSpherical(spherical).add(controls.target)
    animate(180, (t) => camera.position.lerpVectors(fromPosition, toPosition, easeOut(t)))
  }

  const start = VIEW_POSES['three-quarter']
  camera.position.copy(start.position)
  controls.target.copy(start.target)
  controls.addEventListener('change', request)
  controls.addEventListener('start', request)

  return {
    update,
    setView,
    nudge,
    setActive(next) {
      active = next
      if (active) request()
      else if (raf) {
        cancelAnimationFrame(raf)
        raf = 0
      }
    },
    resize(width, height) {
      if (width < 1 || height < 1) return
      renderer.setSize(width, height, false)
      camera.aspect = width / height
      camera.updateProjectionMatrix()
      request()
    },
    dispose() {
      disposed = true
      if (raf) cancelAnimationFrame(raf)
      controls.dispose()
      disposeTree(scene)
      for (const [, group] of parts) disposeTree(group)
      if (engine.group) disposeTree(engine.group)
      m.dispose()
      seaEdge.dispose()
      soft.dispose()
      environment.dispose()
      renderer.dispose()
    },
  }
}
