import {
  CanvasTexture,
  ClampToEdgeWrapping,
  Color,
  DoubleSide,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  RepeatWrapping,
  SRGBColorSpace,
  type Texture,
} from 'three'

/** Metres of deck one repeat of a deck texture covers. */
export const DECK_TILE_M = 0.6

function canvasTexture(size: number, draw: (g: CanvasRenderingContext2D, size: number) => void): Texture {
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const g = canvas.getContext('2d')
  if (g) draw(g, size)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.wrapS = RepeatWrapping
  texture.wrapT = RepeatWrapping
  texture.anisotropy = 4
  return texture
}

/** A seeded generator, so the grain is the same on every visit. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 16807) % 2147483647
    return (s - 1) / 2147483646
  }
}

/** Teak-look planks (Esthec) running fore and aft, with dark seams. */
function teakTexture(): Texture {
  return canvasTexture(512, (g, size) => {
    const rnd = random(7)
    const planks = 8
    const h = size / planks
    for (let i = 0; i < planks; i++) {
      const shade = 0.9 + rnd() * 0.18
      g.fillStyle = `rgb(${Math.round(150 * shade)}, ${Math.round(100 * shade)}, ${Math.round(60 * shade)})`
      g.fillRect(0, i * h, size, h)
      for (let k = 0; k < 14; k++) {
        g.strokeStyle = `rgba(70, 40, 20, ${0.08 + rnd() * 0.12})`
        g.lineWidth = 0.6 + rnd() * 1.2
        const y = i * h + rnd() * h
        g.beginPath()
        g.moveTo(0, y)
        g.bezierCurveTo(size * 0.3, y + rnd() * 4 - 2, size * 0.7, y + rnd() * 4 - 2, size, y)
        g.stroke()
      }
      const joint = rnd() * size
      g.fillStyle = '#2a1d13'
      g.fillRect(joint, i * h, 2, h)
      g.fillRect(0, i * h + h - 4, size, 4)
    }
  })
}

/** Light grey moulded non-slip: a fine diamond pattern. */
function nonSlipTexture(): Texture {
  return canvasTexture(256, (g, size) => {
    g.fillStyle = '#d4d7d9'
    g.fillRect(0, 0, size, size)
    g.fillStyle = '#b9bec2'
    const step = 8
    for (let y = 0; y < size; y += step) {
      for (let x = (y / step) % 2 ? step / 2 : 0; x < size; x += step) {
        g.beginPath()
        g.arc(x, y, 1.4, 0, Math.PI * 2)
        g.fill()
      }
    }
  })
}

/** A round falloff from white to black, read as alpha (or added light) by glows, the contact shadow and the sea's edge. */
export function radialTexture(stops: ReadonlyArray<readonly [number, number]>): Texture {
  const texture = canvasTexture(128, (g, size) => {
    const gradient = g.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2)
    for (const [at, level] of stops) {
      const v = Math.round(level * 255)
      gradient.addColorStop(at, `rgb(${v},${v},${v})`)
    }
    g.fillStyle = gradient
    g.fillRect(0, 0, size, size)
  })
  texture.wrapS = ClampToEdgeWrapping
  texture.wrapT = ClampToEdgeWrapping
  return texture
}

export function createMaterials() {
  const teak = teakTexture()
  const nonSlip = nonSlipTexture()
  const materials = {
    hull: new MeshPhysicalMaterial({
      color: new Color('#F4F6F7'),
      roughness: 0.16,
      clearcoat: 1,
      clearcoatRoughness: 0.05,
    }),
    gelcoat: new MeshPhysicalMaterial({ color: '#eceae4', roughness: 0.32, clearcoat: 0.5, side: DoubleSide }),
    antifouling: new MeshStandardMaterial({ color: '#1e2a33', roughness: 0.65, side: DoubleSide }),
    deck: new MeshStandardMaterial({ map: nonSlip, roughness: 0.8, side: DoubleSide }),
    teak: new MeshStandardMaterial({ map: teak, roughness: 0.7 }),
    glass: new MeshPhysicalMaterial({
      color: '#2a3b46',
      roughness: 0.04,
      transparent: true,
      opacity: 0.5,
      side: DoubleSide,
      envMapIntensity: 1.6,
    }),
    tint: new MeshPhysicalMaterial({ color: '#10171c', roughness: 0.08, clearcoat: 1 }),
    carbon: new MeshPhysicalMaterial({ color: '#1b1b1d', roughness: 0.42, clearcoat: 1, clearcoatRoughness: 0.12 }),
    steel: new MeshStandardMaterial({ color: '#dde1e4', metalness: 1, roughness: 0.16 }),
    canvas: new MeshStandardMaterial({ color: '#d8cfbd', roughness: 0.95, side: DoubleSide }),
    cushion: new MeshStandardMaterial({ color: '#e4ddcd', roughness: 0.85 }),
    cover: new MeshStandardMaterial({ color: '#3c4650', roughness: 0.9, side: DoubleSide }),
    engine: new MeshPhysicalMaterial({ color: '#141517', roughness: 0.22, clearcoat: 1, clearcoatRoughness: 0.05 }),
    drive: new MeshStandardMaterial({ color: '#4a4f55', metalness: 0.6, roughness: 0.35 }),
    dark: new MeshStandardMaterial({ color: '#2b2f33', roughness: 0.5 }),
    board: new MeshPhysicalMaterial({ color: '#ece6d8', roughness: 0.3, clearcoat: 1 }),
  }
  return {
    ...materials,
    textures: { teak, nonSlip },
    dispose() {
      for (const m of Object.values(materials)) m.dispose()
      teak.dispose()
      nonSlip.dispose()
    },
  }
}

export type Materials = ReturnType<typeof createMaterials>
