import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib'

import {
  BOAT_VIEWBOX,
  PLAN_DECK,
  PLAN_HULL,
  PROFILE_DECKHOUSE,
  PROFILE_HEIGHT,
  PROFILE_HULL,
} from '../configurator/boat-geometry'
import { buildLink, quotedBuild } from '../configurator/priced-build'
import { formatEuros, LOCALE_FACTS, type Locale } from '../i18n/config'

import { pricedLine } from './mail-content'
import { wording } from './wording'

/**
 * The spec sheet of a WAMA 26 quote request: a one- or two-page PDF (pdf-lib) of the build as the server
 * priced it — the boat drawn in the chosen colour and deck, every choice with its price, the total, the
 * link that opens the build again, the date and the quote reference. Mailed to the visitor (in their language)
 * and to sales (in English).
 */

export interface SpecSheetLead {
  reference?: string | null
  configuration?: unknown
  createdAt?: string | null
}

export interface SpecSheet {
  filename: string
  content: Uint8Array
}

const INK = rgb(0.11, 0.114, 0.122)
const MUTED = rgb(0.42, 0.42, 0.42)
const GOLD = rgb(0.541, 0.451, 0.275)
const RULE = rgb(0.85, 0.83, 0.79)
const A4 = [595.28, 841.89] as const
const MARGIN = 56

const hexColor = (hex: string): RGB =>
  rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255)

/**
 * The standard PDF fonts cover Western European text; anything else prints as "?" rather than failing. French
 * figures group thousands with a narrow no-break space, which these fonts lack: a no-break space stands in.
 */
function printable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet())
  return (text) =>
    Array.from(text.replace(/\u202f/g, '\u00a0'), (c) => (supported.has(c.codePointAt(0) ?? 0) ? c : '?')).join('')
}

/** The boat in the chosen colour: profile on a dark sky, plan view with its deck, as on the configurator. */
function drawBoat(page: PDFPage, top: number, hull: RGB, teakDeck: boolean): number {
  const scale = 1.1
  const width = BOAT_VIEWBOX.width * scale
  const x = (A4[0] - width) / 2
  const y = top
  page.drawRectangle({
    x,
    y: y - BOAT_VIEWBOX.height * scale,
    width,
    height: BOAT_VIEWBOX.height * scale,
    color: rgb(0.043, 0.043, 0.047),
  })
  page.drawRectangle({
    x,
    y: y - PROFILE_HEIGHT * scale,
    width,
    height: PROFILE_HEIGHT * scale,
    color: rgb(0.11, 0.114, 0.122),
  })
  const path = { x, y, scale }
  const outline = { borderColor: rgb(0.957, 0.945, 0.918), borderWidth: 0.6, borderOpacity: 0.5 }
  page.drawSvgPath(PROFILE_HULL, { ...path, color: hull, ...outline })
  page.drawSvgPath(PROFILE_DECKHOUSE, { ...path, color: rgb(0.925, 0.922, 0.906) })
  page.drawSvgPath(PLAN_HULL, { ...path, color: hull, ...outline })
  page.drawSvgPath(PLAN_DECK, { ...path, color: teakDeck ? rgb(0.561, 0.416, 0.29) : rgb(0.812, 0.824, 0.831) })
  return y - BOAT_VIEWBOX.height * scale
}

/** A clickable area on the page that opens `url` (pdf-lib has no helper for link annotations). */
function linkTo(page: PDFPage, url: string, rect: [number, number, number, number]): void {
  const context = page.doc.context
  const link = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  )
  const existing = page.node.lookup(PDFName.of('Annots'))
  if (existing instanceof PDFArray) existing.push(link)
  else page.node.set(PDFName.of('Annots'), context.obj([link]))
}

