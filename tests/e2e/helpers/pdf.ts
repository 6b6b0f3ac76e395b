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
