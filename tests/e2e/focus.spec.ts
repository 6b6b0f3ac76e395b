import type { Page } from '@playwright/test'

import { changed, shotAround, type Box } from './helpers/pixels'
import { expect, test } from './helpers/shared-page'

/**
 * A keyboard visitor sees where focus is: tabbing through a page, forwards and back, every control that takes
 * focus is brought into view, clear of the fixed header and of what is fixed at the foot of the screen, and its
 * focus indicator changes, at 3:1 contrast or more, an area about as large as a 2 px line around what the screen
 * shows of it.
 */

// These eight cover each kind of control the site has. The header and the footer are on every page: their
// indicators are measured on the first page in each language, and checked in view on every page. On a phone, the
// pages whose controls change with the width: the menu, the configurator's panels and the quote bar, the forms.
const ROUTES = ['/', '/yachts/wama-26', '/fr/yachts/wama-42', '/yachts/wama-26/configure', '/blog', '/contact']
const ON_PHONES = new Set(['/', '/yachts/wama-26/configure', '/contact'])
const MEASURES_HEADER_AND_FOOTER = new Set(['/', '/fr/yachts/wama-42'])

const MAX_STOPS = 160

interface Stop {
  /** The element's tag and accessible words, to name it in a failure. */
  name: string
  /** Its outerHTML's start: two stops with the same key are the same element. */
  key: string
  /**
   * What the visitor sees of it: its own box; the card its `::after` spreads over, where that is its hit area and
   * marks its focus; or its label's box, where the control itself is visually hidden.
   */
  box: Box
  /** What hides it, where fewer than two of five points across it (its centre, near its corners) show. */
  hiddenBy: string | null
  /** The length of its outline that the screen shows clear of the bars fixed at its top and foot. */
  seenOutline: number
  /** In the page's banner or footer landmark: the header or footer of no section. */
  inHeaderOrFooter: boolean
  /**
   * What decides how its focus is drawn and seen: its tag, its classes and those of what it shows as itself, and
   * the background behind it. Controls that share these are drawn by the same rules on the same ground, so one of
   * them measured answers for all.
   */
  look: string
}

/** The focused element as the visitor sees it, or null when focus is on the page itself. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) || element === document.body) return null
    const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')
    let shown: HTMLElement = element
    let rect = element.getBoundingClientRect()
    const after = getComputedStyle(element, '::after')
    const spread =
      after.position === 'absolute' &&
      ['top', 'right', 'bottom', 'left'].every((side) => after.getPropertyValue(side) === '0px')
    const card = getComputedStyle(element).position === 'static' ? element.offsetParent : element
    if (spread && card instanceof HTMLElement) {
      shown = card
      rect = card.getBoundingClientRect()
    } else if (rect.width < 4 || rect.height < 4) {
      const label = (element instanceof HTMLInputElement && element.labels?.[0]) || element.closest('label')
      if (label) {
        shown = label
        rect = label.getBoundingClientRect()
      }
    }
    // The colour its indicator is seen against: the first background behind it that is not transparent.
    const ground = (from: Element): string => {
      for (let node: Element | null = from; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour
      }
      return 'the page'
    }
    const outside = rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth
    // A control taller than the screen (a card) is judged by the part the screen holds.
    const top = Math.max(rect.top, 0)
    const left = Math.max(rect.left, 0)
    const width = Math.min(rect.right, innerWidth) - left
    const height = Math.min(rect.bottom, innerHeight) - top
    const points: [number, number][] = [
      [0.5, 0.5],
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ]
    const over = points.map(([fx, fy]) => {
      const hit = document.elementFromPoint(left + width * fx, top + height * fy)
      if (hit && (shown.contains(hit) || hit.contains(shown) || element.contains(hit))) return null
      return hit ? `${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').trim().slice(0, 30)}"` : 'nothing'
    })
    const covers = over.filter((name) => name !== null)
    // The header may overlap the top of a tall control, a notice its foot (where the browser brings a text box
    // only partly into view): two of the five points must show.
    const hiddenBy = outside ? 'outside the screen' : covers.length > 3 ? covers.join(', ') : null
    // The bars fixed across the top and the foot of the screen (the header, a phone's quote bar).
    const barAt = (y: number) => {
      for (let node = document.elementFromPoint(innerWidth / 2, y); node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed' && !node.contains(element)) return node.getBoundingClientRect()
      }
      return null
    }
    const clearTop = barAt(1)?.bottom ?? 0
    const clearBottom = barAt(innerHeight - 1)?.top ?? innerHeight
    const span = (from: number, to: number, min: number, max: number) =>
      Math.max(0, Math.min(to, max) - Math.max(from, min))
    const across = span(rect.left, rect.right, 0, innerWidth)
    const down = span(rect.top, rect.bottom, clearTop, clearBottom)
    const whole = across === rect.width && down === rect.height
    const radius = parseFloat(getComputedStyle(shown).borderTopLeftRadius)
    const corner = Math.min(
      getComputedStyle(shown).borderTopLeftRadius.endsWith('%') ? (radius / 100) * rect.width : radius,
      rect.width / 2,
      rect.height / 2,
    )
    const seenOutline = whole
      ? 2 * (rect.width + rect.height) - (8 - 2 * Math.PI) * corner
      : (rect.left >= 0 ? down : 0) +
        (rect.right <= innerWidth ? down : 0) +
        (rect.top >= clearTop && rect.top <= clearBottom ? across : 0) +
        (rect.bottom >= clearTop && rect.bottom <= clearBottom ? across : 0)
    return {
      name: `${element.tagName.toLowerCase()} "${words.slice(0, 50)}"`,
      key: element.outerHTML.slice(0, 200),
      box: { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
      hiddenBy,
      seenOutline,
      inHeaderOrFooter: element.closest('header, footer')?.closest('main, article, section, aside') === null,
      look: [element, shown].map((e) => `${e.tagName}.${e.className}`).join(' > ') + ` on ${ground(shown)}`,
    }
  })
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/**
 * The area, in CSS pixels, around and over `box` that changes by 3:1 or more when the focused element loses focus,
 * counted in the screen's own pixels. Focus is put back afterwards without moving the page.
 */
