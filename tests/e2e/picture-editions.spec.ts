import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import type { Media, Post } from '@/lib/cms/payload-types'

import { BASE, cmsApi } from './env'
import { editorSession, signInBrowser, tokenOf } from './helpers/admin'
import { paragraph, paragraphs, richText, upload as textPicture } from './helpers/rich-text'

/** A picture as a grey grid, to compare what a page shows with a drawing. */
const grid = (image: Buffer) => sharp(image).resize(1200, 720, { fit: 'fill' }).greyscale().raw().toBuffer()

/**
 * How far `shown` is from the English and from the French drawing, measured only where the two differ (their
 * words): 0 is the same, 255 the opposite.
 */
function apartInWords(shown: Buffer, en: Buffer, fr: Buffer) {
  let [toEnglish, toFrench, count] = [0, 0, 0]
  for (let i = 0; i < shown.length; i++) {
    const [s, e, f] = [shown[i] ?? 0, en[i] ?? 0, fr[i] ?? 0]
    if (Math.abs(e - f) <= 40) continue
    toEnglish += Math.abs(s - e)
    toFrench += Math.abs(s - f)
    count++
  }
  return { toEnglish: toEnglish / count, toFrench: toFrench / count }
}

/** The pictures in `scope` of the page at `url`, as the browser fetched them. */
async function shownPictures(page: Page, request: APIRequestContext, url: string, scope = 'main') {
  await page.goto(url)
  const sources = await page
    .locator(`${scope} img`)
    .evaluateAll((imgs) => imgs.map((img) => (img instanceof HTMLImageElement ? img.src : '')))
  return Promise.all(
    sources
      .filter((src) => src !== '')
      .map(async (src) => {
        const res = await request.get(src)
        expect(res.status(), src).toBe(200)
        return { src, pixels: await grid(await res.body()) }
      }),
  )
}

const ART = path.join(process.cwd(), 'public', 'art')

test.describe('the drawings with words in them, in the page’s language', () => {
  // Each built-in drawing whose labels are drawn in French too, in both languages.
  const drawings = readdirSync(ART)
    .filter((name) => name.endsWith('-fr.webp'))
    .map((french) => ({
      name: french.replace(/-fr\.webp$/, ''),
      fr: french,
      en: french.replace(/-fr\.webp$/, '.webp'),
    }))

  let grids: { name: string; en: Buffer; fr: Buffer }[] = []
  test.beforeAll(async () => {
    expect(drawings.length).toBeGreaterThanOrEqual(3)
    grids = await Promise.all(
      drawings.map(async (d) => ({
        name: d.name,
        en: await grid(readFileSync(path.join(ART, d.en))),
        fr: await grid(readFileSync(path.join(ART, d.fr))),
      })),
    )
  })

  for (const [url, locale, count] of [
    ['/yachts/wama-42', 'en', 2],
    ['/fr/yachts/wama-42', 'fr', 2],
    ['/fr/yachts/wama-26', 'fr', 1],
    ['/about', 'en', 2],
    ['/fr/about', 'fr', 2],
  ] as const) {
    test(`${url} shows each of its drawings labelled in ${locale === 'fr' ? 'French' : 'English'}`, async ({
      page,
      request,
    }) => {
      const seen: string[] = []
      for (const shown of await shownPictures(page, request, url)) {
        for (const drawing of grids) {
          const { toEnglish, toFrench } = apartInWords(shown.pixels, drawing.en, drawing.fr)
          // Far from this drawing's words in both languages: another picture.
          if (Math.min(toEnglish, toFrench) > 30) continue
          const [own, other] = locale === 'fr' ? [toFrench, toEnglish] : [toEnglish, toFrench]
          expect(own * 3, `${shown.src} is ${drawing.name} labelled in the page's language`).toBeLessThan(other)
          seen.push(drawing.name)
        }
      }
      expect(seen.length, `drawings on ${url}`).toBeGreaterThanOrEqual(count)
    })
  }
})

/** A plain picture of one colour. */
const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

/** The mean colour of the picture the browser fetched for `img`. */
async function colourShown(request: APIRequestContext, img: Locator) {
  await expect(img).toBeVisible()
  return meanColour(request, await img.evaluate((el) => (el instanceof HTMLImageElement ? el.src : '')))
}

/** The mean colour of the picture at `src`. */
async function meanColour(request: APIRequestContext, src: string) {
  const { channels } = await sharp(await (await request.get(src)).body()).stats()
  const [r, g, b] = channels.map((c) => Math.round(c.mean))
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 }
}

