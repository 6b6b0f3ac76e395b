// Material studies: teak, brushed aluminium, stitched leather, Esthec decking and carbon twill.
// Square close-ups lit from the upper left, like product photography on a dark set.
import { f1, linear, mixHex, radial, rng, svgDoc } from './core.mjs'
import { grain, rasterLayer } from './raster.mjs'

const doc = async (w, h, defs, body, grainAmt = 0.035) => {
  const g = await grain(w, h, grainAmt)
  return svgDoc(w, h, defs + g.defs, body + g.body)
}

/** Light falling from the upper left, shared by every study for a consistent set. */
function keyLight(w, h, id = 'key', strength = 0.22, dark = 0.5) {
  return {
    defs: radial(
      id,
      [
        [0, '#fff6e6', strength],
        [0.55, '#fff6e6', 0],
        [1, '#000', dark],
      ],
      { cx: 0.28, cy: 0.22, r: 0.95 },
    ),
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  }
}

export async function teak(w = 1200, h = 1200, { seed = 5, plank = 86, angle = -8 } = {}) {
  const r = rng(seed)
  const tones = ['#a4764b', '#9a6c43', '#b0825a', '#8f6340', '#a87b50', '#94683f']
  // One long-grain texture, rasterised once and reused by every board at a different offset:
  // forty separate turbulence filters would dominate the render time.
  const grainW = 2400
  const grainH = 400
  const uri = await rasterLayer(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${grainW}" height="${grainH}"><filter id="g" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.11" numOctaves="3" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.12  0 0 0 0 0.06  -2.6 0 0 0 1.55"/></filter><rect width="${grainW}" height="${grainH}" filter="url(#g)"/></svg>`,
    grainW,
    grainH,
  )
  let defs = `<image id="tg" href="${uri}" width="${grainW}" height="${grainH}"/>`
  let body = `<rect width="${w}" height="${h}" fill="#16120f"/>`
  const rows = Math.ceil((h * 1.4) / plank) + 2
  let g = ''
  for (let i = 0; i < rows; i++) {
    const y = -h * 0.2 + i * plank
    const caulk = 7
    // Each row is two or three boards joined end to end.
    let x = -w * 0.3 - r.next() * 400
    while (x < w * 1.3) {
      const len = 1300 + r.next() * 1300
      const tone = r.pick(tones)
      const bw = len - caulk
      const bh = plank - caulk
      const ox = r.next() * (grainW - Math.min(bw, grainW))
      const oy = r.next() * (grainH - bh)
      g += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(bw)}" height="${f1(bh)}" rx="2" fill="${tone}"/>`
      g += `<svg x="${f1(x)}" y="${f1(y)}" width="${f1(bw)}" height="${f1(bh)}" viewBox="${f1(ox)} ${f1(oy)} ${f1(Math.min(bw, grainW))} ${f1(bh)}" preserveAspectRatio="none"><use href="#tg"/></svg>`
      // Soft rounded edge of each board.
      g += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(bw)}" height="3" fill="#fff" fill-opacity="0.12"/><rect x="${f1(x)}" y="${f1(y + bh - 3)}" width="${f1(bw)}" height="3" fill="#000" fill-opacity="0.18"/>`
      x += len
    }
  }
  body += `<g transform="rotate(${angle} ${w / 2} ${h / 2})">${g}</g>`
  const k = keyLight(w, h, 'key', 0.2, 0.55)
  defs += k.defs
  body += k.body
  return doc(w, h, defs, body)
}

