import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { messagesFor } from '../../lib/i18n/messages'
import { pdfText, pdfWordBoxes } from './helpers/pdf'
import { contrast, luminance, rgbOf } from './helpers/pixels'
import { expect, test } from './helpers/shared-page'

/**
 * Every kind of page, each in both languages (home, yacht pages, the fleet, the journal and a post, about,
 * contact, the legal pages) sent to a printer: every heading on paper, each word printed dark on white, no page but the last left half
 * blank, no picture cut in two by a page's foot, each list item's mark printed, and none of what only works on
 * a screen (the skip link, the yacht side tab, the newsletter form).
 */

const run = promisify(execFile)
const squeeze = (words: string) => words.replace(/\s+/g, '').toLowerCase()

/** The lightest and darkest relative luminance inside a box of a raw RGB picture. */
function lightAndDark(rgb: Buffer, width: number, box: { left: number; top: number; right: number; bottom: number }) {
  let light = 0
  let dark = 1
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const l = luminance(rgb, (y * width + x) * 3)
      light = Math.max(light, l)
      dark = Math.min(dark, l)
    }
  }
  return { light, dark }
}

/** How far down its page the lowest mark (a word, a line, a picture) is printed, as a share of the page's height. */
function filledTo(rgb: Buffer, width: number, height: number): number {
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0; x < width; x++) if (luminance(rgb, (y * width + x) * 3) < 0.9) return (y + 1) / height
  }
  return 0
}

/**
 * The pictures a page's foot cuts in two. Poppler lists each picture drawn on each page; a picture cut across
 * pages is the same file drawn at the same scale on one page and the next.
 */
function cutPictures(list: string): string[] {
  const pagesOf = new Map<string, number[]>()
  for (const line of list.split('\n').slice(2)) {
    const [page, , type, width, height, , , , , , object, , ppi] = line.trim().split(/\s+/)
    if (type !== 'image') continue
    const key = `${width}×${height} picture (object ${object}, ${ppi} ppi)`
    pagesOf.set(key, [...(pagesOf.get(key) ?? []), Number(page)])
  }
  return [...pagesOf].flatMap(([picture, pages]) =>
    pages.filter((n) => pages.includes(n + 1)).map((n) => `${picture} across pages ${n} and ${n + 1}`),
  )
}

/**
 * Poppler draws each page at 144 dpi: the words printed too faint to read (not dark, 4.5:1 or more, on white
 * paper), the pages before the last that are left more than half blank, the pictures cut across pages, and the
 * list items of `marked` printed with no mark before them.
 */
