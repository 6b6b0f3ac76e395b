import path from 'node:path'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// The metrics of the 14 standard PDF fonts, which the spec sheet uses without embedding them.
const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`

/** The text a reader of a PDF sees, page by page, with Mozilla's PDF.js (what Firefox shows PDFs with). */
export async function pdfText(data: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, standardFontDataUrl }).promise
  const pages: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await doc.destroy()
  return { pages: doc.numPages, text: pages.join('\n') }
}

export interface PrintedWords {
  words: string
  /** The box of the words on their page, in points from the page's top left corner. */
  left: number
  top: number
  width: number
  height: number
}

/** Each run of words PDF.js reads on each page of a PDF, with where it stands on the page. */
export async function pdfWordBoxes(data: Uint8Array): Promise<{ height: number; words: PrintedWords[] }[]> {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, standardFontDataUrl }).promise
  const pages: { height: number; words: PrintedWords[] }[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const [, , , pageTop = 0] = page.view
    const words: PrintedWords[] = []
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue
      const [, , , , x = 0, baseline = 0]: number[] = item.transform
      // From the baseline: the ascent above it, the descent below.
      words.push({
        words: item.str,
        left: x,
        top: pageTop - baseline - item.height * 0.8,
        width: item.width,
        height: item.height * 1.05,
      })
    }
    pages.push({ height: pageTop, words })
  }
  await doc.destroy()
  return pages
}
