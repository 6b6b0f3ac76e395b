import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'

const linear = (channel: number) => {
  const s = channel / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG's relative luminance of the pixel at byte `i` of a raw RGB buffer. */
export const luminance = (rgb: Buffer, i: number) =>
  0.2126 * linear(rgb[i] ?? 0) + 0.7152 * linear(rgb[i + 1] ?? 0) + 0.0722 * linear(rgb[i + 2] ?? 0)

/** WCAG's contrast ratio of two relative luminances. */
export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A picture (PNG bytes or a file) as raw RGB, with its size in pixels. */
export async function rgbOf(picture: Buffer | string): Promise<{ rgb: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { rgb: data, width: info.width, height: info.height }
}

export interface Shot {
  rgb: Buffer
  width: number
  height: number
  /** Where the box starts in the shot, in CSS pixels (less than the margin at the screen's edge). */
  left: number
  top: number
  /** Screen pixels per CSS pixel. */
  scale: number
}

/**
 * What the screen shows of `box` and `margin` px around it, cut at the screen's edges, as raw RGB: in CSS pixels,
 * or in the screen's own pixels (`device`), which keep a thin line's anti-aliasing out of its neighbours.
 */
export async function shotAround(page: Page, box: Box, margin: number, scale: 'css' | 'device' = 'css'): Promise<Shot> {
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  const x = Math.max(0, Math.floor(box.x - margin))
  const y = Math.max(0, Math.floor(box.y - margin))
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + margin)) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + margin)) - y,
  }
  const png = await page.screenshot({ clip, animations: 'disabled', scale })
  const { rgb, width, height } = await rgbOf(png)
  return {
    rgb,
    width,
    height,
    left: Math.round(box.x) - x,
    top: Math.round(box.y) - y,
    scale: width / clip.width,
  }
}

export interface ControlShot extends Shot {
  /** The target's size. */
  boxWidth: number
  boxHeight: number
}

/** What the screen shows of `target` and `margin` px around it (inside it, with a negative margin). */
export async function shotOf(page: Page, target: Locator, margin: number): Promise<ControlShot> {
  await target.scrollIntoViewIfNeeded({ timeout: 5000 })
  const box = await target.boundingBox()
  if (!box) throw new Error('not on the screen')
  return {
    ...(await shotAround(page, box, margin)),
    boxWidth: Math.round(box.width),
    boxHeight: Math.round(box.height),
  }
}

/** The area, in CSS pixels, where two shots of the same place differ by 3:1 or more. */
export function changed(before: Shot, after: Shot): number {
  let count = 0
  for (let i = 0; i < Math.min(before.rgb.length, after.rgb.length); i += 3) {
    if (contrast(luminance(before.rgb, i), luminance(after.rgb, i)) >= 3) count++
  }
  return count / before.scale ** 2
}

/** The relative luminance of the colour most of a shot is drawn in: a control's fill. */
export function fillLuminance(shot: Shot): number {
  const counts = new Map<number, { count: number; at: number }>()
  for (let i = 0; i < shot.rgb.length; i += 3) {
    const key = ((shot.rgb[i] ?? 0) >> 4) * 256 + ((shot.rgb[i + 1] ?? 0) >> 4) * 16 + ((shot.rgb[i + 2] ?? 0) >> 4)
    const seen = counts.get(key)
    counts.set(key, { count: (seen?.count ?? 0) + 1, at: seen?.at ?? i })
  }
  const [most] = [...counts.values()].sort((a, b) => b.count - a.count)
  return luminance(shot.rgb, most?.at ?? 0)
}

/**
 * How often a row of a shot steps by 3:1 or more from one pixel to the next, on average over the rows where it
 * does: two for a plain box, more where letters stand out of their ground.
 */
export function stepsPerRow(shot: Shot): number {
  let steps = 0
  let rows = 0
  for (let y = 0; y < shot.height; y++) {
    let inRow = 0
    for (let x = 1; x < shot.width; x++) {
      const i = 3 * (y * shot.width + x)
      if (contrast(luminance(shot.rgb, i - 3), luminance(shot.rgb, i)) >= 3) inRow++
    }
    if (inRow) rows++
    steps += inRow
  }
  return rows ? steps / rows : 0
}
