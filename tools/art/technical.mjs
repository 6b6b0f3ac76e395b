// Technical drawings in the shipyard's blueprint manner: gold and bone line art on charcoal, deck plans
// drawn from the same hull lines as the renders, dimension lines and a title block.
import { BRAND, SANS, SERIF, esc, f1, lerp } from './core.mjs'
import { W26, W42, w26Lines, w42Lines } from './models.mjs'

const GOLD = BRAND.gold
const BONE = BRAND.bone
const PAPER = BRAND.charcoal

function sheet(w, h, { paper = PAPER, grid = true } = {}) {
  let s = `<rect width="${w}" height="${h}" fill="${paper}"/>`
  if (grid) {
    let g = ''
    const step = Math.round(w / 50)
    for (let x = step; x < w; x += step) g += `M${x} 0V${h}`
    for (let y = step; y < h; y += step) g += `M0 ${y}H${w}`
    s += `<path d="${g}" stroke="${BONE}" stroke-opacity="0.035" stroke-width="1"/>`
  }
  const m = Math.round(w * 0.02)
  s += `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="1.5"/>`
  s += `<rect x="${m + 8}" y="${m + 8}" width="${w - 2 * m - 16}" height="${h - 2 * m - 16}" fill="none" stroke="${GOLD}" stroke-opacity="0.25" stroke-width="0.8"/>`
  // Zone marks along the border, as on a drawing office sheet.
  const zones = 8
  for (let i = 1; i < zones; i++) {
    const x = m + ((w - 2 * m) * i) / zones
    s += `<path d="M${f1(x)} ${m}v8M${f1(x)} ${h - m}v-8" stroke="${GOLD}" stroke-opacity="0.55"/>`
  }
  for (let i = 0; i < zones; i++) {
    const x = m + ((w - 2 * m) * (i + 0.5)) / zones
    s += text(x, m + 6.5, String(i + 1), { size: 7, anchor: 'middle', fill: GOLD, op: 0.6 })
  }
  return s
}

/**
 * @param {number} x @param {number} y @param {string} str
 * @param {{ size?: number, fill?: string, anchor?: string, font?: string, weight?: number, ls?: number, op?: number, rotate?: number }} [style]
 */
function text(
  x,
  y,
  str,
  { size = 16, fill = BONE, anchor = 'start', font = SANS, weight = 400, ls = 0, op = 1, rotate } = {},
) {
  const r = rotate ? ` transform="rotate(${rotate} ${f1(x)} ${f1(y)})"` : ''
  return `<text x="${f1(x)}" y="${f1(y)}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" fill-opacity="${op}" text-anchor="${anchor}" letter-spacing="${ls}"${r}>${esc(str)}</text>`
}

const arrow = (x, y, ang, sz = 9) => {
  const a = (ang * Math.PI) / 180
  const p1 = [x - sz * Math.cos(a - 0.28), y - sz * Math.sin(a - 0.28)]
  const p2 = [x - sz * Math.cos(a + 0.28), y - sz * Math.sin(a + 0.28)]
  return `<path d="M${f1(x)} ${f1(y)}L${f1(p1[0])} ${f1(p1[1])}L${f1(p2[0])} ${f1(p2[1])}Z" fill="${GOLD}"/>`
}

/**
 * Horizontal dimension between x1 and x2 at height y, with extension lines from yFrom.
 * @param {number} x1 @param {number} x2 @param {number} y @param {string} label
 * @param {{ yFrom?: number, size?: number, below?: boolean }} [options]
 */
function dimH(x1, x2, y, label, { yFrom, size = 15, below = false } = {}) {
  let s = ''
  if (yFrom !== undefined) {
    const dir = y > yFrom ? 1 : -1
    s += `<path d="M${f1(x1)} ${f1(yFrom + dir * 6)}V${f1(y + dir * 8)}M${f1(x2)} ${f1(yFrom + dir * 6)}V${f1(y + dir * 8)}" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="0.8"/>`
  }
  s += `<path d="M${f1(x1)} ${f1(y)}H${f1(x2)}" stroke="${GOLD}" stroke-width="1"/>`
  s += arrow(x1, y, 180) + arrow(x2, y, 0)
  const tw = label.length * size * 0.62 + 24
  const mx = (x1 + x2) / 2
  s += `<rect x="${f1(mx - tw / 2)}" y="${f1(y - size * 0.8)}" width="${f1(tw)}" height="${f1(size * 1.6)}" fill="${PAPER}"/>`
  s += text(mx, y + size * 0.36 + (below ? size * 1.4 : 0), label, { size, anchor: 'middle', fill: BONE, ls: 1.5 })
  return s
}

/**
 * Vertical dimension between y1 and y2 at x, with extension lines from xFrom.
 * @param {number} x @param {number} y1 @param {number} y2 @param {string} label
 * @param {{ xFrom?: number, size?: number }} [options]
 */
