import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'

import type { Document } from '@/lib/cms/payload-types'
import type { CmsDocument } from '@/lib/cms/types'

import { BASE, cmsApi } from './env'
import { editorSession, signInBrowser, tokenOf } from './helpers/admin'
import { pdfText } from './helpers/pdf'
import { humanMeta, leadSpec, mailed, uniqueEmail, waitForLead } from './helpers/smtp'

/** What a reader of the PDF at `href` sees, with the spaces left out (letter-spaced capitals come apart in words). */
async function readPdf(request: APIRequestContext, href: string): Promise<string> {
  const res = await request.get(new URL(href, BASE).toString())
  expect(res.status(), href).toBe(200)
  expect(res.headers()['content-type']).toContain('application/pdf')
  return (await pdfText(await res.body())).text.replace(/\s+/g, '')
}

/** The PDFs a page links to: its download lists, the specification sheet and the deck plans. */
async function pdfLinks(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  const hrefs = await page.locator('a[href$=".pdf"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  return [...new Set(hrefs.filter((href): href is string => href !== null))]
}

const SAYS = {
  en: { own: /Megrine,Tunisia/, other: /Mégrine,Tunisie/ },
  fr: { own: /Mégrine,Tunisie/, other: /Megrine,Tunisia/ },
} as const

test.describe("the PDFs in the page's language", () => {
  for (const [path, locale, count] of [
    ['/contact', 'en', 6],
    ['/fr/contact', 'fr', 6],
    ['/yachts/wama-42', 'en', 2],
    ['/fr/yachts/wama-42', 'fr', 2],
    ['/fr/yachts/wama-26', 'fr', 2],
  ] as const) {
    test(`${path} links only to PDFs written in its language`, async ({ page, request }) => {
      const links = await pdfLinks(page, path)
      expect(links.length).toBeGreaterThanOrEqual(count)
      for (const href of links) {
        const text = await readPdf(request, href)
        expect(text, href).toMatch(SAYS[locale].own)
        expect(text, href).not.toMatch(SAYS[locale].other)
      }
    })
  }
})

test.describe('a French brochure request', () => {
  const spec = leadSpec()

  test('mails the link to the French brochure', async ({ request }) => {
    const email = uniqueEmail('brochure-fr')
    const res = await request.post(`${BASE}/api/send-brochure`, {
      data: {
        yachtName: 'WAMA 26',
        yachtSlug: 'wama-26',
        email,
        firstName: 'Habiba',
        lastName: 'Msika',
        locale: 'fr',
        ...humanMeta(),
      },
    })
    expect(res.status()).toBe(200)
    const lead = await waitForLead(request, spec.token, email, mailed)
    const confirmation = await spec.smtp.waitFor((m) => m.envelopeTo.includes(email))
    const link = new URL(lead.brochure_url ?? '', `${BASE}/`).toString()
    expect(confirmation.text).toContain(link)
    const text = await readPdf(request, link)
    expect(text).toMatch(SAYS.fr.own)
    expect(text).toContain('BrochureWAMA26')
  })
})

/** A one-page PDF that says `words`. */
async function pdfSaying(words: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = doc.embedStandardFont(StandardFonts.Helvetica)
  doc.addPage([400, 200]).drawText(words, { x: 40, y: 100, size: 14, font })
  return Buffer.from(await doc.save())
}

test.describe('an editor adds the French edition of a PDF @cms', () => {
  const stamp = Date.now()
  const editor = editorSession()

  async function upload(
    request: APIRequestContext,
    name: string,
    words: string,
    data: Record<string, unknown>,
  ): Promise<Document> {
    const res = await request.post(cmsApi('/documents'), {
      headers: editor.auth,
      multipart: {
        file: { name, mimeType: 'application/pdf', buffer: await pdfSaying(words) },
        _payload: JSON.stringify(data),
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const { doc } = (await res.json()) as { doc: Document }
    editor.created.push(`/documents/${doc.id}`)
    return doc
  }

  const listed = async (request: APIRequestContext, locale: 'en' | 'fr') =>
    (await (await request.get(`${BASE}/api/cms/documents/?locale=${locale}`)).json()) as CmsDocument[]

  test('French pages offer the French file under the French title; English pages keep theirs; the edition is listed nowhere', async ({
    page,
    request,
  }) => {
    const original = await upload(request, `care-guide-${stamp}.pdf`, 'Care guide for owners', {
      title: `Care Guide ${stamp}`,
      kind: 'other',
      display_order: 99,
    })
    const french = { title: `Guide d’entretien ${stamp}`, description: 'Entretenir sa coque en aluminium.' }
    const titled = await request.patch(cmsApi(`/documents/${original.id}?locale=fr`), {
      headers: editor.auth,
      data: french,
    })
    expect(titled.status()).toBe(200)

    // An edition in the site's own language is refused with a reason the editor can act on.
    const refused = await request.post(cmsApi('/documents'), {
      headers: editor.auth,
      multipart: {
        file: { name: `guide-${stamp}-en.pdf`, mimeType: 'application/pdf', buffer: await pdfSaying('x') },
        _payload: JSON.stringify({ title: 'Wrong', kind: 'other', edition_of: original.id, locale: 'en' }),
      },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('Choose the language of this edition')

    const edition = await upload(request, `guide-entretien-${stamp}.pdf`, 'Guide d entretien pour les armateurs', {
      title: `Care Guide ${stamp} (Français)`,
      kind: 'other',
      edition_of: original.id,
      locale: 'fr',
    })
    // A translated file stays an original: pages would show neither it nor its translations otherwise.
    const [brochure] = (await listed(request, 'en')).filter((d) => d.kind === 'brochure')
    const chained = await request.patch(cmsApi(`/documents/${original.id}`), {
      headers: editor.auth,
      data: { edition_of: Number(brochure?.id), locale: 'fr' },
    })
    expect(chained.status()).toBe(400)
    expect(await chained.text()).toContain('has translations of its own')

    await expect
      .poll(async () => (await listed(request, 'fr')).find((d) => d.id === String(original.id))?.url, {
        timeout: 15_000,
      })
      .toBe(edition.url)
    const [english, inFrench] = [await listed(request, 'en'), await listed(request, 'fr')]
    expect(english.find((d) => d.id === String(original.id))?.url).toBe(original.url)
    for (const list of [english, inFrench]) expect(list.some((d) => d.id === String(edition.id))).toBe(false)

    await page.goto('/fr/contact')
    const frenchLink = page.getByRole('link', { name: new RegExp(french.title) })
    await expect(frenchLink).toHaveAttribute('href', edition.url ?? '')
    await expect(frenchLink).toHaveAttribute('download', edition.filename ?? '')
    await expect(page.getByRole('link', { name: /\(Français\)/ })).toHaveCount(0)
    expect(await readPdf(request, edition.url ?? '')).toContain('Guidedentretienpourlesarmateurs')

    await page.goto('/contact')
    await expect(page.getByRole('link', { name: new RegExp(`Care Guide ${stamp}`) })).toHaveAttribute(
      'href',
      original.url ?? '',
    )
    await expect(page.getByRole('link', { name: /Guide d’entretien/ })).toHaveCount(0)

    // In the admin, the edition is not asked for a French title of its own; its original is translated.
    await signInBrowser(page.context(), tokenOf(editor.auth))
    const translations = page.getByRole('region', { name: 'Translations' })
    await page.goto(`/admin/collections/documents/${edition.id}`)
    await expect(translations).toContainText('This file is a translation')
    await page.goto(`/admin/collections/documents/${original.id}`)
    await expect(translations).toContainText('Français: everything is translated')
  })
})
