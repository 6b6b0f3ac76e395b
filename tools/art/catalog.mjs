// Every built-in image: file name, master size, how to draw it and its alt text.
import { seascape } from './seascape.mjs'
import { deckPlan26, deckPlan42Hull, deckPlan42Main } from './technical.mjs'
import { aluminium, carbon, esthec, leather, teak } from './materials.mjs'
import { breakfast42, cabin26, cabin42, helm26, saloon42 } from './interiors.mjs'
import { esthecDetail, fallback, infusion, leatherTeak, shed, welding } from './scenes.mjs'
import { W42 } from './models.mjs'
import { softBox, transform, tube } from './three.mjs'

const HERO = [2400, 1350]
const GALLERY = [1800, 1200]
const CARD = [1200, 900]
const PLAN = [2000, 1200]
const SQUARE = [1200, 1200]

const MED = { seaNear: '#0b3f52', seaMid: '#13697a', seaFar: '#7fb4bd', ground: '#1f6a78' }
const twinPeaks = (t) => {
  // Jebel Boukornine, the twin-peaked mountain across the Gulf of Tunis from Megrine.
  const p = (c, wdt) => Math.exp(-((t - c) ** 2) / (2 * wdt * wdt))
  return (
    (0.1 + 0.55 * p(0.5, 0.2) + 0.45 * p(0.41, 0.045) + 0.38 * p(0.585, 0.04)) * Math.pow(Math.sin(Math.PI * t), 0.4)
  )
}
const anchorLight = (at, z = 5.8) => ({ p: [at[0], at[1], z], r: 1.6 })

