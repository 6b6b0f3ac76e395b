#!/usr/bin/env node
// Writes the downloadable PDFs in public/documents: brochures, specification sheets and deck plans,
// drawn with pdf-lib in the standard Helvetica and Times faces, line art as vector paths, each in English
// and in French (`-fr` before `.pdf`): one layout, the words of each language in WORDS below.
// Names, prices and specifications come from the site's own records in content-defaults/, in each language.
// Run with tsx (it reads those TypeScript files): npx tsx tools/make-documents.mjs
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument, rgb, setCharacterSpacing, StandardFonts } from 'pdf-lib'
import { formatPrice } from '../lib/yachts/format.ts'
import { contentDefaults } from '../content-defaults/index.ts'
import { withCataloguePrices } from '../lib/yachts/catalogue-prices.ts'
import { LOCALE_FACTS } from '../lib/i18n/config.ts'
import { W26, W42, w26Lines, w42Lines } from './art/models.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'documents')

// ---------------- colours and fonts ----------------

const C = {
  charcoal: [0x1c, 0x1d, 0x1f],
  black: [0x0b, 0x0b, 0x0c],
  gold: [0xc9, 0xa9, 0x6e],
  bone: [0xf4, 0xf1, 0xea],
  mist: [0x9a, 0x9c, 0xa1],
  ink: [0x2a, 0x2b, 0x2e],
  rule: [0xd9, 0xcf, 0xbd],
}
const colour = (c) => rgb(c[0] / 255, c[1] / 255, c[2] / 255)

// The PDF standard faces: every reader has them, so the files embed no font.
const FONTS = {
  sans: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
  serif: StandardFonts.TimesRoman,
  italic: StandardFonts.TimesRomanItalic,
}
// Layout measures text before a page belongs to a document; the faces' metrics are the same in every document.
const metrics = await PDFDocument.create()
const MEASURE = Object.fromEntries(Object.entries(FONTS).map(([key, name]) => [key, metrics.embedStandardFont(name)]))

function textWidth(str, font, size, tracking = 0) {
  return MEASURE[font].widthOfTextAtSize(str, size) + tracking * Math.max(0, [...str].length - 1)
}

// ---------------- page canvas ----------------

/**
 * A page drawn with a small pen-and-brush vocabulary (fill, stroke, dash, then shapes and text in PDF
 * points, origin bottom left). It records the drawing; `render` replays it onto a pdf-lib page.
 */