test.describe('an editor adds the French edition of a picture @cms', () => {
  const stamp = Date.now().toString(36)
  const editor = editorSession()

  const post = (request: APIRequestContext, name: string, image: Buffer, data: Record<string, unknown>) =>
    request.post(cmsApi('/media'), {
      headers: editor.auth,
      multipart: { file: { name, mimeType: 'image/png', buffer: image }, _payload: JSON.stringify(data) },
    })

  async function upload(request: APIRequestContext, name: string, image: Buffer, data: Record<string, unknown>) {
    const res = await post(request, name, image, data)
    expect(res.status(), await res.text()).toBe(201)
    const { doc } = (await res.json()) as { doc: Media }
    editor.created.push(`/media/${doc.id}`)
    return doc
  }

  test('a French page shows the French picture, in its picture field, its text and its link preview, with the alt text of the original; English pages and the admin keep the original', async ({
    page,
    request,
  }) => {
    const alt = `Sea chart ${stamp}`
    const original = await upload(request, `chart-${stamp}.png`, await picture(20, 50, 170), { alt })
    // A translation is shown under the original's alt text, so it asks for none; an original must have one.
    const undescribed = await post(request, `bare-${stamp}.png`, await picture(20, 50, 170), {})
    expect(undescribed.status()).toBe(400)
    expect(await undescribed.text()).toContain('alt')
    const edition = await upload(request, `carte-${stamp}.png`, await picture(190, 40, 30), {
      edition_of: original.id,
      locale: 'fr',
    })
    const slug = `chart-notes-${stamp}`
    const caption = `The chart at the helm ${stamp}`
    const res = await request.post(cmsApi('/posts'), {
      headers: editor.auth,
      data: {
        title: `Chart notes ${stamp}`,
        category: 'Journal',
        published_date: '2026-11-01',
        excerpt: paragraphs('Reading the chart before a crossing.'),
        // The editor picks the French file for the text: it is kept as the original, so each language gets its own.
        content: richText(paragraph('Reading the chart before a crossing.'), textPicture(edition.id, caption)),
        featured_image: original.id,
        featured_image_alt: alt,
        meta: { image: original.id },
        slug,
        _status: 'published',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const { doc: created } = (await res.json()) as { doc: Post }
    editor.created.push(`/posts/${created.id}`)
    const storedPost = (await (
      await request.get(cmsApi(`/posts/${created.id}?depth=0`), { headers: editor.auth })
    ).json()) as Post
    expect(JSON.stringify(storedPost.content)).toContain(`"value":${original.id}`)
    expect(JSON.stringify(storedPost.content)).not.toContain(`"value":${edition.id}`)
    // The public contract serves each language's text with its own file.
    for (const [query, file, other] of [
      ['?locale=fr', edition.filename, original.filename],
      ['', original.filename, edition.filename],
    ] as const) {
      const record = await (await request.get(`${BASE}/api/cms/blog/${slug}/${query}`)).text()
      expect(record).toContain(`/${file ?? 'file'}`)
      expect(record).not.toContain(`/${other ?? 'other'}`)
    }

    const red = (c: { r: number; b: number }) => expect(c.r, JSON.stringify(c)).toBeGreaterThan(c.b + 80)
    const blue = (c: { r: number; b: number }) => expect(c.b, JSON.stringify(c)).toBeGreaterThan(c.r + 80)
    const inText = page.getByRole('figure', { name: caption }).getByRole('img', { name: alt })
    await page.goto(`/fr/blog/${slug}`)
    red(await colourShown(request, page.getByRole('img', { name: alt }).first()))
    red(await colourShown(request, inText))

    await page.goto(`/blog/${slug}`)
    blue(await colourShown(request, page.getByRole('img', { name: alt }).first()))
    blue(await colourShown(request, inText))

    // The link preview of each language shows its own file too.
    for (const [path, expectColour] of [
      [`/fr/blog/${slug}`, red],
      [`/blog/${slug}`, blue],
    ] as const) {
      await page.goto(path)
      const preview = await page.locator('meta[property="og:image"]').first().getAttribute('content')
      expectColour(await meanColour(request, preview ?? ''))
    }
    // A share picture, like any picture field, is chosen among originals.
    const sharedEdition = await request.patch(cmsApi(`/posts/${created.id}`), {
      headers: editor.auth,
      data: { meta: { image: edition.id } },
    })
    expect(sharedEdition.status()).toBe(400)
    expect(await sharedEdition.text()).toContain('meta.image')

    // The editors' API reads the records as stored.
    const stored = (await (
      await request.get(cmsApi(`/media/${original.id}?locale=fr`), { headers: editor.auth })
    ).json()) as Media
    expect(stored.url).toBe(original.url)

    // The admin says what the edition is, in place of asking for its own translation.
    await signInBrowser(page.context(), tokenOf(editor.auth))
    await page.goto(`/admin/collections/media/${edition.id}`)
    await expect(page.getByRole('region', { name: 'Translations' })).toContainText('This file is a translation')
    await expect(page.getByText('Edition of', { exact: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Alt/ })).toHaveCount(0)
    // And the original lists its translations, so whoever replaces its file knows what else to replace.
    await page.goto(`/admin/collections/media/${original.id}`)
    await expect(page.getByRole('textbox', { name: /^Alt/ })).toHaveValue(alt)
    const translations = page.getByRole('row').filter({ hasText: edition.filename ?? 'edition' })
    await expect(translations).toContainText('Français')
  })
})
