import type { Page } from '@playwright/test'

/** How a link or button the visitor can tap is drawn, read from the page's computed styles. */
export interface DrawnControl {
  /** Finds the control again: `[data-control="n"]`. */
  selector: string
  /** A background colour that is not transparent. */
  filled: boolean
  /** A visible border. */
  edged: boolean
  /** A picture inside gives the control its shape in any theme. */
  pictured: boolean
  /** In a bar fixed to the screen. */
  fixed: boolean
}

/**
 * Every visible link and button with a tap target's height (44 px), each marked so that a locator finds it again.
 * A control drawn as a button is filled or edged; the rest are words or pictures.
 */
export async function tallControls(page: Page): Promise<DrawnControl[]> {
  const found = await page.locator('a:visible, button:visible').evaluateAll((controls) => {
    const painted = (colour: string) => !/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/.test(colour)
    return controls.flatMap((control, n) => {
      if (control.getBoundingClientRect().height < 44) return []
      const style = getComputedStyle(control)
      let fixed = false
      for (let node: Element | null = control; node && !fixed; node = node.parentElement)
        fixed = getComputedStyle(node).position === 'fixed'
      control.setAttribute('data-control', String(n))
      return [
        {
          n,
          filled: painted(style.backgroundColor),
          edged: parseFloat(style.borderTopWidth) > 0 && painted(style.borderTopColor),
          pictured: control.querySelector('img, picture, video, canvas') !== null,
          fixed,
        },
      ]
    })
  })
  return found.map(({ n, ...look }) => ({ selector: `[data-control="${n}"]`, ...look }))
}