function dimV(x, y1, y2, label, { xFrom, size = 15 } = {}) {
  let s = ''
  if (xFrom !== undefined) {
    const dir = x > xFrom ? 1 : -1
    s += `<path d="M${f1(xFrom + dir * 6)} ${f1(y1)}H${f1(x + dir * 8)}M${f1(xFrom + dir * 6)} ${f1(y2)}H${f1(x + dir * 8)}" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="0.8"/>`
  }
  s += `<path d="M${f1(x)} ${f1(y1)}V${f1(y2)}" stroke="${GOLD}" stroke-width="1"/>`
  s += arrow(x, y1, -90) + arrow(x, y2, 90)
  const my = (y1 + y2) / 2
  const tw = label.length * size * 0.62 + 20
  s += `<rect x="${f1(x - size * 0.8)}" y="${f1(my - tw / 2)}" width="${f1(size * 1.6)}" height="${f1(tw)}" fill="${PAPER}"/>`
  s += text(x + size * 0.36, my, label, { size, anchor: 'middle', fill: BONE, ls: 1.5, rotate: -90 })
  return s
}

function titleBlock(x, y, w, rows, { size = 13 } = {}) {
  const rh = size * 2.6
  const h = rh * rows.length
  let s = `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${PAPER}" stroke="${GOLD}" stroke-opacity="0.7"/>`
  const split = w * 0.34
  rows.forEach(([k, val], i) => {
    const ry = y + rh * i
    if (i) s += `<path d="M${f1(x)} ${f1(ry)}h${f1(w)}" stroke="${GOLD}" stroke-opacity="0.35"/>`
    s += text(x + 12, ry + rh * 0.62, k.toUpperCase(), { size: size * 0.78, fill: GOLD, ls: 2 })
    s += text(x + split, ry + rh * 0.62, val, {
      size: i === 0 ? size * 1.25 : size,
      fill: BONE,
      font: i === 0 ? SERIF : SANS,
      ls: i === 0 ? 1 : 0.5,
    })
  })
  s += `<path d="M${f1(x + split - 12)} ${f1(y)}v${f1(h)}" stroke="${GOLD}" stroke-opacity="0.35"/>`
  return s
}

/**
 * Every word the deck plans draw, one entry per language with the same keys. The French is the vocabulary
 * of the PDF deck plans (tools/make-documents.mjs), so a picture and its download say the same thing.
 */
const WORDS = {
  en: {
    decimal: '.',
    feet: 'ft',
    loa: 'LOA',
    beam: 'BEAM',
    centreline: 'CL',
    forward: 'FWD',
    metres: 'METRES',
    block: { project: 'Project', drawing: 'Drawing', scale: 'Scale', dwg: 'Dwg no.', yard: 'Yard' },
    yard: 'WAMA · Megrine, Tunisia',
    scale: (ratio) => `${ratio} at A1 · metres`,
    revision: 'rev.',
    w26: {
      project: 'WAMA 26 · Day boat',
      sheet: 'Deck plan · general arrangement',
      drawing: 'Deck plan · 8 guests',
      labels: {
        bowSunpad: 'Bow sunpad',
        anchorLocker: 'Anchor locker',
        helmConsole: 'Helm console, cabin below',
        leaningPost: 'Leaning post',
        rollBar: 'Carbon roll bar (option)',
        aftBench: 'Aft bench, 3 seats',
        cockpitSole: 'Teak cockpit sole',
        swimPlatform: 'Swim platform',
        outboards: 'Twin outboards',
      },
    },
    w42: {
      project: 'WAMA 42 · Power catamaran',
      main: {
        sheet: 'Main deck · general arrangement',
        drawing: 'Main deck · 12 guests',
        labels: {
          aftSettee: 'Aft settee',
          cockpitTable: 'Cockpit table',
          dinette: 'Dinette',
          stairsToGuests: 'Stairs to guest cabins',
          sunpads: 'Foredeck sunpads',
          trampoline: 'Trampoline',
          outboards: 'Twin outboards',
          slidingDoors: 'Sliding doors',
          galley: 'Galley',
          stairsToOwner: 'Stairs to owner',
          insideHelm: 'Inside helm',
        },
      },
      hull: {
        sheet: 'Hull level · three cabins',
        drawing: 'Hull level · 3 cabins, 2 bathrooms',
        labels: {
          ownersSuite: 'Owner’s suite',
          enSuite: 'En-suite',
          wardrobe: 'Wardrobe',
          guestCabin: 'Guest cabin',
          bathroom: 'Bathroom',
          technicalRoom: 'Technical room',
          stairsFromSaloon: 'Stairs from saloon',
          crashBox: 'Crash box',
          fuel: 'Fuel · 2 × 800 L',
          bridgedeck: 'Bridgedeck above',
        },
      },
    },
  },
  fr: {
    decimal: ',',
    feet: 'pi',
    loa: 'LHT',
    beam: 'LARGEUR',
    centreline: 'AXE',
    forward: 'AV',
    metres: 'MÈTRES',
    block: { project: 'Projet', drawing: 'Plan', scale: 'Échelle', dwg: 'N° de plan', yard: 'Chantier' },
    yard: 'WAMA · Mégrine, Tunisie',
    scale: (ratio) => `${ratio} au format A1 · mètres`,
    revision: 'ind.',
    w26: {
      project: 'WAMA 26 · Monocoque sportif',
      sheet: 'Plan de pont · aménagement général',
      drawing: 'Plan de pont · 8 personnes',
      labels: {
        bowSunpad: 'Solarium avant',
        anchorLocker: 'Baille à mouillage',
        helmConsole: 'Console, cabine en dessous',
        leaningPost: 'Siège pilote',
        rollBar: 'Arceau en carbone (option)',
        aftBench: 'Banquette arrière, 3 places',
        cockpitSole: 'Sole de cockpit en teck',
        swimPlatform: 'Plateforme de bain',
        outboards: 'Deux hors-bord',
      },
    },
    w42: {
      project: 'WAMA 42 · Catamaran à moteur',
      main: {
        sheet: 'Pont principal · aménagement général',
        drawing: 'Pont principal · 12 personnes',
        labels: {
          aftSettee: 'Banquette arrière',
          cockpitTable: 'Table de cockpit',
          dinette: 'Dinette',
          stairsToGuests: 'Descente aux cabines invités',
          sunpads: 'Solarium avant',
          trampoline: 'Trampoline',
          outboards: 'Deux hors-bord',
          slidingDoors: 'Portes coulissantes',
          galley: 'Cuisine',
          stairsToOwner: 'Descente propriétaire',
          insideHelm: 'Pilotage intérieur',
        },
      },
      hull: {
        sheet: 'Niveau des coques · trois cabines',
        drawing: 'Coques · 3 cabines, 2 salles d’eau',
        labels: {
          ownersSuite: 'Suite propriétaire',
          enSuite: 'Salle d’eau',
          wardrobe: 'Penderie',
          guestCabin: 'Cabine invités',
          bathroom: 'Salle d’eau',
          technicalRoom: 'Local technique',
          stairsFromSaloon: 'Descente du carré',
          crashBox: 'Caisson étanche avant',
          fuel: 'Carburant · 2 × 800 L',
          bridgedeck: 'Nacelle au-dessus',
        },
      },
    },
  },
}