async function indicatorArea(page: Page, box: Box): Promise<number> {
  const focused = await shotAround(page, box, 8, 'device')
  await page.evaluate(() => {
    const element = document.activeElement
    if (element instanceof HTMLElement) {
      element.dataset.focusProbe = ''
      element.blur()
    }
  })
  await frames(page)
  const resting = await shotAround(page, box, 8, 'device')
  await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-focus-probe]')
    element?.removeAttribute('data-focus-probe')
    element?.focus({ preventScroll: true })
  })
  return changed(focused, resting)
}

test.describe('keyboard focus is always seen', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  for (const path of ROUTES) {
    test(`${path}: each focused control is in view and visibly marked${ON_PHONES.has(path) ? ' @phone' : ''}`, async ({
      page,
    }) => {
      test.slow()
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      await page.mouse.move(0, 0)

      const hidden: string[] = []
      const faint: string[] = []
      const visited = new Set<string>()
      const measured = new Set<string>()
      for (const key of ['Tab', 'Shift+Tab']) {
        await page.evaluate((forward) => {
          window.scrollTo({ top: forward ? 0 : document.documentElement.scrollHeight, behavior: 'instant' })
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
        }, key === 'Tab')
        let first: string | null = null
        let round = false
        for (let n = 0; n < MAX_STOPS; n++) {
          await page.keyboard.press(key)
          await frames(page)
          let stop = await focusedStop(page)
          // What the visitor sees once the page has settled: a control that shows on focus may take a frame more.
          for (let wait = 0; stop?.hiddenBy && wait < 3; wait++) {
            await page.waitForTimeout(100)
            stop = await focusedStop(page)
          }
          if (!stop) continue
          round = stop.key === first
          if (round) break
          first ??= stop.key
          if (stop.hiddenBy) hidden.push(`${key} ${stop.name}: under ${stop.hiddenBy}`)
          // The indicator is measured on the way forward, once per look (see Stop.look).
          if (key !== 'Tab' || visited.has(stop.key)) continue
          visited.add(stop.key)
          if (stop.hiddenBy || (stop.inHeaderOrFooter && !MEASURES_HEADER_AND_FOOTER.has(path))) continue
          if (measured.has(stop.look)) continue
          measured.add(stop.look)
          const changed = await indicatorArea(page, stop.box)
          // A 2 px line along the outline the screen shows, less a tenth for anti-aliased corners and edges.
          const needed = Math.floor(0.9 * 2 * stop.seenOutline)
          if (changed < needed) faint.push(`${stop.name}: ${Math.round(changed)} px changed, ${needed} needed`)
        }
        expect(round, `${key} came back to the first control within ${MAX_STOPS} presses`).toBe(true)
      }
      expect(visited.size, 'controls reached by Tab').toBeGreaterThan(5)
      expect(hidden, `${path}: focused controls hidden`).toEqual([])
      expect(faint, `${path}: focus indicators too faint`).toEqual([])
    })
  }
})