class Page {
  constructor(w, h) {
    this.w = w
    this.h = h
    this.draws = []
    /** @type {{ fill: number[], stroke: number[], width: number, dash: number[] | undefined }} */
    this.pen = { fill: C.ink, stroke: C.ink, width: 0.6, dash: undefined }
  }
  fill(c) {
    this.pen = { ...this.pen, fill: c }
    return this
  }
  stroke(c, width = 0.6) {
    this.pen = { ...this.pen, stroke: c, width }
    return this
  }
  dash(on, off) {
    this.pen = { ...this.pen, dash: on ? [on, off] : undefined }
    return this
  }
  /** mode 'f' fills with the fill colour, 'S' strokes with the pen. */
  paint(mode) {
    const { fill, stroke, width, dash } = this.pen
    return mode === 'f'
      ? { color: colour(fill) }
      : { borderColor: colour(stroke), borderWidth: width, borderDashArray: dash }
  }
  rect(x, y, w, h, mode = 'f') {
    const paint = this.paint(mode)
    this.draws.push((page) => page.drawRectangle({ x, y, width: w, height: h, ...paint }))
    return this
  }
  line(x1, y1, x2, y2) {
    const { stroke, width, dash } = this.pen
    this.draws.push((page) =>
      page.drawLine({
        start: { x: x1, y: y1 },
        end: { x: x2, y: y2 },
        thickness: width,
        color: colour(stroke),
        dashArray: dash,
      }),
    )
    return this
  }
  poly(pts, close = false, mode = 'S') {
    // An SVG path is drawn with y pointing down from (x, y): negated, the points keep their PDF places.
    const d =
      pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(2)} ${(-py).toFixed(2)}`).join(' ') + (close ? ' Z' : '')
    const paint = this.paint(mode)
    this.draws.push((page) => page.drawSvgPath(d, { x: 0, y: 0, ...paint }))
    return this
  }
  /** Text with optional alignment and letter-spacing (tracking, in points); returns its width. */
  text(x, y, str, { font = 'sans', size = 10, color = C.ink, align = 'left', tracking = 0 } = {}) {
    const w = textWidth(str, font, size, tracking)
    const tx = align === 'center' ? x - w / 2 : align === 'right' ? x - w : x
    this.draws.push((page, fonts) => {
      page.pushOperators(setCharacterSpacing(tracking))
      page.drawText(str, { x: tx, y, size, font: fonts[font], color: colour(color) })
      page.pushOperators(setCharacterSpacing(0))
    })
    return w
  }
  /** Wrapped paragraph; returns the y below the last line. */
  para(x, y, width, str, { font = 'sans', size = 10, leading = 1.55, color = C.ink } = {}) {
    // Break at ordinary spaces only: \s also matches the no-break spaces French sets before : and in 95 000.
    const words = str.split(/[^\S\u00a0]+/)
    let line = ''
    let yy = y
    for (const wd of words) {
      const next = line ? `${line} ${wd}` : wd
      if (textWidth(next, font, size) > width && line) {
        this.text(x, yy, line, { font, size, color })
        yy -= size * leading
        line = wd
      } else line = next
    }
    if (line) {
      this.text(x, yy, line, { font, size, color })
      yy -= size * leading
    }
    return yy
  }
  caps(x, y, str, opts = {}) {
    return this.text(x, y, str.toUpperCase(), { size: 7.5, tracking: 1.6, color: C.gold, ...opts })
  }
}

// ---------------- document ----------------

/** A fixed date keeps regenerated files byte-identical when nothing they show has changed. */
const DATED = new Date('2025-01-01T00:00:00Z')

async function buildPdf(pages, info) {
  const doc = await PDFDocument.create()
  doc.setLanguage(LOCALE_FACTS[info.lang].tag)
  doc.setTitle(info.title)
  doc.setSubject(info.subject)
  doc.setAuthor('WAMA')
  doc.setCreator('WAMA tools/make-documents.mjs')
  doc.setProducer('pdf-lib')
  doc.setCreationDate(DATED)
  doc.setModificationDate(DATED)
  const fonts = Object.fromEntries(Object.entries(FONTS).map(([key, name]) => [key, doc.embedStandardFont(name)]))
  for (const pg of pages) {
    const page = doc.addPage([pg.w, pg.h])
    for (const draw of pg.draws) draw(page, fonts)
  }
  return Buffer.from(await doc.save())
}

// ---------------- content ----------------

/** A figure's large and small parts, as `pattern`'s two groups find them in the site's words. */
function split(words, pattern) {
  const found = pattern.exec(words)
  if (!found) throw new Error(`"${words}" does not read as ${pattern}`)
  return [found[1], found[2]]
}

/** "26 ft (7.92 m)" or "7,92 m (26 pi)" → the metres large, the feet small. */
function metricFirst(words) {
  const parts = split(words, /^(.+)\s\((.+)\)$/)
  return /\sm$/.test(parts[0]) ? parts : parts.reverse()
}

/**
 * Every word the PDFs show, one table per language; the figures come from the site's records in that
 * language. French sets a no-break space (U+00A0) before : ; ? ! and inside « », between a number and its
 * unit, and between a model's name and number within a sentence, as the site's French records do.
 */
const WORDS = {
  en: {
    contact: 'WAMA · Megrine, Tunisia',
    contactFull: 'WAMA · Industrial Zone, Megrine, Tunisia · +216 71 433 800 · info@wama-yachts.com',
    price: (euros) => `From EUR ${euros.toLocaleString('en-US')}`,
    keys: { length: 'Length', beam: 'Beam', guests: 'Guests', speed: 'Top speed' },
    specs: {
      length: 'Length overall',
      beam: 'Beam',
      draft: 'Draft',
      displacement: 'Displacement',
      fuel_capacity: 'Fuel capacity',
      water_capacity: 'Water capacity',
      max_speed: 'Maximum speed',
      cruising_speed: 'Cruising speed',
      sleeps: 'Guests',
      cabins: 'Cabins',
      bathrooms: 'Bathrooms',
      construction: 'Construction',
      price: 'Price',
    },
    brochure: {
      title: (name) => `${name} Brochure`,
      subject: (m) => `${m.name}: ${m.tagline}`,
      cover: 'Brochure',
      yacht: '01 · The yacht',
      construction: 'Construction',
      features: '02 · Design and features',
      featuresTitle: 'Every detail, engineered in Megrine',
      specs: '03 · Specifications',
      specsTitle: 'Key specifications',
      layout: 'Layout',
      yours: '04 · Your WAMA',
      yoursTitle: 'Built to order, with you.',
      yoursText: (name) =>
        `Every ${name} is built to order in our yard in Megrine, Tunisia. Book a consultation to walk through the layout, choose materials and colours, and see the boats in build. Sea trials are arranged on request.`,
    },
    specifications: {
      title: (name) => `${name} Specifications`,
      subject: (name) => `${name} complete specifications`,
      subtitle: (tagline) => `Complete specifications · ${tagline}`,
      table: 'Dimensions, capacities and performance',
      standard: 'Standard equipment',
      options: 'Selected options',
      profile: 'Profile',
      disclaimer:
        'Specifications are indicative and may change as the design develops. Weights are light-ship. Performance depends on load, sea state and engine choice.',
    },
    plans: {
      title: { w26: (name) => `${name} Deck Plan`, w42: (name) => `${name} Deck Plans` },
      subject: (name) => `${name} general arrangement`,
      sheet: (title, n) => `${title} · sheet ${n}`,
      sheets: {
        w26: ['Deck plan · general arrangement', 'Profile'],
        w42: ['Main deck · general arrangement', 'Hull level · three cabins, two bathrooms', 'Profile'],
      },
      block: { project: 'Project', drawing: 'Drawing', yard: 'Yard' },
      loa: 'LOA',
      beam: 'BEAM',
    },
    labels: {
      aftBench: 'Aft bench',
      leaningPost: 'Leaning post',
      helmConsole: 'Helm console',
      cabinBelow: 'Cabin below',
      sunpad: 'Sunpad',
      platform: 'Platform',
      galley: 'Galley',
      dinette: 'Dinette',
      helm: 'Helm',
      aftSettee: 'Aft settee',
      sunpads: 'Sunpads',
      saloon: 'Saloon',
      enSuite: 'En-suite',
      ownersSuite: 'Owner’s suite',
      guestCabin: 'Guest cabin',
      bathroom: 'Bathroom',
      bridgedeck: 'Bridgedeck above',
    },
    models: {
      w26: {
        intro:
          'The WAMA 26 is a 26-foot sport monohull for owners who want to be on the water at first light and still be there at sunset. Her deep-V hull is vacuum-infused in a single shot, giving a light, stiff structure that reaches 42 knots and lands softly when the afternoon breeze lifts the Mediterranean chop.',
        features: [
          [
            'Vacuum-infused hull and deck',
            'Glass, foam core and resin drawn together under vacuum in closed moulds: lighter, stiffer and more consistent than hand lay-up.',
          ],
          [
            '42-knot deep-V',
            'A sharp entry and a constant-deadrise running surface keep her dry and predictable in a short Mediterranean sea.',
          ],
          [
            'Five power options',
            'From a 300 HP Mercury V8 outboard to a 380 HP Volvo Penta Forward Drive, each engineered and tested in our yard.',
          ],
          [
            'Cabin for two',
            'A double berth, opening hatch and LED lighting below the console, with an optional sanitary package.',
          ],
          [
            'Built for long days',
            'A 300 L fuel tank, 6 mm tempered glass windshields and a self-draining cockpit come as standard.',
          ],
        ],
        standard: [
          '300 L fuel tank',
          '6 mm tempered glass windshields',
          'Self-draining cockpit',
          'Hydraulic steering',
          'Bow sunpad and aft bench',
          'Swim platform with boarding ladder',
          'Stainless steel bow rail and cleats',
          'LED navigation and cockpit lighting',
        ],
        options: [
          'Carbon roll bar',
          'Bimini shade',
          'Esthec or teak deck',
          'Water ballast for wake surf',
          'Marine WC package',
          'Premium audio',
          'Hull colours: bone, graphite, navy, sand, white',
        ],
      },
      w42: {
        intro:
          'The WAMA 42 is a 42-foot power catamaran welded from marine-grade aluminium in our Megrine yard. Two slender hulls and a 21.5 ft beam give her the stability of a much larger yacht: she runs level at 28 knots, stays flat at anchor and offers living space that monohulls only find at far greater length.',
        features: [
          [
            'Welded aluminium structure',
            '5083 marine-grade plate and 6082 extrusions, welded by certified welders: light, stiff, impact-tolerant and immune to osmosis.',
          ],
          ['Catamaran stability', 'A 21.5 ft beam and two slender hulls keep her level underway and flat at anchor.'],
          [
            'Three cabins, two bathrooms',
            'An owner’s suite with en-suite bathroom fills the starboard hull; two guest cabins share a bathroom in the port hull.',
          ],
          [
            'Saloon level with the cockpit',
            'Sliding doors open the saloon and galley onto the aft deck, shaded by an integrated hardtop.',
          ],
          [
            'Twin outboard power',
            'Twin outboards drive her to 28 knots and cruise at 22, leaving both hulls free for living space.',
          ],
        ],
        standard: [
          'Twin outboard engines',
          '2 × 800 L fuel tanks',
          'Integrated hardtop and flybridge',
          'Saloon with galley and inside helm',
          'Owner’s suite with en-suite',
          'Two guest cabins and shared bathroom',
          'Foredeck sunpads and trampoline',
          'Swim platforms on both hulls',
        ],
        options: [
          'Generator and air conditioning',
          'Flybridge wet bar',
          'Tender davits',
          'Teak or Esthec decking',
          'Underwater lighting',
          'Custom upholstery and joinery',
        ],
      },
    },
  },
  fr: {
    contact: 'WAMA · Mégrine, Tunisie',
    contactFull: 'WAMA · Zone industrielle, Mégrine, Tunisie · +216 71 433 800 · info@wama-yachts.com',
    // The site's own French price ("160 000 €"); Intl groups thousands with U+202F, which WinAnsi lacks.
    price: (euros) => `À partir de ${formatPrice(euros, 'fr').replace(/\u202f/g, '\u00a0')}`,
    keys: { length: 'Longueur', beam: 'Largeur', guests: 'Personnes à bord', speed: 'Vitesse de pointe' },
    specs: {
      length: 'Longueur hors tout',
      beam: 'Largeur',
      draft: 'Tirant d’eau',
      displacement: 'Déplacement',
      fuel_capacity: 'Réservoir de carburant',
      water_capacity: 'Réservoir d’eau douce',
      max_speed: 'Vitesse maximale',
      cruising_speed: 'Vitesse de croisière',
      sleeps: 'Capacité',
      cabins: 'Cabines',
      bathrooms: 'Salles d’eau',
      construction: 'Construction',
      price: 'Prix',
    },
    brochure: {
      title: (name) => `Brochure ${name}`,
      subject: (m) => `${m.name}\u00a0: ${m.tagline[0].toLowerCase()}${m.tagline.slice(1)}`,
      cover: 'Brochure',
      yacht: '01 · Le yacht',
      construction: 'Construction',
      features: '02 · Design et atouts',
      featuresTitle: 'Chaque détail, conçu à Mégrine',
      specs: '03 · Caractéristiques',
      specsTitle: 'Caractéristiques principales',
      layout: 'Aménagement',
      yours: '04 · Votre WAMA',
      yoursTitle: 'Construit sur commande, avec vous.',
      yoursText: (name) =>
        `Chaque ${name.replace(' ', '\u00a0')} est construit sur commande dans notre chantier de Mégrine, en Tunisie. Réservez une consultation pour parcourir l’aménagement, choisir matériaux et couleurs, et découvrir les bateaux en construction. Les essais en mer sont organisés sur demande.`,
    },
    specifications: {
      title: (name) => `Caractéristiques complètes du ${name}`,
      subject: (name) => `Dimensions, capacités, performances et équipements du ${name}`,
      subtitle: (tagline) => `Caractéristiques complètes · ${tagline}`,
      table: 'Dimensions, capacités et performances',
      standard: 'Équipements de série',
      options: 'Principales options',
      profile: 'Profil',
      disclaimer:
        'Caractéristiques indicatives, susceptibles d’évoluer au fil du développement. Poids donnés lège. Les performances varient selon la charge, l’état de la mer et la motorisation choisie.',
    },
    plans: {
      title: { w26: (name) => `Plan de pont du ${name}`, w42: (name) => `Plans de pont du ${name}` },
      subject: (name) => `Plan d’aménagement général du ${name}`,
      sheet: (title, n) => `${title} · planche ${n}`,
      sheets: {
        w26: ['Plan de pont · aménagement général', 'Profil'],
        w42: ['Pont principal · aménagement général', 'Niveau des coques · trois cabines, deux salles d’eau', 'Profil'],
      },
      block: { project: 'Projet', drawing: 'Plan', yard: 'Chantier' },
      loa: 'LHT',
      beam: 'LARGEUR',
    },
    labels: {
      aftBench: 'Banquette',
      leaningPost: 'Siège pilote',
      helmConsole: 'Console',
      cabinBelow: 'Cabine',
      sunpad: 'Solarium',
      platform: 'Plateforme',
      galley: 'Cuisine',
      dinette: 'Dinette',
      helm: 'Pilotage',
      aftSettee: 'Banquette',
      sunpads: 'Solarium',
      saloon: 'Carré',
      enSuite: 'Salle d’eau',
      ownersSuite: 'Suite propriétaire',
      guestCabin: 'Cabine invités',
      bathroom: 'Salle d’eau',
      bridgedeck: 'Nacelle au-dessus',
    },
    models: {
      w26: {
        intro:
          'Le WAMA 26 est un monocoque sportif de 26 pieds pour les propriétaires qui veulent être sur l’eau aux premières lueurs et y être encore au coucher du soleil. Sa carène en V profond est infusée sous vide en une seule opération : une structure légère et rigide qui atteint 42 nœuds et retombe en douceur lorsque la brise de l’après-midi lève le clapot méditerranéen.',
        features: [
          [
            'Coque et pont infusés sous vide',
            'Verre, âme en mousse et résine réunis sous vide dans des moules fermés : un stratifié plus léger, plus rigide et plus régulier qu’au contact.',
          ],
          [
            'Un V profond à 42 nœuds',
            'Une étrave fine et une carène à V constant le gardent sec et prévisible dans la mer courte de Méditerranée.',
          ],
          [
            'Cinq motorisations',
            'Du hors-bord Mercury V8 de 300 ch au Volvo Penta Forward Drive de 380 ch, chaque installation est conçue et testée dans notre chantier.',
          ],
          [
            'Une cabine pour deux',
            'Une couchette double, un panneau ouvrant et un éclairage LED sous la console, avec un pack sanitaire en option.',
          ],
          [
            'Pensé pour les longues journées',
            'Réservoir de 300 L, pare-brise en verre trempé de 6 mm et cockpit autovideur sont de série.',
          ],
        ],
        standard: [
          'Réservoir de carburant de 300 L',
          'Pare-brise en verre trempé de 6 mm',
          'Cockpit autovideur',
          'Direction hydraulique',
          'Bain de soleil avant et banquette arrière',
          'Plateforme de bain avec échelle',
          'Balcon avant et taquets en inox',
          'Feux de navigation et éclairage de cockpit à LED',
        ],
        options: [
          'Arceau en carbone',
          'Bimini',
          'Pont Esthec ou teck',
          'Ballasts à eau pour le wake-surf',
          'Pack WC marin',
          'Système audio premium',
          'Couleurs de coque : ivoire, graphite, bleu marine, sable, blanc',
        ],
      },
      w42: {
        intro:
          'Le WAMA 42 est un catamaran à moteur de 42 pieds soudé en aluminium marin dans notre chantier de Mégrine. Deux coques effilées et 6,55 m de largeur lui donnent la stabilité d’un yacht bien plus grand : il navigue à plat à 28 nœuds, reste stable au mouillage et offre un espace de vie que les monocoques n’atteignent qu’à des longueurs bien supérieures.',
        features: [
          [
            'Structure en aluminium soudé',
            'Tôles marines 5083 et profilés 6082, soudés par des soudeurs certifiés : une structure légère, rigide, résistante aux chocs et insensible à l’osmose.',
          ],
          [
            'La stabilité du catamaran',
            'Deux coques effilées et 6,55 m de largeur le gardent à plat en route comme au mouillage.',
          ],
          [
            'Trois cabines, deux salles d’eau',
            'Une suite propriétaire avec salle d’eau privative occupe la coque tribord ; deux cabines invités se partagent une salle d’eau à bâbord.',
          ],
          [
            'Un carré de plain-pied',
            'Des portes coulissantes ouvrent le carré et la cuisine sur le pont arrière, ombragé par un hard-top intégré.',
          ],
          [
            'Deux moteurs hors-bord',
            'Deux hors-bord l’emmènent à 28 nœuds et le font croiser à 22, en laissant les deux coques libres pour la vie à bord.',
          ],
        ],
        standard: [
          'Deux moteurs hors-bord',
          'Réservoirs de carburant de 2 × 800 L',
          'Hard-top intégré et flybridge',
          'Carré avec cuisine et poste de pilotage intérieur',
          'Suite propriétaire avec salle d’eau privative',
          'Deux cabines invités et salle d’eau partagée',
          'Bains de soleil et trampoline sur le pont avant',
          'Plateformes de bain sur les deux coques',
        ],
        options: [
          'Groupe électrogène et climatisation',
          'Bar extérieur sur le flybridge',
          'Bossoirs d’annexe',
          'Pont en teck ou Esthec',
          'Éclairage sous-marin',
          'Sellerie et menuiserie sur mesure',
        ],
      },
    },
  },
}

/**
 * A model in one language: its words from WORDS, its figures from the site's own records in that language, so
 * the PDFs and the pages never disagree.
 */
function modelIn(lang, model) {
  const t = WORDS[lang]
  const slug = model === 'w42' ? 'wama-42' : 'wama-26'
  const defaults = contentDefaults(lang)
  const builtIn = defaults.yachts.find((y) => y.slug === slug)
  if (!builtIn) throw new Error(`no built-in yacht ${slug}`)
  const yacht = withCataloguePrices(builtIn, defaults.catalogue)
  const price = t.price(yacht.price)
  const s = yacht.specs
  const [length, beam] = [metricFirst(s.length), metricFirst(s.beam)]
  return {
    ...t.models[model],
    name: yacht.name,
    tagline: yacht.tagline,
    construction: yacht.construction,
    price,
    length,
    beam,
    keys: [
      [t.keys.length, ...length],
      [t.keys.beam, ...beam],
      // "8 guests by day, …" or "8 personnes à la journée, …": the number, then what follows its noun.
      [t.keys.guests, ...split(s.sleeps, /^(\d+)\s\S+\s(.+?),/)],
      [t.keys.speed, ...split(s.max_speed, /^(\d+)\s(.+)$/)],
    ],
    specs: [
      ...[
        'length',
        'beam',
        'draft',
        'displacement',
        'fuel_capacity',
        'water_capacity',
        'max_speed',
        'cruising_speed',
        'sleeps',
        'cabins',
        'bathrooms',
      ].map((key) => [t.specs[key], s[key]]),
      [t.specs.construction, yacht.construction],
      [t.specs.price, price],
    ],
  }
}

// ---------------- drawings ----------------

/** Side profile line art of either model, fitted into the box (x, y, width) with y as waterline. */
function drawProfile(pg, model, x, wl, width, color = C.gold) {
  const isCat = model === 'w42'
  const L = isCat ? W42.L : W26.L
  const k = width / (L + 1.2)
  const ox = x + 1.0 * k
  const lines = isCat ? w42Lines : w26Lines
  const X = (m) => ox + m * k
  const Y = (m) => wl + m * k
  const sheer = []
  const keel = []
  for (let i = 0; i <= 48; i++) {
    const t = i / 48
    const l = lines(t)
    sheer.push([X(t * L), Y(l.sheer)])
    keel.push([X(t * L), Y(l.keel)])
  }
  pg.stroke(color, 1.1)
  pg.poly([[X(0), Y(lines(0).keel)], ...sheer.slice(0, 1), ...sheer.slice(1), ...[...keel].reverse()], true)
  pg.stroke(color, 0.5)
    .dash(4, 3)
    .line(X(-0.9), Y(0), X(L + 0.2), Y(0))
    .dash()
  pg.stroke(color, 0.8)
  if (!isCat) {
    const c0 = 0.45 * L
    const c1 = 0.565 * L
    pg.poly([
      [X(c0), Y(0.95)],
      [X(c0 + 0.05), Y(1.32)],
      [X(c1 - 0.25), Y(1.32)],
      [X(c1), Y(1.0)],
    ])
    pg.poly([
      [X(c1 - 0.3), Y(1.3)],
      [X(c1 - 0.6), Y(1.78)],
    ])
    pg.poly([
      [X(0.41 * L - 0.2), Y(lines(0.41).sheer)],
      [X(0.41 * L - 0.72), Y(2.22)],
      [X(0.41 * L - 1.05), Y(2.24)],
      [X(0.41 * L + 0.45), Y(2.2)],
    ])
    pg.poly([
      [X(0.41 * L + 0.16), Y(lines(0.41).sheer)],
      [X(0.41 * L - 0.44), Y(2.22)],
    ])
    pg.poly([
      [X(-0.1), Y(0.7)],
      [X(-0.75), Y(0.75)],
      [X(-0.72), Y(1.35)],
      [X(-0.25), Y(1.3)],
      [X(-0.1), Y(0.7)],
    ])
    pg.poly([
      [X(-0.5), Y(0.15)],
      [X(-0.45), Y(-0.78)],
      [X(-0.25), Y(-0.78)],
      [X(-0.2), Y(0.15)],
    ])
    pg.poly([
      [X(0.58 * L), Y(lines(0.58).sheer + 0.32)],
      [X(0.97 * L), Y(lines(0.97).sheer + 0.32)],
    ])
  } else {
    const sx0 = 0.24 * L
    const sx1 = 0.66 * L
    pg.poly([
      [X(sx0), Y(1.5)],
      [X(sx0), Y(3.3)],
      [X(sx1 - 0.95), Y(3.3)],
      [X(sx1 - 0.1), Y(2.15)],
      [X(sx1), Y(1.5)],
    ])
    pg.poly([
      [X(0.06 * L), Y(3.3)],
      [X(sx1 - 0.85), Y(3.3)],
      [X(sx1 - 1.05), Y(3.48)],
      [X(0.06 * L + 0.05), Y(3.48)],
      [X(0.06 * L), Y(3.3)],
    ])
    pg.line(X(0.06 * L + 0.2), Y(1.5), X(0.06 * L + 0.2), Y(3.3))
    pg.poly([
      [X(0.3 * L - 0.3), Y(5.55)],
      [X(0.58 * L + 0.15), Y(5.55)],
      [X(0.58 * L + 0.05), Y(5.68)],
      [X(0.3 * L - 0.25), Y(5.68)],
      [X(0.3 * L - 0.3), Y(5.55)],
    ])
    pg.line(X(0.3 * L - 0.1), Y(3.48), X(0.3 * L - 0.1), Y(5.55))
    pg.line(X(0.58 * L - 0.15), Y(3.48), X(0.58 * L - 0.2), Y(5.55))
    pg.line(X(0.3 * L - 0.6), Y(4.4), X(0.58 * L + 0.55), Y(4.4))
    for (const [a, b] of [
      [0.22, 0.42],
      [0.5, 0.74],
    ])
      pg.rect(X(a * L), Y(0.72), (b - a) * L * k, 0.18 * k, 'S')
    pg.poly([
      [X(-0.1), Y(1.0)],
      [X(-0.95), Y(1.05)],
      [X(-0.9), Y(1.8)],
      [X(-0.3), Y(1.75)],
      [X(-0.1), Y(1.0)],
    ])
    pg.poly([
      [X(-0.6), Y(0.3)],
      [X(-0.55), Y(-0.9)],
      [X(-0.3), Y(-0.9)],
      [X(-0.25), Y(0.3)],
    ])
  }
  return { X, Y, k, L }
}

/** Plan view of the hull(s) with the main furniture, scaled into the box. */
function drawPlan(pg, model, x, cy, width, labels, { level = 'main' } = {}) {
  const isCat = model === 'w42'
  const L = isCat ? W42.L : W26.L
  const k = width / (L + 1.3)
  const ox = x + 1.1 * k
  const X = (m) => ox + m * k
  const Y = (m) => cy + m * k
  const R = (x0, y0, x1, y1, c = C.ink, wd = 0.6) =>
    pg.stroke(c, wd).rect(X(Math.min(x0, x1)), Y(Math.min(y0, y1)), Math.abs(x1 - x0) * k, Math.abs(y1 - y0) * k, 'S')
  const label = (xm, ym, s) =>
    pg.text(X(xm), Y(ym) - 2.5, s.toUpperCase(), { size: 6, tracking: 0.8, color: C.ink, align: 'center' })
  const hullOutline = (yc, lines) => {
    const top = []
    const bot = []
    for (let i = 0; i <= 48; i++) {
      const t = i / 48
      const hb = lines(t).half
      top.push([X(t * L), Y(yc + hb)])
      bot.push([X(t * L), Y(yc - hb)])
    }
    pg.stroke(C.gold, 1.2).poly([...top, ...bot.reverse()], true)
  }
  if (!isCat) {
    hullOutline(0, w26Lines)
    R(-0.55, -1.05, 0, 1.05, C.gold)
    R(0.05, -1.0, 0.85, 1.0)
    label(0.45, 0, labels.aftBench)
    R(0.325 * L, -0.58, 0.405 * L, 0.58)
    label(0.365 * L, 0.75, labels.leaningPost)
    pg.stroke(C.gold, 0.9).poly(
      [
        [X(0.45 * L), Y(-0.55)],
        [X(0.565 * L), Y(-0.44)],
        [X(0.565 * L), Y(0.44)],
        [X(0.45 * L), Y(0.55)],
      ],
      true,
    )
    label(0.51 * L, -0.8, labels.helmConsole)
    pg.stroke(C.ink, 0.5).dash(3, 2)
    R(0.44 * L, -0.5, 0.62 * L, 0.5, C.mist, 0.5)
    pg.dash()
    label(0.6 * L, 0.7, labels.cabinBelow)
    pg.stroke(C.ink, 0.6).poly(
      [
        [X(0.66 * L), Y(-0.85)],
        [X(0.84 * L), Y(-0.5)],
        [X(0.84 * L), Y(0.5)],
        [X(0.66 * L), Y(0.85)],
      ],
      true,
    )
    label(0.75 * L, 0, labels.sunpad)
    label(-0.27, 1.3, labels.platform)
    for (const yy of [0.42, -0.42]) R(-0.95, yy - 0.28, -0.15, yy + 0.28)
  } else {
    const hy = W42.hullY
    hullOutline(hy, w42Lines)
    hullOutline(-hy, w42Lines)
    if (level === 'main') {
      pg.stroke(C.gold, 0.9).rect(X(0.06 * L), Y(-hy + 0.3), 0.8 * L * k, (2 * hy - 0.6) * k, 'S')
      const sx0 = 0.24 * L
      const sx1 = 0.66 * L
      const sw = W42.B / 2 - 0.55
      pg.stroke(C.gold, 1.2).poly(
        [
          [X(sx0), Y(-sw)],
          [X(sx1), Y(-sw)],
          [X(sx1 - 0.1), Y(0)],
          [X(sx1), Y(sw)],
          [X(sx0), Y(sw)],
        ],
        true,
      )
      R(sx0 + 0.1, -sw + 0.1, sx0 + 1.3, -sw + 0.7)
      label(sx0 + 0.7, -sw + 1.0, labels.galley)
      R(5.45, sw - 1.3, 7.45, sw - 0.1)
      label(6.45, sw - 1.6, labels.dinette)
      R(sx1 - 1.5, -sw + 0.2, sx1 - 0.45, -0.7)
      label(sx1 - 1.0, -0.45, labels.helm)
      R(0.8, -1.9, 1.42, 1.9)
      label(1.1, 2.2, labels.aftSettee)
      R(1.6, -0.85, 2.4, 0.85)
      R(0.7 * L, -1.6, 0.84 * L, 1.6)
      label(0.77 * L, 0, labels.sunpads)
      label(0.3 * L, 0, labels.saloon)
    } else {
      // Starboard hull (y < 0): owner's suite; port hull (y > 0): two guest cabins and a shared bathroom.
      R(3.9, -hy - 0.6, 5.85, -hy + 0.58)
      label(4.9, -hy - 1.0, labels.enSuite)
      R(6.85, -hy - 0.6, 9.45, -hy + 0.58, C.gold, 0.9)
      label(8.1, -hy - 1.0, labels.ownersSuite)
      R(1.5, hy - 0.6, 4.35, hy + 0.58, C.gold, 0.9)
      label(2.9, hy + 1.0, labels.guestCabin)
      R(5.45, hy - 0.6, 7.05, hy + 0.58)
      label(6.25, hy + 1.0, labels.bathroom)
      R(7.25, hy - 0.6, 10.1, hy + 0.58, C.gold, 0.9)
      label(8.7, hy + 1.0, labels.guestCabin)
      label(0.5 * L, 0, labels.bridgedeck)
    }
  }
  pg.stroke(C.mist, 0.4)
    .dash(8, 2)
    .line(X(-1.2), Y(0), X(L + 0.3), Y(0))
    .dash()
  return { X, Y, k, L }
}

function dimension(pg, x1, x2, y, label) {
  pg.stroke(C.gold, 0.6)
    .line(x1, y, x2, y)
    .line(x1, y - 3, x1, y + 3)
    .line(x2, y - 3, x2, y + 3)
  const w = textWidth(label, 'sans', 7.5, 0.8) + 10
  const mx = (x1 + x2) / 2
  pg.fill([255, 255, 255]).rect(mx - w / 2, y - 5, w, 10)
  pg.text(mx, y - 2.6, label, { size: 7.5, tracking: 0.8, color: C.ink, align: 'center' })
}

// ---------------- page templates ----------------

const A4L = [841.89, 595.28]
const A4P = [595.28, 841.89]

function footer(pg, t, n, title, dark = false) {
  const col = dark ? C.mist : [0x6b, 0x6d, 0x72]
  pg.stroke(dark ? C.gold : C.rule, 0.4).line(40, 34, pg.w - 40, 34)
  pg.text(40, 22, t.contact, { size: 7.5, tracking: 1, color: col })
  pg.text(pg.w - 40, 22, `${title} · ${n}`, { size: 7.5, tracking: 1, color: col, align: 'right' })
}

function cover(t, m, model, subtitle) {
  const [w, h] = A4L
  const pg = new Page(w, h)
  pg.fill(C.charcoal).rect(0, 0, w, h)
  pg.stroke(C.gold, 0.5).rect(24, 24, w - 48, h - 48, 'S')
  pg.text(56, h - 72, 'W A M A', { font: 'bold', size: 11, tracking: 4, color: C.gold })
  pg.caps(56, h - 140, subtitle, { size: 8 })
  pg.text(56, h - 200, m.name, { font: 'serif', size: 64, color: C.bone })
  pg.text(58, h - 232, m.tagline, { font: 'italic', size: 18, color: C.mist })
  pg.stroke(C.gold, 0.8).line(58, h - 252, 130, h - 252)
  drawProfile(pg, model, 250, 150, 520, C.gold)
  pg.text(56, 70, m.price, { font: 'serif', size: 16, color: C.bone })
  pg.text(w - 56, 70, t.contact, { size: 8, tracking: 1.2, color: C.mist, align: 'right' })
  return pg
}

function specTable(pg, x, y, width, rows, { size = 9.5, rowH = 22 } = {}) {
  let yy = y
  for (const [k, v] of rows) {
    pg.stroke(C.rule, 0.5).line(x, yy - 7, x + width, yy - 7)
    pg.text(x, yy, k.toUpperCase(), { size: size * 0.78, tracking: 1.2, color: [0x8a, 0x6f, 0x3e] })
    pg.text(x + width, yy, v, { size, color: C.ink, align: 'right' })
    yy -= rowH
  }
  pg.stroke(C.rule, 0.5).line(x, yy + rowH - 7 - rowH, x + width, yy + rowH - 7 - rowH)
  return yy
}

function brochure(lang, model) {
  const t = WORDS[lang]
  const b = t.brochure
  const m = modelIn(lang, model)
  const title = b.title(m.name)
  const pages = [cover(t, m, model, b.cover)]
  const [w, h] = A4L

  // 2: the boat in words and four figures.
  let pg = new Page(w, h)
  pg.caps(56, h - 70, b.yacht)
  pg.text(56, h - 110, m.tagline, { font: 'serif', size: 28, color: C.ink })
  pg.para(56, h - 150, 360, m.intro, { size: 10.5 })
  m.keys.forEach(([k, big, small], i) => {
    const x = 470 + (i % 2) * 170
    const y = h - 150 - Math.floor(i / 2) * 120
    pg.stroke(C.gold, 0.6).line(x, y + 14, x + 140, y + 14)
    pg.caps(x, y, k)
    pg.text(x, y - 44, big, { font: 'serif', size: 40, color: C.ink })
    pg.text(x, y - 62, small, { size: 9, color: [0x6b, 0x6d, 0x72] })
  })
  let y = 200
  pg.caps(56, y, b.construction)
  pg.para(56, y - 20, 360, m.construction + '. ' + m.features[0][1], { size: 10 })
  footer(pg, t, 2, title)
  pages.push(pg)

  // 3: features.
  pg = new Page(w, h)
  pg.caps(56, h - 70, b.features)
  pg.text(56, h - 110, b.featuresTitle, { font: 'serif', size: 28, color: C.ink })
  m.features.forEach(([name, desc], i) => {
    const col = i % 3
    const row = Math.floor(i / 3)
    const x = 56 + col * 250
    const yy = h - 170 - row * 150
    pg.text(x, yy, String(i + 1).padStart(2, '0'), { font: 'serif', size: 22, color: C.gold })
    pg.text(x, yy - 26, name, { font: 'bold', size: 10.5, color: C.ink })
    pg.para(x, yy - 44, 210, desc, { size: 9.5 })
  })
  footer(pg, t, 3, title)
  pages.push(pg)

  // 4: specifications and layout.
  pg = new Page(w, h)
  pg.caps(56, h - 70, b.specs)
  pg.text(56, h - 110, b.specsTitle, { font: 'serif', size: 28, color: C.ink })
  specTable(pg, 56, h - 150, 330, m.specs, { rowH: 24 })
  pg.caps(450, h - 150, b.layout)
  drawPlan(pg, model, 440, h - 255, 350, t.labels)
  drawProfile(pg, model, 440, model === 'w42' ? 82 : 110, 350, C.ink)
  footer(pg, t, 4, title)
  pages.push(pg)

  // 5: contact.
  pg = new Page(w, h)
  pg.fill(C.charcoal).rect(0, 0, w, h)
  pg.caps(56, h - 70, b.yours)
  pg.text(56, h - 130, b.yoursTitle, { font: 'serif', size: 34, color: C.bone })
  pg.para(56, h - 170, 420, b.yoursText(m.name), { size: 11, color: C.bone })
  pg.text(56, 150, m.price, { font: 'serif', size: 20, color: C.gold })
  pg.text(56, 120, t.contactFull, { size: 9, tracking: 0.6, color: C.mist })
  footer(pg, t, 5, title, true)
  pages.push(pg)
  return buildPdf(pages, { lang, title, subject: b.subject(m) })
}

function specifications(lang, model) {
  const t = WORDS[lang]
  const sp = t.specifications
  const m = modelIn(lang, model)
  const title = sp.title(m.name)
  const [w, h] = A4P
  let pg = new Page(w, h)
  pg.fill(C.charcoal).rect(0, h - 200, w, 200)
  pg.text(48, h - 60, 'W A M A', { font: 'bold', size: 10, tracking: 4, color: C.gold })
  pg.text(48, h - 120, m.name, { font: 'serif', size: 44, color: C.bone })
  pg.text(50, h - 150, sp.subtitle(m.tagline), { font: 'italic', size: 13, color: C.mist })
  pg.caps(48, h - 240, sp.table)
  specTable(pg, 48, h - 270, w - 96, m.specs, { rowH: 26, size: 10 })
  footer(pg, t, 1, title)
  const pages = [pg]

  pg = new Page(w, h)
  pg.caps(48, h - 64, sp.standard)
  let y = h - 92
  for (const item of m.standard) {
    pg.fill(C.gold).rect(48, y + 2.5, 3, 3)
    pg.text(60, y, item, { size: 10, color: C.ink })
    y -= 20
  }
  y -= 20
  pg.caps(48, y, sp.options)
  y -= 28
  for (const item of m.options) {
    pg.stroke(C.gold, 0.6).rect(48, y + 1.5, 5, 5, 'S')
    pg.text(60, y, item, { size: 10, color: C.ink })
    y -= 20
  }
  y -= 24
  pg.caps(48, y, sp.profile)
  // The catamaran's flybridge stands far above the monohull's roll bar: a lower waterline keeps it clear of the lists.
  drawProfile(pg, model, 48, model === 'w42' ? y - 230 : y - 130, w - 96, C.ink)
  pg.para(48, 90, w - 96, sp.disclaimer, { size: 8, color: [0x6b, 0x6d, 0x72] })
  footer(pg, t, 2, title)
  pages.push(pg)
  return buildPdf(pages, { lang, title, subject: sp.subject(m.name) })
}

function deckPlans(lang, model) {
  const t = WORDS[lang]
  const pl = t.plans
  const m = modelIn(lang, model)
  const title = pl.title[model](m.name)
  const [length, beam] = [m.length.join(' / '), m.beam.join(' / ')]
  const [w, h] = A4L
  const pages = []
  const sheet = (sub, draw, n) => {
    const pg = new Page(w, h)
    pg.stroke(C.gold, 0.6).rect(24, 24, w - 48, h - 48, 'S')
    pg.caps(48, h - 62, sub)
    pg.text(48, h - 96, m.name, { font: 'serif', size: 30, color: C.ink })
    draw(pg)
    // Title block.
    const tb = [
      [pl.block.project, `${m.name}`],
      [pl.block.drawing, sub],
      [pl.block.yard, t.contact],
    ]
    tb.forEach(([k, v], i) => {
      const yy = 90 - i * 16
      pg.stroke(C.rule, 0.4).line(560, yy - 5, w - 48, yy - 5)
      pg.text(560, yy, k.toUpperCase(), { size: 6.5, tracking: 1, color: [0x8a, 0x6f, 0x3e] })
      pg.text(w - 48, yy, v, { size: 8, color: C.ink, align: 'right' })
    })
    pg.text(48, 44, pl.sheet(title, n), { size: 7, tracking: 1, color: [0x6b, 0x6d, 0x72] })
    pages.push(pg)
  }
  const beamLabel = (pg, d, B) => {
    pg.stroke(C.gold, 0.6).line(d.X(d.L) + 30, d.Y(-B / 2), d.X(d.L) + 30, d.Y(B / 2))
    pg.text(d.X(d.L) + 30, d.Y(B / 2) + 8, `${pl.beam} ${beam}`, {
      size: 7.5,
      tracking: 0.8,
      color: C.ink,
      align: 'center',
    })
  }
  const [first, second, third] = pl.sheets[model]
  if (model === 'w42') {
    sheet(
      first,
      (pg) => {
        const d = drawPlan(pg, 'w42', 90, 300, 640, t.labels, { level: 'main' })
        dimension(pg, d.X(0), d.X(d.L), 130, `${pl.loa} ${length}`)
        beamLabel(pg, d, W42.B)
      },
      1,
    )
    sheet(
      second,
      (pg) => {
        const d = drawPlan(pg, 'w42', 90, 300, 640, t.labels, { level: 'hull' })
        dimension(pg, d.X(0), d.X(d.L), 130, `${pl.loa} ${length}`)
      },
      2,
    )
    sheet(
      third,
      (pg) => {
        const d = drawProfile(pg, 'w42', 90, 210, 640, C.ink)
        dimension(pg, d.X(0), d.X(d.L), 150, `${pl.loa} ${length}`)
      },
      3,
    )
  } else {
    sheet(
      first,
      (pg) => {
        const d = drawPlan(pg, 'w26', 110, 300, 600, t.labels)
        dimension(pg, d.X(0), d.X(d.L), 150, `${pl.loa} ${length}`)
        beamLabel(pg, d, W26.B)
      },
      1,
    )
    sheet(
      second,
      (pg) => {
        const d = drawProfile(pg, 'w26', 110, 250, 600, C.ink)
        dimension(pg, d.X(0), d.X(d.L), 160, `${pl.loa} ${length}`)
      },
      2,
    )
  }
  return buildPdf(pages, { lang, title, subject: pl.subject(m.name) })
}

async function main() {
  await mkdir(outDir, { recursive: true })
  // The site's own document records name each file, in each language: what they list is what is drawn.
  const drawers = { brochure, specification: specifications, 'deck-plan': deckPlans }
  const files = {}
  for (const lang of /** @type {const} */ (['en', 'fr']))
    for (const doc of contentDefaults(lang).documents) {
      if (!drawers[doc.kind]) throw new Error(`no drawing for a built-in ${doc.kind} document (${doc.filename})`)
      files[doc.filename] = drawers[doc.kind](lang, doc.yacht === 'wama-42' ? 'w42' : 'w26')
    }
  for (const [name, pending] of Object.entries(files)) {
    const buf = await pending
    await writeFile(path.join(outDir, name), buf)
    console.log(`${name.padEnd(30)} ${(buf.length / 1024).toFixed(1).padStart(6)} KB`)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