/** "LOA 12.80 m / 42 ft", "LHT 12,80 m / 42 pi": the figures as written in metres and feet. */
const measure = (t, name, metres, feet) => {
  const num = (n) => n.replace('.', t.decimal)
  return `${name} ${num(metres)} m / ${num(feet)} ${t.feet}`
}

/** The title block every sheet of the set has, bottom right. */
const drawingBlock = (t, project, drawing, scale, dwg) =>
  titleBlock(1330, 930, 600, [
    [t.block.project, project],
    [t.block.drawing, drawing],
    [t.block.scale, scale],
    [t.block.dwg, dwg],
    [t.block.yard, t.yard],
  ])

const drawingSvg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

function header(x, y, title, sub, { size = 56 } = {}) {
  return (
    text(x, y, sub.toUpperCase(), { size: size * 0.26, fill: GOLD, ls: 5 }) +
    text(x, y + size * 1.05, title, { size, fill: BONE, font: SERIF, weight: 300, ls: 2 }) +
    `<path d="M${f1(x)} ${f1(y + size * 1.45)}h${f1(size * 1.6)}" stroke="${GOLD}" stroke-width="1.2"/>`
  )
}

function northArrow(t, x, y, r = 26) {
  return `<g stroke="${GOLD}" fill="none" stroke-width="1"><circle cx="${x}" cy="${y}" r="${r}"/><path d="M${x} ${y - r - 8}V${y + r + 8}M${x - r - 8} ${y}H${x + r + 8}"/><path d="M${x + r * 0.9} ${y}l-10 -6v12z" fill="${GOLD}"/></g>${text(x + r + 14, y + 5, t.forward, { size: 11, fill: GOLD, ls: 2 })}`
}

function scaleBar(t, x, y, pxPerM, metres = 5) {
  let s = ''
  for (let i = 0; i < metres; i++) {
    s += `<rect x="${f1(x + i * pxPerM)}" y="${y}" width="${f1(pxPerM)}" height="6" fill="${i % 2 ? 'none' : GOLD}" stroke="${GOLD}" stroke-width="0.8"/>`
  }
  for (let i = 0; i <= metres; i++)
    s += text(x + i * pxPerM, y + 22, `${i}`, { size: 11, anchor: 'middle', fill: BONE, op: 0.8 })
  s += text(x + metres * pxPerM + 16, y + 8, t.metres, { size: 10, fill: GOLD, ls: 2 })
  return s
}

// ---------------- deck plans: a small 2D drawing kit in metres ----------------

/** An outline symmetric about the centre line: two points on one side, then their mirrors. */
const acrossBeam = ([x0, y0], [x1, y1]) => [
  [x0, -y0],
  [x1, -y1],
  [x1, y1],
  [x0, y0],
]

