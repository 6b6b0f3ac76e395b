/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { specSheetFor } from '@/lib/leads/spec-sheet'

// Mozilla's PDF.js reads the sheets as a reader would; it is an ES module that jest does not load, so a plain node
// process reads them and prints each file's pages.
const READ_PAGES = `
import { readFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
const fonts = new URL('node_modules/pdfjs-dist/standard_fonts/', 'file://' + process.cwd() + '/').pathname
const out = []
for (const file of process.argv.slice(1)) {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, standardFontDataUrl: fonts }).promise
  const pages = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => item.str ?? '').join(' '))
  }
  out.push(pages)
}
console.log('PAGES ' + JSON.stringify(out))
`
function pagesOf(files: string[]): string[][] {
  const printed = execFileSync(process.execPath, ['--input-type=module', '-e', READ_PAGES, ...files], {
    encoding: 'utf8',
  })
  const line = printed.split('\n').find((l) => l.startsWith('PAGES ')) ?? 'PAGES []'
  return JSON.parse(line.slice('PAGES '.length)) as string[][]
}

/**
 * The spec sheet says what the configurator says: prices excluding VAT. However many options a build has, its total,
 * the link back and the note about prices are printed together: no page of the sheet holds a footnote alone.
 */
it('the spec sheet prints its total excluding VAT with the link back and the note, never a page without a price', async () => {
  const code = 'W26-7KQM-4TXD-92HF'
  const dir = mkdtempSync(path.join(tmpdir(), 'wama-sheets-'))
  const files: string[] = []
  for (let count = 0; count <= 40; count++) {
    const options = Array.from({ length: count }, (_, n) => ({
      kind: 'option' as const,
      id: `option-${n}`,
      name: `Option ${n}`,
      price: 1000,
      category: 'Equipment',
    }))
    const lines = [
      { kind: 'color' as const, id: 'white', name: 'Pure White', price: 0 },
      { kind: 'flooring' as const, id: 'standard', name: 'Standard Deck', price: 0 },
      { kind: 'engine' as const, id: 'volvo', name: 'Volvo Penta 350 HP Inboard', price: 55_071 },
      ...options,
    ]
    const configuration = {
      model: 'WAMA 26',
      basePrice: 125_000,
      lines,
      total: 125_000 + 55_071 + 1000 * count,
      selection: { colorId: 'white', flooringId: 'standard', engineId: 'volvo', optionIds: options.map((o) => o.id) },
    }
    const sheet = await specSheetFor(
      { reference: code, configuration, createdAt: '2026-12-08T10:00:00.000Z' },
      'https://wama.test',
      'en',
    )
    files.push(path.join(dir, `${count}.pdf`))
    writeFileSync(files[count]!, sheet!.content)
  }
  const sheets = pagesOf(files)
  sheets.forEach((printed, count) => {
    const closing = printed.find((page) => page.includes('Total (excluding VAT)')) ?? ''
    expect({ count, withoutPrice: printed.filter((page) => !page.includes('€')) }).toEqual({ count, withoutPrice: [] })
    expect({ count, link: closing.includes(`https://wama.test/yachts/wama-26/configure/${code}`) }).toEqual({
      count,
      link: true,
    })
    expect({ count, note: closing.includes('Prices in euros, excluding VAT') }).toEqual({ count, note: true })
  })
  // The test reaches the builds long enough to need a second page.
  expect(sheets.filter((printed) => printed.length > 1).length).toBeGreaterThan(5)
}, 60_000)
