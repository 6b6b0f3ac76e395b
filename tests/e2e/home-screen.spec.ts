import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { MetadataRoute } from 'next'

import { rgbOf } from './helpers/pixels'

/** A PNG the page links to, as raw RGB with its size. */
async function png(request: APIRequestContext, url: string) {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  expect(res.headers()['content-type'], url).toBe('image/png')
  return rgbOf(await res.body())
}

/** The tab's icon as the browser draws it at `size` pixels square. */
async function tabIcon(page: Page, size: number) {
  const href = await page.locator('head link[rel="icon"]').first().getAttribute('href')
  expect(href).toBeTruthy()
  const img = page.locator('#drawn-icon')
  await page.evaluate(
    ({ src, px }) => {
      const drawn = Object.assign(document.createElement('img'), { id: 'drawn-icon', src, width: px, height: px })
      drawn.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647'
      document.body.append(drawn)
      return drawn.decode()
    },
    { src: href ?? '', px: size },
  )
  const { rgb } = await rgbOf(await img.screenshot())
  await img.evaluate((el) => el.remove())
  return rgb
}

const meanDifference = (a: Buffer, b: Buffer) => {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return sum / a.length
}

test('a phone putting the site on its home screen gets the brand’s mark and a manifest in the page’s language: the Apple touch icon and the manifest’s icons, one cut safely to any shape', async ({
  page,
  request,
}) => {
  const descriptions = new Set<string | undefined>()
  for (const path of ['/', '/fr/blog']) {
    await page.goto(path)
    // iOS reads the touch icon: the tab's mark, drawn at 180 px.
    const touchHref = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href')
    const touch = await png(request, new URL(touchHref ?? '', page.url()).toString())
    expect([touch.width, touch.height]).toEqual([180, 180])
    expect(
      meanDifference(touch.rgb, await tabIcon(page, 180)),
      `${path}: touch icon against the tab's icon`,
    ).toBeLessThan(6)

    // Android reads the manifest: the site's name, its colour and its icons at the sizes they say.
    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href')
    const res = await request.get(new URL(manifestHref ?? '', page.url()).toString())
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await res.json()) as MetadataRoute.Manifest
    expect(manifest.name).toBe('WAMA Yachts')
    // Installed from a page, the site opens in that page's language and describes itself in it.
    const lang = await page.locator('html').getAttribute('lang')
    expect(manifest.lang).toBe(lang)
    expect(manifest.id).toBe(manifest.start_url)
    const home = await request.get(new URL(manifest.start_url ?? '', page.url()).toString())
    expect(home.status()).toBe(200)
    expect(await home.text()).toContain(`<html lang="${lang}"`)
    expect(manifest.description?.length).toBeGreaterThan(40)
    descriptions.add(manifest.description)
    expect(manifest.theme_color?.toLowerCase()).toBe(
      (await page.locator('meta[name="theme-color"]').getAttribute('content'))?.toLowerCase(),
    )
    const icons = manifest.icons ?? []
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of icons) {
      const drawn = await png(request, new URL(icon.src, page.url()).toString())
      expect(`${drawn.width}x${drawn.height}`, icon.src).toBe(icon.sizes)
      if (icon.purpose !== 'maskable')
        expect(meanDifference(drawn.rgb, await tabIcon(page, drawn.width)), icon.src).toBeLessThan(6)
    }

    // A maskable icon may be cut to a circle of four fifths of its width: nothing but its ground lies outside.
    const maskable = icons.find((icon) => icon.purpose === 'maskable')
    expect(maskable, 'a maskable icon').toBeTruthy()
    const { rgb, width } = await png(request, new URL(maskable?.src ?? '', page.url()).toString())
    const ground = [rgb[0], rgb[1], rgb[2]]
    let [inside, outside] = [0, 0]
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3
        if (![0, 1, 2].some((c) => Math.abs((rgb[i + c] ?? 0) - (ground[c] ?? 0)) > 8)) continue
        if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - width / 2) <= 0.4 * width) inside++
        else outside++
      }
    }
    expect(outside, 'pixels of the mark outside the safe circle').toBe(0)
    expect(inside / (width * width), 'the share of the icon the mark covers').toBeGreaterThan(0.05)
  }
  expect(descriptions.size, 'one description a language').toBe(2)
})