function plan2d(k, ox, oy) {
  const X = (x) => ox + x * k
  const Y = (y) => oy - y * k
  const P = (pts) => pts.map((p, i) => `${i ? 'L' : 'M'}${f1(X(p[0]))} ${f1(Y(p[1]))}`).join('')
  const api = {
    X,
    Y,
    /** @param {number[][]} pts @param {{ close?: boolean, stroke?: string, sw?: number, fill?: string, dash?: string, op?: number }} [style] */
    path: (pts, { close = true, stroke = GOLD, sw = 1.1, fill = 'none', dash, op = 1 } = {}) =>
      `<path d="${P(pts)}${close ? 'Z' : ''}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}" stroke-opacity="${op}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
    /**
     * @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1
     * @param {{ r?: number, stroke?: string, sw?: number, fill?: string, dash?: string, op?: number }} [style]
     */
    rect: (x0, y0, x1, y1, { r = 0.06, stroke = GOLD, sw = 1.1, fill = 'none', dash, op = 1 } = {}) =>
      `<rect x="${f1(X(Math.min(x0, x1)))}" y="${f1(Y(Math.max(y0, y1)))}" width="${f1(Math.abs(x1 - x0) * k)}" height="${f1(Math.abs(y1 - y0) * k)}" rx="${f1(r * k)}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}" stroke-opacity="${op}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
    circle: (x, y, r, { stroke = GOLD, sw = 1, fill = 'none' } = {}) =>
      `<circle cx="${f1(X(x))}" cy="${f1(Y(y))}" r="${f1(r * k)}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"/>`,
    /** Cushion: rounded rectangle with quilting seams. */
    cushion: (x0, y0, x1, y1, { seams = 0, along = 'x' } = {}) => {
      let s = api.rect(x0, y0, x1, y1, { r: 0.1, stroke: BONE, sw: 1.1 })
      for (let i = 1; i <= seams; i++) {
        if (along === 'x') {
          const x = lerp(x0, x1, i / (seams + 1))
          s += `<path d="M${f1(X(x))} ${f1(Y(y0) - 4)}V${f1(Y(y1) + 4)}" stroke="${BONE}" stroke-opacity="0.45" stroke-dasharray="3 3"/>`
        } else {
          const y = lerp(y0, y1, i / (seams + 1))
          s += `<path d="M${f1(X(x0) + 4)} ${f1(Y(y))}H${f1(X(x1) - 4)}" stroke="${BONE}" stroke-opacity="0.45" stroke-dasharray="3 3"/>`
        }
      }
      return s
    },
    /** Teak planking lines clipped to a polygon. */
    planking: (pts, spacing = 0.09, id = 'pk') => {
      const ys = pts.map((p) => p[1])
      let lines = ''
      for (let y = Math.min(...ys); y <= Math.max(...ys); y += spacing)
        lines += `M${f1(X(-1))} ${f1(Y(y))}H${f1(X(20))}`
      return `<clipPath id="${id}"><path d="${P(pts)}Z"/></clipPath><path d="${lines}" clip-path="url(#${id})" stroke="${GOLD}" stroke-opacity="0.16" stroke-width="0.8"/>`
    },
    label: (x, y, str, { size = 12, anchor = 'middle', fill = BONE, op = 0.9 } = {}) =>
      text(X(x), Y(y) + size * 0.35, str.toUpperCase(), { size, anchor, fill, ls: 2, op }),
    /**
     * @param {number} x @param {number} y @param {number} lx @param {number} ly @param {string} str
     * @param {{ size?: number, dir?: number }} [options]  dir: the side the words stand on (1 right, -1 left)
     */
    leader: (x, y, lx, ly, str, { size = 12, dir } = {}) => {
      const right = dir ? dir > 0 : lx > x
      return (
        `<path d="M${f1(X(x))} ${f1(Y(y))}L${f1(X(lx))} ${f1(Y(ly))}h${right ? 24 : -24}" fill="none" stroke="${BONE}" stroke-opacity="0.55"/><circle cx="${f1(X(x))}" cy="${f1(Y(y))}" r="3" fill="${GOLD}"/>` +
        text(X(lx) + (right ? 30 : -30), Y(ly) + 4, str.toUpperCase(), {
          size,
          fill: BONE,
          ls: 2,
          anchor: right ? 'start' : 'end',
        })
      )
    },
    wheel: (x, y, r) =>
      `<circle cx="${f1(X(x))}" cy="${f1(Y(y))}" r="${f1(r * k)}" fill="none" stroke="${BONE}" stroke-width="1.6"/><circle cx="${f1(X(x))}" cy="${f1(Y(y))}" r="${f1(r * k * 0.22)}" fill="none" stroke="${BONE}"/>` +
      [0, 120, 240]
        .map(
          (a) =>
            `<path d="M${f1(X(x) + Math.cos((a * Math.PI) / 180) * r * k * 0.22)} ${f1(Y(y) + Math.sin((a * Math.PI) / 180) * r * k * 0.22)}L${f1(X(x) + Math.cos((a * Math.PI) / 180) * r * k)} ${f1(Y(y) + Math.sin((a * Math.PI) / 180) * r * k)}" stroke="${BONE}"/>`,
        )
        .join(''),
  }
  return api
}

function outline26(fnL, L, half = true) {
  const top = []
  for (let i = 0; i <= 60; i++) {
    const t = i / 60
    top.push([t * L, fnL(t).half])
  }
  return half ? top : [...top, ...[...top].reverse().map(([x, y]) => [x, -y])]
}