/** The PDF of a quote lead's build in `locale`, or null when the lead holds no priced configuration. */
export async function specSheetFor(
  lead: SpecSheetLead,
  publicSiteUrl: string,
  locale: Locale,
): Promise<SpecSheet | null> {
  const config = quotedBuild(lead.configuration)
  if (!config) return null
  const t = wording(locale, 'Mail')
  const euros = (value: number) => formatEuros(value, locale)
  const reference = lead.reference || 'W26'
  const created = lead.createdAt ? new Date(lead.createdAt) : new Date()
  const date = new Intl.DateTimeFormat(LOCALE_FACTS[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).format(created)
  const shareUrl = buildLink(lead, config, publicSiteUrl, locale)

  const pdf = await PDFDocument.create()
  pdf.setTitle(t('sheet.documentTitle', { model: config.model, reference }))
  pdf.setAuthor('WAMA Yachts')
  // Dated by the lead, not the moment of drawing: each mail draws its own copy, and a sheet sent again (or the
  // sales and the visitor's copy of one language) is the same file.
  pdf.setCreationDate(created)
  pdf.setModificationDate(created)
  const sans = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const serif = await pdf.embedFont(StandardFonts.TimesRoman)
  const clean = printable(sans)

  let page = pdf.addPage([...A4])
  let y = A4[1] - MARGIN
  const text = (value: string, x: number, size: number, font: PDFFont = sans, color: RGB = INK) =>
    page.drawText(clean(value), { x, y, size, font, color })
  const right = (value: string, size: number, font: PDFFont = sans, color: RGB = INK) =>
    text(value, A4[0] - MARGIN - font.widthOfTextAtSize(clean(value), size), size, font, color)
  const rule = () =>
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: A4[0] - MARGIN, y: y - 5 },
      thickness: 0.5,
      color: RULE,
    })
  /** A new page when the next row would not fit above the bottom margin. */
  const room = (needed: number) => {
    if (y - needed >= MARGIN) return
    page = pdf.addPage([...A4])
    y = A4[1] - MARGIN
  }

  text('WAMA YACHTS', MARGIN, 9, bold, GOLD)
  right(t('sheet.reference', { reference }), 9, bold)
  y -= 14
  right(date, 9, sans, MUTED)
  y -= 34
  text(t('sheet.heading', { model: config.model }), MARGIN, 30, serif)
  y -= 20
  text(t('sheet.subheading'), MARGIN, 11, sans, MUTED)
  y -= 18
  y = drawBoat(page, y, hexColor(config.hullHex ?? '#F4F6F7'), config.selection.flooringId !== 'standard') - 30

  const columns = { item: MARGIN, choice: MARGIN + 130 }
  text(t('sheet.item'), columns.item, 8, bold, MUTED)
  text(t('sheet.choice'), columns.choice, 8, bold, MUTED)
  right(t('sheet.price'), 8, bold, MUTED)
  rule()
  y -= 20
  /** A choice's name cut to the space its row's price leaves ("Included in …" takes more than a figure). */
  const fit = (value: string, font: PDFFont, size: number, price: string) => {
    const width = A4[0] - MARGIN - columns.choice - Math.max(80, font.widthOfTextAtSize(clean(price), size) + 16)
    let out = clean(value)
    while (out.length > 1 && font.widthOfTextAtSize(out, size) > width) out = `${out.slice(0, -2)}…`
    return out
  }
  const row = (item: string, choice: string, price: string, font: PDFFont = sans) => {
    room(20)
    text(item, columns.item, 10, font, font === bold ? INK : MUTED)
    text(fit(choice, font, 10, price), columns.choice, 10, font)
    right(price, 10, font)
    rule()
    y -= 20
  }
  row(t('sheet.basePrice'), config.model, euros(config.basePrice))
  for (const line of config.lines.map((l) => pricedLine(l, locale))) row(line.label, line.name, line.price)
  // The total, the link back and the note about prices stay on one page: a page never holds a footnote alone.
  const perLine = 95
  const linkLines = Math.ceil(shareUrl.length / perLine)
  room(20 + 14 + 13 + 11 * linkLines + 14 + 12)
  row(t('sheet.total'), '', euros(config.total), bold)

  y -= 14
  text(t('sheet.reopen'), MARGIN, 9, sans, MUTED)
  y -= 13
  // A link too long for one line (a quote from before build codes carries every choice) is broken into lines
  // that each open it.
  for (let i = 0; i < shareUrl.length; i += perLine) {
    const part = shareUrl.slice(i, i + perLine)
    text(part, MARGIN, 8, sans, GOLD)
    linkTo(page, shareUrl, [MARGIN, y - 2, MARGIN + sans.widthOfTextAtSize(clean(part), 8), y + 8])
    y -= 11
  }
  y -= 14
  text(t('sheet.note'), MARGIN, 9, sans, MUTED)

  // Without object streams (PDF 1.5): the older readers some buyers still open mail attachments with manage it.
  return { filename: `WAMA-26-${reference}.pdf`, content: await pdf.save({ useObjectStreams: false }) }
}