/** @type {{name: string, size: number[], draw: (w: number, h: number) => Promise<string> | string, alt: string}[]} */
export const CATALOG = [
  // ---------------- heroes ----------------
  {
    name: 'seascape-dawn-wama26',
    size: HERO,
    alt: 'A graphite WAMA 26 day boat planing across a calm sea at dawn, a long white wake behind it and the low sun laying a path of light on the water.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'dawn',
        seed: 101,
        sunAz: 128,
        sunEl: 3.4,
        cam: { pos: [15, -34, 3.4], target: [-7, 0, 1.2], focal: 1.35 * w },
        boats: [{ model: 'w26', at: [0, 0], yaw: 8, hull: 'graphite', running: true, wake: { length: 120 } }],
        coast: [{ h: 0.012, x0: 0.62, x1: 1.1, dist: 1 }],
      }),
  },
  {
    name: 'seascape-dusk-wama42',
    size: HERO,
    alt: 'The WAMA 42 power catamaran at anchor at dusk, cabin lights glowing, its twin hulls mirrored in the still water under an orange sky.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'dusk',
        seed: 102,
        sunAz: 141,
        sunEl: 1.6,
        cam: { pos: [28, -30, 2.8], target: [-6, 3, 2.6], focal: 1.12 * w },
        boats: [{ model: 'w42', at: [0, 0], yaw: -28, hull: 'white', options: { lights: true } }],
        glows: [anchorLight([0, 0], 5.8)],
        coast: [{ h: 0.018, x0: -0.1, x1: 0.3, dist: 1 }],
      }),
  },
  {
    name: 'seascape-noon',
    size: HERO,
    alt: 'A wide Mediterranean seascape at noon: deep blue water, distant headlands in the haze and a small day boat drawing a white line across the sea.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'noon',
        seed: 103,
        sunAz: 40,
        sunEl: 58,
        palette: MED,
        cam: { pos: [0, 0, 12], target: [300, 30, 0], focal: 0.9 * w },
        boats: [{ model: 'w26', at: [230, 58], yaw: 140, hull: 'bone', running: true, wake: { length: 160 } }],
        coast: [
          { h: 0.035, x0: -0.1, x1: 0.32, dist: 0.9 },
          { h: 0.02, x0: 0.72, x1: 1.1, dist: 1 },
        ],
      }),
  },
  // ---------------- WAMA 26 gallery ----------------
  {
    name: 'wama26-exterior-1',
    size: GALLERY,
    alt: 'The WAMA 26 running on open water at dawn, seen from three-quarters astern, the sun low ahead and her wake trailing behind.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'dawn',
        seed: 111,
        sunAz: 16,
        sunEl: 4,
        cam: { pos: [-27, -15, 3.4], target: [3, 0, 1.2], focal: 1.55 * w },
        boats: [{ model: 'w26', at: [0, 0], yaw: 4, hull: 'bone', running: true, wake: { length: 110 } }],
        coast: [{ h: 0.015, x0: 0.55, x1: 1.1, dist: 1 }],
      }),
  },

  {
    name: 'wama26-exterior-2',
    size: GALLERY,
    alt: 'Side profile of the WAMA 26 cruising under a high sun: her sheer line with its gold stripe, low raked windshield, carbon roll bar and deep-V entry.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'noon',
        seed: 112,
        sunAz: -70,
        sunEl: 45,
        cam: { pos: [1, -36, 1.7], target: [0, 0, 1.3], focal: 2.0 * w },
        boats: [
          { model: 'w26', at: [0, 0], yaw: 0, hull: 'bone', running: true, wake: { length: 70, intensity: 0.7 } },
        ],
        coast: [{ h: 0.02, x0: 0.55, x1: 1.1, dist: 1 }],
      }),
  },

  {
    name: 'wama26-exterior-3',
    size: GALLERY,
    alt: 'The WAMA 26 in navy at rest in a sheltered bay at golden hour, seen from astern with her swim platform close to the water and hills behind.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'golden',
        seed: 113,
        sunAz: -150,
        sunEl: 11,
        cam: { pos: [-15, -9, 3.6], target: [0.5, 0, 0.7], focal: 1.35 * w },
        boats: [{ model: 'w26', at: [0, 0], yaw: 12, hull: 'navy' }],
        land: [
          {
            at: 800,
            hm: 65,
            x0: -0.15,
            x1: 0.75,
            color: '#5d5a4c',
            colorTop: '#7a745f',
            houses: 40,
            houseFrom: 0.45,
            houseTo: 0.85,
            rough: 4,
          },
        ],
      }),
  },

  {
    name: 'wama26-interior-1',
    size: GALLERY,
    alt: 'The WAMA 26 cabin below the console: a V-shaped double berth in cream stitched upholstery, hull ports and an overhead hatch.',
    draw: cabin26,
  },
  {
    name: 'wama26-interior-2',
    size: GALLERY,
    alt: 'The WAMA 26 helm: a leather-wrapped wheel, twin displays under a raked glass windshield and the bow beyond.',
    draw: helm26,
  },
  {
    name: 'wama26-interior-3',
    size: GALLERY,
    alt: 'Close-up of the teak-look Esthec deck in the WAMA 26 cockpit with a stainless pull-up cleat, flush deck fittings and a drain grate.',
    draw: esthecDetail,
  },
  // ---------------- WAMA 42 gallery ----------------
  {
    name: 'wama42-exterior-1',
    size: GALLERY,
    alt: 'The WAMA 42 at anchor at dusk, her aluminium hulls and saloon glass catching the last warm light of the low sun.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'dusk',
        seed: 121,
        sunAz: -150,
        sunEl: 3,
        glowAlways: true,
        cam: { pos: [-30, -24, 2.6], target: [0, 0, 2.6], focal: 1.3 * w },
        boats: [{ model: 'w42', at: [0, 0], yaw: -140, hull: 'white', options: { lights: true } }],
        light: { sunI: 1.15 },
        coast: [{ h: 0.02, x0: 0.5, x1: 1.1, dist: 1 }],
      }),
  },

  {
    name: 'wama42-exterior-2',
    size: GALLERY,
    alt: 'Side profile of the WAMA 42 at sea at noon: the slim hardtop, wide saloon windows, long hull windows and twin hulls.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'noon',
        seed: 122,
        sunAz: -60,
        sunEl: 48,
        cam: { pos: [0, -58, 2.2], target: [0, 0, 2.6], focal: 1.75 * w },
        boats: [
          { model: 'w42', at: [0, 0], yaw: 0, hull: 'white', running: true, wake: { length: 80, intensity: 0.6 } },
        ],
        coast: [{ h: 0.025, x0: -0.1, x1: 0.4, dist: 1 }],
      }),
  },

  {
    name: 'wama42-exterior-3',
    size: GALLERY,
    alt: 'The WAMA 42 seen from ahead at golden hour, her two hulls spanning a wide foredeck lounge with cream sunpads.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'golden',
        seed: 123,
        sunAz: -140,
        sunEl: 12,
        cam: { pos: [30, 5, 6.5], target: [0, 0, 2.0], focal: 1.35 * w },
        boats: [{ model: 'w42', at: [0, 0], yaw: 0, hull: 'white' }],
      }),
  },

  {
    name: 'wama42-interior-1',
    size: GALLERY,
    alt: 'The WAMA 42 saloon: a cream leather sofa around a teak table, wide windows on three sides opening onto the sea.',
    draw: (w, h) => saloon42(w, h),
  },
  {
    name: 'wama42-interior-2',
    size: GALLERY,
    alt: 'Detail of the WAMA 42 saloon: cream stitched leather seating, a teak table and oak joinery by the window.',
    draw: (w, h) => saloon42(w, h, 'detail'),
  },
  {
    name: 'wama42-interior-3',
    size: GALLERY,
    alt: 'The owner’s suite in the WAMA 42 starboard hull: an island double berth, padded leather headboard, oak panelling and a long hull window at water level.',
    draw: cabin42,
  },
  // ---------------- technical drawings ----------------
  {
    name: 'wama26-deck-plan',
    size: PLAN,
    alt: 'Deck plan of the WAMA 26: bow sunpad, helm console, leaning post, aft bench, teak cockpit sole and swim platform, with length and beam dimensions.',
    draw: deckPlan26,
  },
  {
    name: 'wama42-deck-plan-main',
    size: PLAN,
    alt: 'Main deck plan of the WAMA 42: aft cockpit with settee and table, saloon with galley, dinette and inside helm, foredeck sunpads and trampoline.',
    draw: deckPlan42Main,
  },
  {
    name: 'wama42-deck-plan-hull',
    size: PLAN,
    alt: 'Hull-level plan of the WAMA 42: owner’s cabin with en-suite in the starboard hull, two guest cabins and a shared head in the port hull.',
    draw: deckPlan42Hull,
  },
  // The same three plans with their words in French, for the French pages.
  {
    name: 'wama26-deck-plan-fr',
    size: PLAN,
    alt: 'Plan de pont du WAMA 26\u00a0: solarium avant, console de pilotage, siège pilote, banquette arrière, sole de cockpit en teck et plateforme de bain, avec les cotes de longueur et de largeur.',
    draw: (w, h) => deckPlan26(w, h, 'fr'),
  },
  {
    name: 'wama42-deck-plan-main-fr',
    size: PLAN,
    alt: 'Plan du pont principal du WAMA 42\u00a0: cockpit arrière avec banquette et table, carré avec cuisine, dinette et poste de pilotage intérieur, solarium avant et trampoline.',
    draw: (w, h) => deckPlan42Main(w, h, 'fr'),
  },
  {
    name: 'wama42-deck-plan-hull-fr',
    size: PLAN,
    alt: 'Plan du WAMA 42 au niveau des coques\u00a0: suite propriétaire avec salle d’eau privative dans la coque tribord, deux cabines invités et une salle d’eau partagée dans la coque bâbord.',
    draw: (w, h) => deckPlan42Hull(w, h, 'fr'),
  },
  // ---------------- materials ----------------
  {
    name: 'material-teak',
    size: SQUARE,
    alt: 'Close-up of teak deck planks with black caulking lines and staggered butt joints.',
    draw: (w, h) => teak(w, h),
  },
  {
    name: 'material-aluminium',
    size: SQUARE,
    alt: 'Brushed marine-grade aluminium plates meeting at a precise seam, with a TIG weld bead and flush fasteners.',
    draw: aluminium,
  },
  {
    name: 'material-leather',
    size: SQUARE,
    alt: 'Cream marine leather upholstery in padded channels with tan double saddle stitching.',
    draw: (w, h) => leather(w, h),
  },
  {
    name: 'material-esthec',
    size: SQUARE,
    alt: 'Esthec composite decking laid in sweeping curved boards with dark seams and a stainless hatch ring.',
    draw: esthec,
  },
  {
    name: 'material-carbon',
    size: SQUARE,
    alt: 'Glossy carbon-fibre twill weave under clear coat, crossed by a thin gold pinstripe.',
    draw: carbon,
  },
  // ---------------- about ----------------
  {
    name: 'about-hero-1',
    size: HERO,
    alt: 'The WAMA 42 and a WAMA 26 at anchor together in a sheltered bay at golden hour, hills and a white village behind them.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'golden',
        seed: 131,
        sunAz: -150,
        sunEl: 9,
        cam: { pos: [34, -42, 4.2], target: [-8, 2, 1.8], focal: 1.05 * w },
        boats: [
          { model: 'w42', at: [0, 0], yaw: -35, hull: 'white' },
          { model: 'w26', at: [-22, -10], yaw: -65, hull: 'navy' },
        ],
        land: [
          {
            at: 1100,
            hm: 90,
            x0: -0.1,
            x1: 0.8,
            color: '#59574b',
            colorTop: '#767260',
            houses: 60,
            houseFrom: 0.35,
            houseTo: 0.75,
            rough: 3,
          },
        ],
      }),
  },
  {
    name: 'about-hero-2',
    size: HERO,
    alt: 'The WAMA fleet running side by side at dawn: the WAMA 42 catamaran and a WAMA 26 day boat leaving parallel wakes on a pale sea.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'dawn',
        seed: 132,
        sunAz: 140,
        sunEl: 4,
        cam: { pos: [22, -62, 3.4], target: [-4, 0, 2.0], focal: 1.15 * w },
        boats: [
          { model: 'w42', at: [-4, 8], yaw: 0, hull: 'white', running: true, wake: { length: 110 } },
          { model: 'w26', at: [16, -12], yaw: 0, hull: 'graphite', running: true, wake: { length: 110 } },
        ],
        coast: [{ h: 0.015, x0: 0.6, x1: 1.1, dist: 1 }],
      }),
  },
  {
    name: 'about-story',
    size: GALLERY,
    alt: 'A WAMA 26 hull on its gold cradle in the shipyard shed at Megrine, the big door open onto the morning sea.',
    draw: shed,
  },
  // ---------------- journal ----------------
  {
    name: 'journal-1',
    size: GALLERY,
    alt: 'Abstract close-up of aluminium welding: two brushed plates, a rippled weld bead and sparks flying from the blue-white arc.',
    draw: welding,
  },

  {
    name: 'journal-2',
    size: GALLERY,
    alt: 'The WAMA 42 at anchor off a white-washed Mediterranean village in the late afternoon, ochre cliffs above turquoise water.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'golden',
        seed: 147,
        sunAz: -120,
        sunEl: 20,
        palette: MED,
        cam: { pos: [0, 0, 7], target: [220, 55, 3], focal: 0.8 * w },
        boats: [{ model: 'w42', at: [70, 20], yaw: 110, hull: 'white' }],
        land: [
          { at: 2600, hm: 160, x0: 0.45, x1: 1.2, color: '#8b8c86', colorTop: '#a3a49c', rough: 3 },
          {
            at: 240,
            hm: 42,
            x0: -0.15,
            x1: 0.62,
            color: '#7d6a50',
            colorTop: '#b0966e',
            houses: 80,
            houseFrom: 0.25,
            houseTo: 0.85,
            strata: 60,
            rough: 4,
            shape: (t) => Math.min(1, Math.pow(1 - t, 0.35) * Math.min(1, t * 6)),
          },
        ],
      }),
  },

  {
    name: 'journal-3',
    size: GALLERY,
    alt: 'A surfer riding the clean wake of a WAMA 26 on flat, sunlit water, the boat running ahead with its ballast down.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'golden',
        seed: 143,
        sunAz: 120,
        sunEl: 16,
        cam: { pos: [-21, -12, 2.8], target: [-6, 2.2, 1.1], focal: 1.2 * w },
        boats: [
          {
            model: 'w26',
            at: [0, 0],
            yaw: 0,
            hull: 'graphite',
            running: true,
            pitch: 4.5,
            rise: 0.0,
            wake: { length: 90, intensity: 1.5 },
          },
        ],
        props: [{ faces: surfer([-10.5, 3.0], -8), at: [-10.5, 3.0], mats: SURFER_MATS, reflection: true }],
      }),
  },
  {
    name: 'journal-4',
    size: GALLERY,
    alt: 'Vacuum infusion abstracted: layers of glass fabric and foam core in a stepped cut-away under a vacuum bag, amber resin advancing from the spiral feed line.',
    draw: infusion,
  },
  {
    name: 'journal-5',
    size: GALLERY,
    alt: 'Inside the WAMA shipyard in Megrine: a bare aluminium WAMA 42 on its cradle beneath the gold gantry crane, the sea beyond the open doors.',
    draw: (w, h) => shed(w, h, { model: 'w42' }),
  },

  {
    name: 'journal-6',
    size: GALLERY,
    alt: 'Material study from the WAMA 42 interior: a cream stitched leather cushion edge on warm timber beside a polished stainless cleat.',
    draw: leatherTeak,
  },

  {
    name: 'journal-7',
    size: GALLERY,
    alt: 'Breakfast laid on the teak table of the WAMA 42’s shaded aft deck, looking over the cockpit to a calm bay and hills.',
    draw: breakfast42,
  },

  {
    name: 'journal-8',
    size: GALLERY,
    alt: 'Handover morning: the WAMA 42 and a WAMA 26 alongside a stone quay in soft early light, ready for their first sea trials.',
    draw: (w, h) => harbour(w, h),
  },
  // ---------------- varieties ----------------
  {
    name: 'variety-sport',
    size: CARD,
    alt: 'WAMA 26 Sport: a graphite hull with carbon roll bar lifting onto the plane at dusk, spray at the bow.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'dusk',
        seed: 151,
        sunAz: 165,
        sunEl: 2.5,
        cam: { pos: [20, -16, 1.5], target: [-1, 0, 1.1], focal: 1.2 * w },
        boats: [
          {
            model: 'w26',
            at: [0, 0],
            yaw: 12,
            hull: 'graphite',
            running: true,
            pitch: 3.5,
            wake: { length: 90, intensity: 1.2 },
          },
        ],
      }),
  },
  {
    name: 'variety-luxury',
    size: CARD,
    alt: 'WAMA 26 Luxury: a bone hull with a bimini shade and cream upholstery, at anchor in warm evening light.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'golden',
        seed: 152,
        sunAz: -140,
        sunEl: 9,
        cam: { pos: [-14, -12, 4.2], target: [0, 0, 1.1], focal: 1.2 * w },
        boats: [{ model: 'w26', at: [0, 0], yaw: -150, hull: 'sand', options: { bimini: true, rollBar: false } }],
        land: [
          {
            at: 1300,
            hm: 60,
            x0: 0.3,
            x1: 1.1,
            color: '#5d5a4c',
            colorTop: '#7a745f',
            houses: 20,
            houseFrom: 0.2,
            houseTo: 0.6,
          },
        ],
      }),
  },
  {
    name: 'variety-standard',
    size: CARD,
    alt: 'WAMA 26 Standard: a clean white hull in side view on a calm sea at midday.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'noon',
        seed: 153,
        sunAz: -70,
        sunEl: 50,
        cam: { pos: [2, -30, 1.8], target: [0, 0, 1.2], focal: 1.9 * w },
        boats: [{ model: 'w26', at: [0, 0], yaw: 180, hull: 'white', options: { rollBar: false } }],
      }),
  },
  // ---------------- quotes and backgrounds ----------------
  {
    name: 'quote-1',
    size: HERO,
    alt: 'A quiet dusk over open water, a catamaran small on the horizon beneath a wide sky.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'dusk',
        seed: 161,
        sunAz: 8,
        sunEl: 1.8,
        vignette: 0.65,
        cam: { pos: [0, 0, 2.2], target: [200, 0, 9], focal: 1.1 * w },
        boats: [{ model: 'w42', at: [700, -95], yaw: 70, hull: 'white', options: { lights: true } }],
      }),
  },
  {
    name: 'quote-2',
    size: HERO,
    alt: 'Moonlight on a calm night sea, a single anchor light far off.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'night',
        seed: 162,
        sunAz: -12,
        sunEl: 12,
        stars: true,
        clouds: 6,
        vignette: 0.6,
        sunScale: 1.1,
        cam: { pos: [0, 0, 2.5], target: [200, -30, 14], focal: 1.05 * w },
        boats: [{ model: 'w26', at: [420, 80], yaw: 40, hull: 'white' }],
        glows: [{ p: [420, 80, 2.4], r: 4 }],
      }),
  },
  {
    name: 'contact-bg',
    size: HERO,
    alt: 'Blue hour over the Gulf of Tunis from Megrine: the twin peaks of Jebel Boukornine above a shoreline of lights and a calm sea.',
    draw: (w, h) =>
      seascape({
        w,
        h,
        time: 'night',
        seed: 171,
        sunAz: -40,
        sunEl: 6,
        clouds: 8,
        vignette: 0.5,
        glitter: 0.5,
        palette: {
          sky: [
            [0, '#0c1424'],
            [0.55, '#1d2c4a'],
            [0.85, '#4a5878'],
            [1, '#8a8aa0'],
          ],
          seaFar: '#4a5676',
          haze: '#5a6482',
        },
        cam: { pos: [0, 0, 3], target: [1000, 0, 25], focal: 1.1 * w },
        land: [
          { at: 9000, hm: 600, x0: 0.15, x1: 0.9, color: '#141c2e', colorTop: '#1d2740', shape: twinPeaks, rough: 9 },
          {
            at: 2600,
            hm: 24,
            x0: -0.1,
            x1: 1.1,
            color: '#0e1422',
            lights: 520,
            glow: true,
            lightReflections: true,
            rough: 12,
            shape: () => 0.55,
          },
        ],
      }),
  },
  {
    name: 'fallback',
    size: GALLERY,
    alt: 'WAMA: a gold horizon line and rising sun outline on charcoal.',
    draw: fallback,
  },
]