export function deckPlan26(w = 2000, h = 1200, lang = 'en') {
  const t = WORDS[lang]
  const words = t.w26
  const said = words.labels
  const L = W26.L
  const k = 124
  const ox = 300
  const oy = 560
  const d = plan2d(k, ox, oy)
  let s = sheet(w, h)
  s += header(110, 120, 'WAMA 26', words.sheet)
  const hull = outline26(w26Lines, L, false)
  const inner = hull.map(([x, y]) => [x, y === 0 ? 0 : Math.sign(y) * Math.max(0, Math.abs(y) - 0.16)])
  s += d.path(hull, { sw: 2.2 })
  s += d.path(
    inner.filter(([x]) => x > 0.1 && x < 0.64 * L),
    { close: false, op: 0.7 },
  )
  // Teak cockpit sole.
  const ce = 0.64 * L
  const cock = [
    [0.1, -1.05],
    [ce, -(w26Lines(0.64).half - 0.16)],
    [ce, w26Lines(0.64).half - 0.16],
    [0.1, 1.05],
  ]
  s += d.path(cock, { stroke: GOLD, sw: 1.2, op: 0.9 })
  s += d.planking(cock, 0.1, 'pk26')
  // Swim platform and outboards.
  s += d.rect(-0.55, -1.05, 0, 1.05, { r: 0.04 })
  s += d.planking(acrossBeam([-0.55, 1.05], [0, 1.05]), 0.1, 'pk26b')
  for (const y of [0.42, -0.42])
    s += d.path(
      [
        [-0.15, y - 0.28],
        [-0.9, y - 0.3],
        [-1.0, y - 0.18],
        [-1.0, y + 0.18],
        [-0.9, y + 0.3],
        [-0.15, y + 0.28],
      ],
      { stroke: BONE },
    )
  // Aft bench, leaning post, console with wheel, bow sunpad, anchor locker.
  s += d.cushion(0.05, -1.0, 0.85, 1.0, { seams: 3, along: 'y' })
  s += d.rect(0.02, -1.0, 0.2, 1.0, { stroke: BONE, op: 0.6 })
  s += d.cushion(0.325 * L, -0.58, 0.405 * L, 0.58, { seams: 1, along: 'y' })
  s += d.path(acrossBeam([0.45 * L, 0.55], [0.565 * L, 0.44]), { stroke: GOLD, sw: 1.4 })
  s += d.path(acrossBeam([0.565 * L - 0.3, 0.62], [0.565 * L - 0.02, 0.28]), { close: false, stroke: BONE, sw: 2.2 })
  s += d.wheel(0.45 * L + 0.22, 0.18, 0.18)
  s += d.rect(0.5 * L, -0.38, 0.54 * L, -0.08, { stroke: BONE, op: 0.8, r: 0.02 })
  s += d.path(acrossBeam([0.66 * L, 0.85], [0.84 * L, 0.5]), { stroke: BONE, sw: 1.1 })
  s += `<path d="M${f1(d.X(0.75 * L))} ${f1(d.Y(0.68))}V${f1(d.Y(-0.68))}" stroke="${BONE}" stroke-opacity="0.45" stroke-dasharray="3 3"/>`
  s += d.rect(0.88 * L, -0.22, 0.94 * L, 0.22, { stroke: GOLD, r: 0.04 })
  // Cabin for two below the console (dashed: it lies under the deck).
  s += d.rect(0.44 * L, -0.62, 0.63 * L, 0.62, { dash: '4 5', stroke: BONE, op: 0.55, r: 0.05 })
  // Roll bar footprint (dashed, above).
  s += d.rect(0.41 * L - 1.05, -0.9, 0.41 * L + 0.45, 0.9, { dash: '10 6', op: 0.6, r: 0.02 })
  // Cleats and rail.
  for (const [x, y] of [
    [0.3, 1.12],
    [0.3, -1.12],
    [0.62 * L, 1.05],
    [0.62 * L, -1.05],
    [0.95 * L, 0.15],
    [0.95 * L, -0.15],
  ])
    s += d.rect(x - 0.09, y - 0.03, x + 0.09, y + 0.03, { r: 0.02, stroke: BONE })
  s += d.path(
    outline26(w26Lines, L, false)
      .filter(([x]) => x > 0.58 * L && x < 0.98 * L)
      .map(([x, y]) => [x, y * 0.9]),
    { close: false, stroke: BONE, op: 0.5, dash: '2 4' },
  )
  // Centreline.
  s += `<path d="M${f1(d.X(-1.3))} ${f1(d.Y(0))}H${f1(d.X(L + 0.4))}" stroke="${GOLD}" stroke-dasharray="16 5 3 5" stroke-opacity="0.6" stroke-width="0.8"/>`
  s += text(d.X(L + 0.5), d.Y(0) + 4, t.centreline, { size: 12, fill: GOLD, ls: 2 })
  // Labels, placed for the longer French words: the bottom row keeps clear of the length's extension lines.
  s += d.leader(-0.7, 0.42, -0.4, 2.3, said.outboards, { dir: -1 })
  s += d.leader(0.36 * L, 0.3, 0.3 * L, 2.3, said.leaningPost)
  s += d.leader(0.49 * L, 0.3, 0.55 * L, 2.3, said.helmConsole)
  s += d.leader(0.75 * L, 0.3, 0.86 * L, 2.3, said.bowSunpad)
  s += d.leader(0.91 * L, 0.1, 1.0 * L, 1.7, said.anchorLocker)
  s += d.leader(-0.35, -0.75, -0.12, -2.3, said.swimPlatform, { dir: -1 })
  s += d.leader(0.45, -0.5, 0.24, -2.3, said.aftBench, { dir: 1 })
  s += d.leader(0.25 * L, -0.7, 2.94, -2.3, said.cockpitSole)
  s += d.leader(0.41 * L - 0.5, -0.85, 5.32, -2.3, said.rollBar)
  // Dimensions.
  s += dimH(d.X(0), d.X(L), d.Y(-W26.B / 2) + 250, measure(t, t.loa, '7.92', '26'), { yFrom: d.Y(-1.0), size: 17 })
  s += dimV(d.X(L) + 150, d.Y(W26.B / 2), d.Y(-W26.B / 2), measure(t, t.beam, '2.59', '8.5'), {
    xFrom: d.X(0.42 * L),
    size: 13,
  })
  s += northArrow(t, 1770, 200)
  s += drawingBlock(t, words.project, words.drawing, t.scale('1:25'), `W26-GA-02  ${t.revision} C`)
  s += scaleBar(t, 110, 1100, k, 4)
  return drawingSvg(w, h, s)
}