async function readPrint(
  pdf: Buffer,
  marked: readonly string[],
): Promise<{ faint: string[]; halfBlank: string[]; cut: string[]; unmarked: string[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wama-print-'))
  try {
    await writeFile(path.join(dir, 'page.pdf'), pdf)
    await run('pdftoppm', ['-r', '144', '-png', path.join(dir, 'page.pdf'), path.join(dir, 'page')])
    const cut = cutPictures((await run('pdfimages', ['-list', path.join(dir, 'page.pdf')])).stdout)
    const pictures = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort()
    const pages = await pdfWordBoxes(pdf)
    expect(pictures).toHaveLength(pages.length)
    const faint: string[] = []
    const halfBlank: string[] = []
    const seenMarked = new Set<string>()
    for (const [n, page] of pages.entries()) {
      const { rgb: data, ...info } = await rgbOf(path.join(dir, pictures[n] ?? ''))
      const filled = filledTo(data, info.width, info.height)
      if (n < pages.length - 1 && filled < 0.5) halfBlank.push(`page ${n + 1}: filled to ${Math.round(100 * filled)} %`)
      const scale = info.height / page.height
      for (const words of page.words) {
        const box = {
          left: Math.max(0, Math.floor(words.left * scale)),
          top: Math.max(0, Math.floor(words.top * scale)),
          right: Math.min(info.width, Math.ceil((words.left + words.width) * scale)),
          bottom: Math.min(info.height, Math.ceil((words.top + words.height) * scale)),
        }
        if (box.right - box.left < 2 || box.bottom - box.top < 2) continue
        const { light, dark } = lightAndDark(data, info.width, box)
        if (light < 0.8 || contrast(light, dark) < 4.5) {
          faint.push(`page ${n + 1}: "${words.words.trim()}" (${light.toFixed(2)} / ${dark.toFixed(2)})`)
        }
        // An item's mark stands in the 20 points before its first words, level with them.
        const item = marked.find((text) => squeeze(text).startsWith(squeeze(words.words)))
        if (item && squeeze(words.words).length >= 8) {
          const before = { ...box, left: Math.max(0, box.left - Math.round(20 * scale)), right: box.left - 2 }
          if (lightAndDark(data, info.width, before).dark < 0.5) seenMarked.add(item)
        }
      }
    }
    return { faint, halfBlank, cut, unmarked: marked.filter((item) => !seenMarked.has(item)) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

test.describe('printing', () => {
  test('every kind of page, some in English and some in French, prints every heading, dark on white, on filled pages, no picture cut in two, without the screen’s controls', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/blog')
    const post = await page.getByTestId('journal-grid').getByRole('link').first().getAttribute('href')
    for (const [locale, where] of [
      ['en', '/'],
      ['en', '/yachts/wama-26'],
      ['fr', '/fr/yachts/wama-42'],
      ['fr', '/fr/collection'],
      ['en', '/blog'],
      ['en', post ?? '/blog'],
      ['fr', '/fr/about'],
      ['en', '/contact'],
      ['fr', '/fr/privacy'],
    ] as const) {
      await page.goto(where)
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      const headings = await page.locator('main :is(h1, h2, h3)').evaluateAll((all) =>
        all
          .filter((h) => h.checkVisibility() && !h.closest('form, button, .sr-only, [aria-hidden="true"]'))
          .map((h) => {
            // The words the page draws: a heading revealed word by word also holds its whole text for screen readers.
            const drawn = h.cloneNode(true)
            if (drawn instanceof Element) for (const hidden of drawn.querySelectorAll('.sr-only')) hidden.remove()
            return (drawn.textContent ?? '').trim()
          })
          .filter(Boolean),
      )
      expect(headings.length, where).toBeGreaterThan(2)
      const m = messagesFor(locale)
      const screenOnly = [m.Common.skipToContent, m.Footer.newsletterText, m.Forms.newsletter.consent]
      if (where.includes('/yachts/')) screenOnly.push(m.YachtIslands.sideTab.quote, m.YachtIslands.sideTab.brochure)
      // The inquiry form's own heading goes with the form; the ways to reach the team print in its place.
      if (where.endsWith('/contact')) screenOnly.push(m.Contact.form)

      // Items of lists that open each line with a small drawn mark (not a character) instead of a bullet.
      const marked = await page
        .locator('main li:has(> [aria-hidden="true"]:empty:first-child)')
        .evaluateAll((items) => items.filter((li) => li.checkVisibility()).map((li) => (li.textContent ?? '').trim()))

      const pdf = await page.pdf({ format: 'A4' })
      const printed = squeeze((await pdfText(pdf)).text)
      expect(
        headings.filter((h) => !screenOnly.includes(h) && !printed.includes(squeeze(h))),
        `${where}: headings missing on paper`,
      ).toEqual([])
      expect(
        screenOnly.filter((words) => printed.includes(squeeze(words))),
        `${where}: screen-only words on paper`,
      ).toEqual([])
      const { faint, halfBlank, cut, unmarked } = await readPrint(pdf, marked)
      expect(faint, `${where}: words too faint on paper`).toEqual([])
      expect(unmarked, `${where}: list items printed without their mark`).toEqual([])
      expect(halfBlank, `${where}: pages left half blank`).toEqual([])
      expect(cut, `${where}: pictures cut across pages`).toEqual([])
    }
  })
})