/** Harbour at dusk: a stone quay with bollards and lamps, both models alongside, a town behind. */
function harbour(w, h) {
  const quay = []
  const qy0 = 7.5
  const boxF = (x0, x1, y0, y1, z0, z1, m) => {
    const ring = (z) => [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ]
    const c = [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2]
    const r0 = ring(z0)
    const r1 = ring(z1)
    /** @type {import('./three.mjs').Part[]} */
    const f = []
    for (let i = 0; i < 4; i++) f.push({ p: [r0[i], r0[(i + 1) % 4], r1[(i + 1) % 4], r1[i]], m, inside: c })
    f.push({ p: r1, m, inside: c })
    return f
  }
  // The quay face is split into blocks so the painter's sort stays local.
  for (let x = -70; x < 70; x += 5) quay.push(...boxF(x, x + 5, qy0, qy0 + 14, -1, 1.4, 'quay'))
  for (let x = -60; x <= 60; x += 6) quay.push(...boxF(x - 0.2, x + 0.2, qy0 + 0.4, qy0 + 0.8, 1.4, 1.9, 'bollard'))
  for (let x = -54; x <= 60; x += 18) {
    quay.push(...boxF(x - 0.08, x + 0.08, qy0 + 2, qy0 + 2.16, 1.4, 6.2, 'bollard'))
    quay.push(...boxF(x - 0.25, x + 0.25, qy0 + 1.83, qy0 + 2.33, 6.2, 6.6, 'bollard'))
  }
  return seascape({
    w,
    h,
    time: 'golden',
    seed: 142,
    sunAz: -60,
    sunEl: 9,
    clouds: 10,
    cam: { pos: [16, -30, 2.6], target: [-4, 6, 2.6], focal: 0.95 * w },
    boats: [
      { model: 'w42', at: [-2, qy0 - W42.B / 2 - 0.6], yaw: 180, hull: 'white' },
      { model: 'w26', at: [-19, qy0 - 1.9], yaw: 180, hull: 'navy' },
    ],
    props: [
      {
        faces: quay,
        at: [0, qy0 + 3],
        mats: { quay: { albedo: '#8c8172', gloss: 0.05 }, bollard: { albedo: '#2a2b2e', gloss: 0.4 } },
        reflection: true,
      },
    ],
    land: [
      { at: 2200, hm: 120, x0: -0.1, x1: 0.7, color: '#6b6c66', colorTop: '#85857c', rough: 3 },
      {
        at: 600,
        hm: 22,
        x0: -0.1,
        x1: 1.1,
        color: '#6d6656',
        colorTop: '#857b66',
        houses: 90,
        clusters: 6,
        houseFrom: 0,
        houseTo: 1,
        shape: () => 0.6,
        rough: 10,
      },
    ],
  })
}