/** The catamaran's two hulls seen from above, and the bridgedeck's edges in the line `deck` gives them. */
function cat42(d, L, deck) {
  let s = ''
  const hy = W42.hullY
  for (const side of [1, -1]) {
    const pts = []
    for (let i = 0; i <= 60; i++) {
      const t = i / 60
      pts.push([t * L, side * hy + w42Lines(t).half])
    }
    for (let i = 60; i >= 0; i--) {
      const t = i / 60
      pts.push([t * L, side * hy - w42Lines(t).half])
    }
    s += d.path(pts, { sw: 2.2 })
  }
  s += d.path(
    [
      [0.06 * L, hy - 0.3],
      [0.86 * L, hy - 0.3],
      [0.86 * L, -hy + 0.3],
      [0.06 * L, -hy + 0.3],
    ],
    deck,
  )
  return s
}

// Companionways from the saloon down into each hull, shared by both deck-plan sheets (metres from transom).
const STAIRS = { port: [4.5, 5.3], stbd: [5.95, 6.75] }

function stairs(d, x0, x1, y, { op = 0.6, half = 0.28 } = {}) {
  let s = ''
  const n = 4
  const step = (x1 - x0) / n
  for (let i = 0; i < n; i++)
    s += d.rect(x0 + i * step, y - half, x0 + (i + 1) * step - 0.03, y + half, { r: 0.01, stroke: GOLD, op })
  s += d.path(
    [
      [x0 + 0.05, y],
      [x1 - 0.1, y],
    ],
    { close: false, stroke: BONE, op: 0.5 },
  )
  return s
}

// Both WAMA 42 sheets draw to one scale and origin: 84 px to the metre, the transom at x 240, the centreline at y 580.
const K42 = 84
const PLAN42 = plan2d(K42, 240, 580)

/** A WAMA 42 sheet: its frame and title block, then the hulls with the bridgedeck's edges in the line `deck` gives. */
function sheet42(w, h, t, words, dwg, deck) {
  let s = sheet(w, h)
  s += header(110, 120, 'WAMA 42', words.sheet)
  s += northArrow(t, 1770, 200)
  s += drawingBlock(t, t.w42.project, words.drawing, t.scale('1:40'), `${dwg}  ${t.revision} B`)
  s += cat42(PLAN42, W42.L, deck)
  return s
}

function dims42(t, d, L, k) {
  let s = `<path d="M${f1(d.X(-1.4))} ${f1(d.Y(0))}H${f1(d.X(L + 0.4))}" stroke="${GOLD}" stroke-dasharray="16 5 3 5" stroke-opacity="0.6" stroke-width="0.8"/>`
  s += text(d.X(L + 0.5), d.Y(0) + 4, t.centreline, { size: 12, fill: GOLD, ls: 2 })
  s += dimH(d.X(0), d.X(L), d.Y(-W42.B / 2) + 125, measure(t, t.loa, '12.80', '42'), {
    yFrom: d.Y(-W42.B / 2),
    size: 16,
  })
  s += dimV(d.X(L) + 110, d.Y(W42.B / 2), d.Y(-W42.B / 2), measure(t, t.beam, '6.55', '21.5'), {
    xFrom: d.X(0.5 * L),
    size: 13,
  })
  s += scaleBar(t, 110, 1100, k, 5)
  return s
}