export async function aluminium(w = 1200, h = 1200) {
  let defs = linear(
    'alb',
    [
      [0, '#c7cbcf'],
      [0.45, '#9ea4aa'],
      [1, '#70767d'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  defs += `<filter id="brush" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.0009 0.75" numOctaves="2" seed="11"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  1.1 0 0 0 -0.45"/></filter>`
  defs += `<filter id="brushd" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.0012 0.55" numOctaves="2" seed="23"/><feColorMatrix type="matrix" values="0 0 0 0 0.1  0 0 0 0 0.11  0 0 0 0 0.12  -1.2 0 0 0 0.55"/></filter>`
  // Anisotropic highlight: a soft diagonal band typical of brushed metal.
  defs += linear(
    'sheen',
    [
      [0, '#fff', 0],
      [0.42, '#fff', 0],
      [0.5, '#fff', 0.38],
      [0.58, '#fff', 0],
      [1, '#fff', 0],
    ],
    { x1: 0, y1: 0.2, x2: 1, y2: 0.8 },
  )
  let body = `<rect width="${w}" height="${h}" fill="url(#alb)"/>`
  body += `<rect width="${w}" height="${h}" filter="url(#brush)" opacity="0.55"/>`
  body += `<rect width="${w}" height="${h}" filter="url(#brushd)" opacity="0.6"/>`
  body += `<rect width="${w}" height="${h}" fill="url(#sheen)"/>`
  // A second plate, lower right, butted at a precise seam with a line of fasteners.
  const seamY = h * 0.64
  defs += linear(
    'alb2',
    [
      [0, '#8c9298'],
      [1, '#5d636a'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  body += `<rect y="${seamY}" width="${w}" height="${h - seamY}" fill="url(#alb2)"/>`
  defs += `<filter id="brushv" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.75 0.0009" numOctaves="2" seed="5"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  1.1 0 0 0 -0.45"/></filter>`
  body += `<rect y="${seamY}" width="${w}" height="${h - seamY}" filter="url(#brushv)" opacity="0.45"/>`
  body += `<rect y="${f1(seamY - 2)}" width="${w}" height="3" fill="#2a2d31"/><rect y="${f1(seamY + 1)}" width="${w}" height="1.5" fill="#e9ecef" fill-opacity="0.7"/>`
  defs += radial(
    'rivet',
    [
      [0, '#eef0f2'],
      [0.55, '#a3a9af'],
      [0.8, '#5b6167'],
      [1, '#2a2d31'],
    ],
    { cx: 0.38, cy: 0.35, r: 0.65 },
  )
  for (let i = 0; i < 8; i++) {
    const x = w * (0.07 + i * 0.125)
    const y = seamY + 46
    body += `<circle cx="${f1(x + 1.5)}" cy="${f1(y + 2)}" r="13" fill="#000" fill-opacity="0.35"/><circle cx="${f1(x)}" cy="${f1(y)}" r="12" fill="url(#rivet)"/><path d="M${f1(x - 6)} ${f1(y)}h12M${f1(x)} ${f1(y - 6)}v12" stroke="#3b4046" stroke-width="2"/>`
  }
  // Weld bead along the left edge (TIG ripples).
  let bead = ''
  for (let y = -10; y < seamY; y += 9)
    bead += `<ellipse cx="${f1(w * 0.12)}" cy="${f1(y)}" rx="15" ry="7" fill="url(#beadg)"/>`
  defs += radial(
    'beadg',
    [
      [0, '#e3e6e9'],
      [0.6, '#9aa0a6'],
      [1, '#50565c'],
    ],
    { cx: 0.4, cy: 0.3, r: 0.7 },
  )
  defs += linear(
    'heat',
    [
      [0, '#b08a5a', 0],
      [0.5, '#a07a55', 0.22],
      [0.8, '#6a6fa0', 0.14],
      [1, '#6a6fa0', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  body += `<rect x="${f1(w * 0.12 - 70)}" y="0" width="140" height="${f1(seamY)}" fill="url(#heat)"/>`
  body += bead
  const k = keyLight(w, h, 'key', 0.18, 0.45)
  defs += k.defs
  body += k.body
  return doc(w, h, defs, body, 0.03)
}

export async function leather(w = 1200, h = 1200, { color = '#d6ccbb', thread = '#9c7444' } = {}) {
  let defs = `<filter id="pebble" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="4" result="n"/><feDiffuseLighting in="n" surfaceScale="1.6" lighting-color="#fff" result="l"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting><feColorMatrix in="l" type="matrix" values="0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0 0.15  -1.2 0 0 0 0.8"/></filter>`
  let body = `<rect width="${w}" height="${h}" fill="${color}"/>`
  // Padded horizontal channels: each swells toward its middle and tucks in at the seams.
  const ch = 210
  const lightC = mixHex(color, '#ffffff', 0.5)
  const darkC = mixHex(color, '#2a2015', 0.75)
  defs += linear('pad', [
    [0, darkC, 0.85],
    [0.1, darkC, 0.35],
    [0.3, lightC, 0.35],
    [0.45, lightC, 0.25],
    [0.7, darkC, 0.15],
    [0.92, darkC, 0.55],
    [1, darkC, 0.9],
  ])
  const offset = -60
  for (let y = offset; y < h; y += ch) body += `<rect x="0" y="${y}" width="${w}" height="${ch}" fill="url(#pad)"/>`
  body += `<rect width="${w}" height="${h}" filter="url(#pebble)" opacity="0.22"/>`
  // Double-row saddle stitching either side of every seam.
  for (let y = offset; y < h + ch; y += ch) {
    body += `<path d="M0 ${y}H${w}" stroke="#2a2015" stroke-width="4" stroke-opacity="0.8"/>`
    for (const dy of [-16, 16]) {
      body += `<path d="M-4 ${y + dy + 1.5}H${w}" stroke="#2a2015" stroke-opacity="0.35" stroke-width="3.2" stroke-dasharray="11 7"/>`
      body += `<path d="M-4 ${y + dy}H${w}" stroke="${thread}" stroke-width="2.6" stroke-dasharray="11 7" stroke-linecap="round"/>`
    }
  }
  // A piped edge sweeping across the lower right, where the cushion turns.
  defs += linear(
    'edge',
    [
      [0, '#000', 0],
      [0.5, '#000', 0.55],
      [1, '#000', 0.85],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  body += `<path d="M${w * 0.55} ${h}C${w * 0.75} ${h * 0.86} ${w * 0.9} ${h * 0.7} ${w} ${h * 0.52}V${h}Z" fill="url(#edge)"/>`
  body += `<path d="M${w * 0.55} ${h}C${w * 0.75} ${h * 0.86} ${w * 0.9} ${h * 0.7} ${w} ${h * 0.52}" fill="none" stroke="${mixHex(color, '#ffffff', 0.3)}" stroke-width="14" stroke-linecap="round"/>`
  body += `<path d="M${w * 0.55 - 30} ${h}C${w * 0.75 - 30} ${h * 0.86 - 25} ${w * 0.9 - 30} ${h * 0.7 - 25} ${w} ${h * 0.52 - 35}" fill="none" stroke="${thread}" stroke-width="2.6" stroke-dasharray="11 7"/>`
  const k = keyLight(w, h, 'key', 0.2, 0.55)
  defs += k.defs
  body += k.body
  return doc(w, h, defs, body, 0.03)
}

export async function esthec(w = 1200, h = 1200) {
  // Esthec composite boards can be formed in curves; show them sweeping in concentric arcs.
  const r = rng(17)
  let defs = `<filter id="matte" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.35" numOctaves="2" seed="8"/><feColorMatrix type="matrix" values="0 0 0 0 0.15  0 0 0 0 0.14  0 0 0 0 0.13  1 0 0 0 -0.4"/></filter>`
  defs += `<filter id="streak" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.01 0.002" numOctaves="2" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 0.9  0 0 0 0 0.88  0 0 0 0 0.84  1.6 0 0 0 -0.75"/></filter>`
  let body = `<rect width="${w}" height="${h}" fill="#34302b"/>`
  const cx = -w * 0.35
  const cy = h * 1.45
  const tones = ['#b3ab9e', '#aca497', '#b8b0a3', '#a9a194']
  let g = ''
  const boardW = 92
  for (let rad = 500; rad < 2900; rad += boardW) {
    const tone = r.pick(tones)
    g += `<circle cx="${cx}" cy="${cy}" r="${rad + boardW / 2 - 3}" fill="none" stroke="${tone}" stroke-width="${boardW - 6}"/>`
    g += `<circle cx="${cx}" cy="${cy}" r="${rad + boardW - 8}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>`
    g += `<circle cx="${cx}" cy="${cy}" r="${rad + 3}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`
  }
  body += g
  body += `<rect width="${w}" height="${h}" filter="url(#matte)" opacity="0.6"/>`
  body += `<rect width="${w}" height="${h}" filter="url(#streak)" opacity="0.25"/>`
  // Covering board: a straight margin plank in a contrasting tone along the top edge.
  body += `<rect x="0" y="0" width="${w}" height="150" fill="#4a4640"/><rect x="0" y="150" width="${w}" height="8" fill="#e6e1d8"/><rect x="0" y="0" width="${w}" height="150" filter="url(#matte)" opacity="0.7"/>`
  // Stainless flush hatch ring.
  defs += linear(
    'ss',
    [
      [0, '#f4f5f6'],
      [0.5, '#9aa0a6'],
      [1, '#d9dcdf'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  body += `<circle cx="${w * 0.72}" cy="${h * 0.42}" r="92" fill="#000" fill-opacity="0.25" transform="translate(6 8)"/><circle cx="${w * 0.72}" cy="${h * 0.42}" r="90" fill="url(#ss)"/><circle cx="${w * 0.72}" cy="${h * 0.42}" r="74" fill="#8d877d"/><circle cx="${w * 0.72}" cy="${h * 0.42}" r="74" filter="url(#matte)"/>`
  const k = keyLight(w, h, 'key', 0.22, 0.5)
  defs += k.defs
  body += k.body
  return doc(w, h, defs, body, 0.03)
}

export async function carbon(w = 1200, h = 1200) {
  const c = 44
  let defs = linear(
    'towH',
    [
      [0, '#0c0d0f'],
      [0.5, '#3a3d42'],
      [1, '#0c0d0f'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  )
  defs += linear(
    'towV',
    [
      [0, '#101113'],
      [0.5, '#2a2c30'],
      [1, '#101113'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  let tile = ''
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const horiz = (i + j) % 4 < 2
      tile += `<rect x="${i * c + 0.8}" y="${j * c + 0.8}" width="${c - 1.6}" height="${c - 1.6}" rx="3" fill="url(#${horiz ? 'towH' : 'towV'})"/>`
      // Filament lines inside each tow.
      for (let k = 1; k < 5; k++) {
        tile += horiz
          ? `<path d="M${i * c + 2} ${j * c + (k * c) / 5}h${c - 4}" stroke="#000" stroke-opacity="0.25" stroke-width="0.6"/>`
          : `<path d="M${i * c + (k * c) / 5} ${j * c + 2}v${c - 4}" stroke="#000" stroke-opacity="0.25" stroke-width="0.6"/>`
      }
    }
  }
  defs += `<pattern id="twill" width="${4 * c}" height="${4 * c}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${4 * c}" height="${4 * c}" fill="#060607"/>${tile}</pattern>`
  let body = `<rect width="${w}" height="${h}" fill="url(#twill)"/>`
  // Clear-coat reflections: a broad soft sweep and a crisp window reflection.
  defs += linear(
    'coat',
    [
      [0, '#fff', 0],
      [0.35, '#fff', 0.02],
      [0.47, '#dfe6ee', 0.2],
      [0.53, '#dfe6ee', 0.2],
      [0.65, '#fff', 0.02],
      [1, '#fff', 0],
    ],
    { x1: 0, y1: 1, x2: 1, y2: 0 },
  )
  body += `<rect width="${w}" height="${h}" fill="url(#coat)"/>`
  body += `<path d="M${w * 0.62} 0L${w * 0.7} 0L${w * 0.12} ${h}L${w * 0.04} ${h}Z" fill="#fff" fill-opacity="0.05"/>`
  // Gold pinstripe inlay, as used on the WAMA roll bar.
  body += `<path d="M0 ${h * 0.83}H${w}" stroke="#C9A96E" stroke-width="5"/><path d="M0 ${h * 0.83 + 9}H${w}" stroke="#C9A96E" stroke-opacity="0.5" stroke-width="1.5"/>`
  const k = keyLight(w, h, 'key', 0.12, 0.6)
  defs += k.defs
  body += k.body
  return doc(w, h, defs, body, 0.025)
}