const SURFER_MATS = {
  board: { albedo: '#f4f1ea', gloss: 0.6, shin: 40 },
  wetsuit: { albedo: '#1d1e21', gloss: 0.3 },
  skin: { albedo: '#b98a68', gloss: 0.1 },
}

/** A surfer on a short board in a sideways stance, knees bent, arms loose for balance. */
function surfer(at, yaw) {
  /** @type {import('./three.mjs').Part[]} */
  const f = []
  f.push(...softBox(-0.8, 0.8, -0.25, 0.25, 0.02, 0.08, 'board', { r: 0.03 }))
  // Legs (feet across the board, knees flexed forward, hips low), then the body, then the arms.
  const limbs = [
    [0.07, [-0.32, 0, 0.08], [-0.3, 0.18, 0.45], [-0.14, 0.04, 0.78]],
    [0.07, [0.32, 0, 0.08], [0.22, 0.2, 0.45], [0.12, 0.04, 0.78]],
    [0.16, [0, 0.04, 0.78], [0.08, 0.12, 1.3]],
    [0.045, [-0.12, 0.1, 1.28], [-0.5, 0.2, 1.02], [-0.72, 0.3, 0.95]],
    [0.045, [0.2, 0.12, 1.28], [0.5, 0.22, 1.2], [0.7, 0.28, 1.28]],
  ]
  for (const [r, ...pts] of limbs)
    for (let i = 0; i < pts.length - 1; i++) f.push(...tube(pts[i], pts[i + 1], r, 'wetsuit', 6))
  f.push(...softBox(0.02, 0.22, 0.04, 0.24, 1.36, 1.58, 'skin', { r: 0.07 }))
  return transform(f, { yaw: (yaw * Math.PI) / 180, roll: 0.12, at: [at[0], at[1], 0.02] })
}