export function deckPlan42Main(w = 2000, h = 1200, lang = 'en') {
  const t = WORDS[lang]
  const said = t.w42.main.labels
  const { L, hullY: hy } = W42
  const d = PLAN42
  let s = sheet42(w, h, t, t.w42.main, 'W42-GA-02', { sw: 1.4 })
  const sx0 = 0.24 * L
  const sx1 = 0.66 * L
  const sw = W42.B / 2 - 0.55
  const floor = [
    [sx0, -sw],
    [sx1, -sw + 0.05],
    [sx1 - 0.1, 0],
    [sx1, sw - 0.05],
    [sx0, sw],
  ]
  s += d.planking(floor, 0.14, 'pk42s')
  s += d.path(floor, { sw: 2.4 })
  // Side glazing.
  s += d.path(
    [
      [sx0 + 0.3, -sw + 0.08],
      [sx1 - 0.3, -sw + 0.12],
    ],
    { close: false, stroke: BONE, sw: 3, op: 0.35 },
  )
  s += d.path(
    [
      [sx0 + 0.3, sw - 0.08],
      [sx1 - 0.3, sw - 0.12],
    ],
    { close: false, stroke: BONE, sw: 3, op: 0.35 },
  )
  // Sliding doors aft.
  s += `<path d="M${f1(d.X(sx0))} ${f1(d.Y(1.2))}V${f1(d.Y(-1.2))}" stroke="${PAPER}" stroke-width="5"/>`
  s += d.path(
    [
      [sx0 - 0.05, 1.2],
      [sx0 - 0.05, 0],
    ],
    { close: false, stroke: BONE, sw: 1.6 },
  )
  s += d.path(
    [
      [sx0 + 0.05, 0],
      [sx0 + 0.05, -1.2],
    ],
    { close: false, stroke: BONE, sw: 1.6 },
  )
  // Galley: L-shaped, starboard aft.
  const g0 = sx0 + 0.1
  s += d.path(
    [
      [g0, -sw + 0.1],
      [g0 + 1.2, -sw + 0.1],
      [g0 + 1.2, -sw + 0.7],
      [g0 + 0.6, -sw + 0.7],
      [g0 + 0.6, -sw + 1.7],
      [g0, -sw + 1.7],
    ],
    { stroke: GOLD, sw: 1.4 },
  )
  s += d.rect(g0 + 0.65, -sw + 0.18, g0 + 1.1, -sw + 0.58, { r: 0.08, stroke: BONE })
  for (const [cx, cy] of [
    [g0 + 0.15, -sw + 1.05],
    [g0 + 0.4, -sw + 1.05],
    [g0 + 0.15, -sw + 1.35],
    [g0 + 0.4, -sw + 1.35],
  ])
    s += d.circle(cx, cy, 0.08, { stroke: BONE })
  // Dinette: port, U-shaped settee around a table.
  const di = 5.45
  s += d.path(
    [
      [di, sw - 0.1],
      [di + 2.0, sw - 0.1],
      [di + 2.0, sw - 1.3],
      [di + 1.55, sw - 1.3],
      [di + 1.55, sw - 0.5],
      [di + 0.45, sw - 0.5],
      [di + 0.45, sw - 1.3],
      [di, sw - 1.3],
    ],
    { stroke: BONE, sw: 1.2 },
  )
  s += d.rect(di + 0.6, sw - 1.4, di + 1.4, sw - 0.65, { r: 0.12, stroke: GOLD })
  // Inside helm forward starboard.
  s += d.path(
    [
      [sx1 - 1.5, -sw + 0.2],
      [sx1 - 0.45, -sw + 0.25],
      [sx1 - 0.45, -0.7],
      [sx1 - 1.5, -0.7],
    ],
    { stroke: GOLD, sw: 1.4 },
  )
  s += d.wheel(sx1 - 1.05, -sw + 0.95, 0.22)
  s += d.rect(sx1 - 2.0, -sw + 0.6, sx1 - 1.6, -sw + 1.3, { r: 0.12, stroke: BONE })
  // Companionways.
  s += stairs(d, STAIRS.port[0], STAIRS.port[1], sw - 0.45)
  s += stairs(d, STAIRS.stbd[0], STAIRS.stbd[1], -sw + 0.45)
  // Aft cockpit: settee across, table, steps to the swim platforms.
  s += d.planking(
    [
      [0.06 * L, -hy + 0.3],
      [sx0, -hy + 0.3],
      [sx0, hy - 0.3],
      [0.06 * L, hy - 0.3],
    ],
    0.14,
    'pk42c',
  )
  s += d.cushion(0.8, -1.9, 1.42, 1.9, { seams: 3, along: 'y' })
  s += d.rect(0.74, -1.9, 0.94, 1.9, { r: 0.04, stroke: BONE, op: 0.6 })
  s += d.rect(1.6, -0.85, 2.4, 0.85, { r: 0.1, stroke: GOLD })
  for (const sgn of [1, -1])
    for (let i = 0; i < 3; i++)
      s += d.rect(-0.5 + i * 0.22, sgn * hy - 0.55, -0.3 + i * 0.22, sgn * hy + 0.55, {
        r: 0.01,
        stroke: GOLD,
        op: 0.6,
      })
  // Foredeck sunpads and trampoline.
  s += d.cushion(0.7 * L, -1.6, 0.84 * L, 1.6, { seams: 2, along: 'y' })
  s += d.path(
    [
      [0.86 * L, -hy + 0.35],
      [0.98 * L, -hy + 0.55],
      [0.98 * L, hy - 0.55],
      [0.86 * L, hy - 0.35],
    ],
    { dash: '4 4', op: 0.7 },
  )
  for (const sgn of [1, -1])
    s += d.path(
      [
        [-0.15, sgn * hy - 0.3],
        [-1.0, sgn * hy - 0.32],
        [-1.12, sgn * hy - 0.2],
        [-1.12, sgn * hy + 0.2],
        [-1.0, sgn * hy + 0.32],
        [-0.15, sgn * hy + 0.3],
      ],
      { stroke: BONE },
    )
  // The labels read in the order of the things they name, each clear of the next in the longer French,
  // and the bottom row stays between the length's extension lines.
  const top = W42.B / 2 + 0.9
  s += d.leader(1.1, 1.2, 0.6, top, said.aftSettee, { dir: -1 })
  s += d.leader(2.0, 0.5, 2.14, top, said.cockpitTable)
  s += d.leader(STAIRS.port[0] + 0.4, sw - 0.45, 5.06, top, said.stairsToGuests)
  s += d.leader(di + 1.0, sw - 1.0, 9.0, top, said.dinette)
  s += d.leader(0.77 * L, 0.8, 10.83, top, said.sunpads)
  s += d.leader(0.93 * L, 0.5, 13.33, top, said.trampoline)
  const bot = -W42.B / 2 - 0.5
  s += d.leader(-0.6, -hy, -0.3, bot, said.outboards, { dir: 1 })
  s += d.leader(sx0 + 0.05, -0.6, 1.9, bot, said.slidingDoors, { dir: 1 })
  s += d.leader(g0 + 0.6, -sw + 0.4, 4.76, bot, said.galley, { dir: 1 })
  s += d.leader(STAIRS.stbd[0] + 0.4, -sw + 0.45, 6.19, bot, said.stairsToOwner, { dir: 1 })
  s += d.leader(sx1 - 1.05, -sw + 0.95, 9.4, bot, said.insideHelm, { dir: 1 })
  s += dims42(t, d, L, K42)
  return drawingSvg(w, h, s)
}

export function deckPlan42Hull(w = 2000, h = 1200, lang = 'en') {
  const t = WORDS[lang]
  const said = t.w42.hull.labels
  const { L, hullY: hy } = W42
  const d = PLAN42
  // The bridgedeck lies above the hulls: its edges dashed and faint.
  let s = sheet42(w, h, t, t.w42.hull, 'W42-GA-03', { dash: '10 6', op: 0.35 })
  const room = (x0, x1, y, { stroke = GOLD } = {}) => d.rect(x0, y - 0.6, x1, y + 0.58, { r: 0.05, stroke, sw: 1.3 })
  const bed = (x0, x1, y, seams = 0) =>
    d.cushion(x0, y - 0.46, x1, y + 0.44, { seams, along: 'y' }) +
    d.rect(x0, y - 0.46, x0 + 0.3, y + 0.44, { r: 0.03, stroke: BONE, op: 0.6 })
  const head = (x0, x1, y) =>
    room(x0, x1, y) +
    d.rect(x0 + 0.1, y + 0.05, x0 + 0.6, y + 0.48, { r: 0.18, stroke: BONE }) +
    d.circle(x0 + 0.35, y + 0.27, 0.11, { stroke: BONE }) +
    d.rect(x1 - 0.7, y - 0.5, x1 - 0.1, y - 0.02, { r: 0.04, stroke: BONE })
  // Starboard hull (y < 0): the owner's suite with en-suite, companionway and wardrobe.
  const sy = -hy
  s += head(3.9, 5.85, sy)
  s += d.rect(4.6, sy, 5.3, sy + 0.5, { r: 0.05, stroke: BONE, dash: '3 3' })
  s += stairs(d, STAIRS.stbd[0], STAIRS.stbd[1], sy, { op: 0.5 })
  s += room(6.85, 9.45, sy) + bed(7.0, 9.0, sy)
  s += d.rect(9.55, sy - 0.5, 11.0, sy + 0.45, { r: 0.04, stroke: GOLD, op: 0.7 })
  s += d.label(8.1, sy - 1.05, said.ownersSuite, { size: 12 })
  s += d.label(4.9, sy - 1.05, said.enSuite, { size: 11, op: 0.7 })
  s += d.label(10.3, sy - 1.05, said.wardrobe, { size: 11, op: 0.7 })
  // Port hull (y > 0): two guest cabins either side of a shared bathroom.
  const py = hy
  s += room(1.5, 4.35, py) + bed(1.7, 3.9, py, 1)
  s += stairs(d, STAIRS.port[0], STAIRS.port[1], py, { op: 0.5 })
  s += head(5.45, 7.05, py)
  s += room(7.25, 10.1, py) + bed(7.4, 9.6, py, 1)
  s += d.label(2.9, py + 1.0, said.guestCabin, { size: 12 })
  s += d.label(6.25, py + 1.0, said.bathroom, { size: 11, op: 0.7 })
  s += d.label(8.7, py + 1.0, said.guestCabin, { size: 12 })
  for (const sgn of [1, -1]) {
    s += d.rect(0.15, sgn * hy - 0.5, 1.3, sgn * hy + 0.5, { r: 0.04, stroke: GOLD, dash: '6 4', op: 0.7 })
    s += d.rect(11.25, sgn * hy - 0.3, 12.1, sgn * hy + 0.3, { r: 0.04, stroke: GOLD, dash: '6 4', op: 0.6 })
  }
  const top = W42.B / 2 + 0.9
  s += d.leader(0.7, hy + 0.3, 0.4, top, said.technicalRoom)
  s += d.leader(STAIRS.port[0] + 0.4, py, 0.42 * L, top, said.stairsFromSaloon)
  s += d.leader(11.7, hy + 0.2, 0.88 * L, top, said.crashBox)
  // Below, the leaders come down between the room names.
  const bot = -W42.B / 2 - 0.75
  s += d.leader(0.7, -hy - 0.3, -0.3, bot, said.fuel, { dir: 1 })
  s += d.leader(3.4, -1.0, 3.0, bot, said.bridgedeck, { dir: 1 })
  s += d.leader(STAIRS.stbd[0] + 0.4, sy, 6.37, bot, said.stairsFromSaloon, { dir: 1 })
  s += dims42(t, d, L, K42)
  return drawingSvg(w, h, s)
}
