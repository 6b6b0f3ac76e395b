import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { BASE, E2E, cmsApi } from './env'
import { adminAuth, openLivePreview, signInBrowser, tokenOf, within } from './helpers/admin'
import { TestSmtp } from './helpers/smtp'
import type { Post } from '@/lib/cms/payload-types'

/**
 * A marketing editor's day, in the real admin: a journal post written in the rich-text editor (a heading, a
 * link to a yacht, a picture from Media), watched in the live preview, scheduled to go live at the next minute
 * with nobody logged in, renamed (the old address redirects), and an earlier version restored. Beside it, an
 * unfinished draft scheduled too: its publish cannot happen, and the editor is told why.
 */

/** The admin's date picker format, on the Tunis clock that schedules start on. */
function pickerText(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Africa/Tunis',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .find((p) => p.type === type)?.value ?? ''
  return `${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')}`
}

/** The picker counts in minutes: the next whole minute at least 12 s away. */
function nextMinute(): Date {
  const at = new Date(Date.now() + 12_000)
  at.setSeconds(0, 0)
  at.setMinutes(at.getMinutes() + 1)
  return at
}

/** The open document's publish, scheduled from the Publish menu for `at`. */
async function schedulePublish(page: Page, at: Date) {
  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const schedule = page.getByRole('dialog')
  // The yard's editors plan on its clock: Tunis is chosen before anyone picks a zone.
  await expect(schedule.getByText('(UTC+01:00) Tunis')).toBeVisible()
  await schedule.getByText('Publish', { exact: true }).click()
  await expect(schedule.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
  const time = schedule.getByRole('textbox').first()
  await time.fill(pickerText(at))
  await time.press('Enter')
  await schedule.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  await expect(schedule.getByRole('table')).toContainText(pickerText(at).split(' ').slice(-2).join(' '))
}

const status = async (request: APIRequestContext, path: string) =>
  (await request.get(`${BASE}${path}`, { maxRedirects: 0 })).status()
const sitemapHas = async (request: APIRequestContext, path: string) =>
  (await (await request.get(`${BASE}/sitemap.xml`)).text()).includes(`${path}</loc>`)

/** The rich-text field under a label, and its editable area. */
const richText = (page: Page, label: string) => {
  // A translatable field's label names the language being edited: "Excerpt — English".
  const named = page.getByText(new RegExp(`^${label}(\\s*— \\S+)?$`))
  const field = page.locator('.rich-text-lexical').filter({ has: named })
  return { field, editable: field.locator('[contenteditable="true"]') }
}

test.use({ actionTimeout: 15_000 })

test('@cms @postgres-only an editor writes, previews, schedules, renames and restores a journal post in the admin', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const auth = await adminAuth(request)
  const stamp = Date.now().toString(36)
  const title = `Launch day in Monastir ${stamp}`
  const slug = `launch-day-${stamp}`
  let postId: string | undefined
  let unfinishedId: string | undefined
  let laterId: string | undefined
  const smtp = new TestSmtp(E2E.smtpPort)
  await smtp.start()
  try {
    await signInBrowser(page.context(), tokenOf(auth))

    // First, an unfinished draft (a draft may lack its category; a published post may not), scheduled anyway.
    const unfinishedPath = `/blog/regatta-notes-${stamp}`
    const created = await request.post(cmsApi('/posts?draft=true'), {
      headers: auth,
      data: { title: `Regatta notes ${stamp}`, slug: `regatta-notes-${stamp}`, published_date: '2026-11-20' },
    })
    expect(created.status(), await created.text()).toBe(201)
    unfinishedId = String(((await created.json()) as { doc: Post }).doc.id)
    await page.goto(`/admin/collections/posts/${unfinishedId}`)
    const unfinishedAt = nextMinute()
    await schedulePublish(page, unfinishedAt)

    await page.goto('/admin/collections/posts/create')
    await page.locator('#field-title').fill(title)
    await page.locator('#field-category').fill('Journal')
    await page.locator('#field-slug').fill(slug)
    const date = page.locator('#field-published_date input')
    await date.fill('20 November 2026')
    await date.press('Enter')

    const excerpt = richText(page, 'Excerpt')
    await excerpt.editable.click()
    await page.keyboard.type('The first hull of the season leaves the yard.')

    // A heading by its Markdown shortcut, a link typed as Markdown and then pointed at the yacht's page.
    const body = richText(page, 'Content')
    await body.editable.click()
    await page.keyboard.type('## Out of the shed')
    await page.keyboard.press('Enter')
    await page.keyboard.type('She is a [WAMA 26](https://example.com/) with twin outboards.')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Home')
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight')
    await body.field.getByRole('button', { name: 'Edit link' }).click()
    const linkDrawer = page.getByRole('dialog')
    await expect(linkDrawer.getByRole('textbox').first(), 'the linked words stay').toHaveValue('WAMA 26')
    await linkDrawer.getByText('Internal Link', { exact: true }).click()
    await linkDrawer.locator('.rs__control').click()
    await page.keyboard.type('WAMA 26')
    await page.getByRole('option', { name: 'WAMA 26', exact: true }).click()
    await expect(linkDrawer.locator('.rs__single-value')).toContainText('WAMA 26')
    // A click that lands while the document menu is still closing does not reach the button: click until it closes.
    await expect(async () => {
      if (await linkDrawer.isVisible()) await linkDrawer.getByRole('button', { name: 'Save changes' }).click()
      await expect(linkDrawer).toBeHidden({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })

    // A picture from Media, from the toolbar's insert menu, on the empty line at the end.
    await body.editable.focus()
    await page.keyboard.press('Control+End')
    await body.field.getByRole('button', { name: 'add dropdown' }).click()
    await page
      .getByRole('button', { name: 'Upload', exact: true })
      .or(page.getByRole('option', { name: 'Upload' }))
      .click()
    const mediaDrawer = page.getByRole('dialog')
    await expect(mediaDrawer.getByRole('heading', { name: 'Media' })).toBeVisible()
    await mediaDrawer.getByPlaceholder('Search by File Name').fill('wama26-exterior-1')
    await mediaDrawer.getByRole('button', { name: 'wama26-exterior-1.webp' }).click()
    await expect(mediaDrawer).toBeHidden()
    await expect(body.editable.locator('img')).toBeVisible()
    const caption = `Hull one on the slipway, ${stamp}`
    // The picture's own toolbar shows on hover and its buttons have no names: the first opens its caption.
    await body.editable.locator('[class*="upload-drawer-toggler"]').dispatchEvent('click')
    const captionDrawer = page.getByRole('dialog')
    await captionDrawer.getByRole('textbox').fill(caption)
    await captionDrawer.getByRole('button', { name: 'Save changes' }).click()
    await expect(captionDrawer).toBeHidden()

    postId = /\/posts\/(\d+)/.exec(page.url())?.[1]
    expect(postId, 'the admin created the post as a draft').toBeDefined()

    // The live preview beside the form shows the draft as the post page will.
    const preview = await openLivePreview(page)
    await expect(preview.getByRole('heading', { level: 2, name: 'Out of the shed' })).toBeVisible({ timeout: 15_000 })
    await expect(preview.getByRole('link', { name: 'WAMA 26', exact: true })).toHaveAttribute('href', '/yachts/wama-26')
    const path = `/blog/${slug}`
    expect(await status(request, path), 'a draft is not public').toBe(404)

    // Scheduled for the next minute, then the editor leaves.
    const at = nextMinute()
    await schedulePublish(page, at)
    await page.context().clearCookies()
    await page.goto('about:blank')

    expect(await status(request, path), 'not before its time').toBe(404)
    await within(Math.max(0, at.getTime() - Date.now()) + 20_000, async () => (await status(request, path)) === 200)
    expect(Date.now(), 'published at the chosen minute, not before').toBeGreaterThanOrEqual(at.getTime())
    expect(await (await request.get(`${BASE}/blog`)).text()).toContain(title)
    expect(await sitemapHas(request, path)).toBe(true)

    // What a visitor reads: the heading, the link to the yacht, the picture with its alt text.
    await page.goto(path)
    const article = page.getByRole('article')
    await expect(article.getByRole('heading', { level: 2, name: 'Out of the shed' })).toBeVisible()
    await expect(article.getByRole('link', { name: 'WAMA 26', exact: true })).toHaveAttribute('href', '/yachts/wama-26')
    // Read in French (its words follow the English until translated), the same link leads to the French page.
    await page.goto(`/fr${path}`)
    await expect(page.getByRole('article').getByRole('link', { name: 'WAMA 26', exact: true })).toHaveAttribute(
      'href',
      '/fr/yachts/wama-26',
    )
    await page.goto(path)
    const figure = article.getByRole('figure')
    await expect(figure).toContainText(caption)
    const picture = figure.getByRole('img')
    await expect(picture).toHaveAttribute('alt', /\S/)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)

    // The Publish button is greyed out while an autosave runs, and a click that lands just as one starts does
    // nothing: the editor publishes once the draft holds what was typed.
    const publishOnceSaved = async (saved: (draft: Post) => boolean, id = postId) => {
      const draft = async () =>
        (await (await request.get(cmsApi(`/posts/${id}?draft=true&depth=0`), { headers: auth })).json()) as Post
      await within(15_000, async () => saved(await draft()))
      await page.getByRole('button', { name: /^Publish( changes)?$/ }).click()
    }

    // Renamed in the admin: the old address now leads to the new one.
    await signInBrowser(page.context(), tokenOf(auth))
    await page.goto(`/admin/collections/posts/${postId}`)
    const renamed = `${slug}-in-monastir`
    await page.locator('#field-slug').fill(renamed)
    await publishOnceSaved((draft) => draft.slug === renamed)
    await expect(page.getByText(/Updated successfully|published successfully/i).first()).toBeVisible()
    await within(5_000, async () => (await status(request, `/blog/${renamed}`)) === 200)
    const old = await request.get(`${BASE}${path}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers()['location']).toContain(`/blog/${renamed}`)

    // A title change published, then undone from the history.
    const retitled = `A title to undo ${stamp}`
    await page.locator('#field-title').fill(retitled)
    await publishOnceSaved((draft) => draft.title === retitled)
    await within(5_000, async () => (await (await request.get(`${BASE}/blog/${renamed}`)).text()).includes(retitled))
    const history = (await (
      await request.get(
        cmsApi(
          `/posts/versions?where[parent][equals]=${postId}&where[version._status][equals]=published&sort=-updatedAt`,
        ),
        { headers: auth },
      )
    ).json()) as { docs: Array<{ id: string; version: Post }> }
    const before = history.docs.find((v) => v.version.title === title && v.version.slug === renamed)
    expect(before, 'the renamed, published version is in the history').toBeDefined()
    await page.goto(`/admin/collections/posts/${postId}/versions/${before!.id}`)
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirm|Restore/ })
      .click()
    await within(10_000, async () => {
      const html = await (await request.get(`${BASE}/blog/${renamed}`)).text()
      return html.includes(title) && !html.includes(retitled)
    })

    // The unfinished draft's time has passed: it is not on the site, and its editor reads when and why.
    expect(await status(request, unfinishedPath), 'a publish that failed leaves the draft unpublished').toBe(404)
    await page.goto(`/admin/collections/posts/${unfinishedId}`)
    const failed = page.getByRole('region', { name: 'A scheduled publish did not happen' })
    await expect(failed, 'seen on opening the post, without scrolling').toBeInViewport()
    await expect(failed).toContainText(pickerText(unfinishedAt).split(' ').slice(-2).join(' '))
    await expect(failed).toContainText('The following field is invalid: Category')
    await expect(failed, 'only this post’s own schedule').not.toContainText('earlier')
    // The editor who scheduled it is told by mail too, with the reason and the way back to the post.
    const notice = await smtp.waitFor((m) => m.text.includes(`Regatta notes ${stamp}`))
    expect(notice.to).toBe(E2E.adminEmail)
    expect(notice.subject).toBe('A scheduled publish did not happen')
    expect(notice.text).toContain('Payload said: The following field is invalid: Category')
    expect(notice.text).toContain(`${BASE}/admin/collections/posts/${unfinishedId}`)
    // Completed and published by hand, the post goes live and the notice is gone.
    await page.locator('#field-category').fill('Journal')
    await publishOnceSaved((draft) => draft.category === 'Journal', unfinishedId)
    await within(10_000, async () => (await status(request, unfinishedPath)) === 200)
    await page.reload()
    await expect(page.locator('#field-category')).toHaveValue('Journal')
    await expect(failed).toHaveCount(0)

    // Deleted posts take their schedules with them: SQLite gives a deleted post's number to the next one,
    // which must not inherit its failures.
    for (const id of [postId, unfinishedId]) await request.delete(cmsApi(`/posts/${id}`), { headers: auth })
    const next = await request.post(cmsApi('/posts?draft=true'), {
      headers: auth,
      data: { title: `Regatta notes, again ${stamp}`, slug: `regatta-notes-again-${stamp}` },
    })
    expect(next.status(), await next.text()).toBe(201)
    laterId = String(((await next.json()) as { doc: Post }).doc.id)
    await page.goto(`/admin/collections/posts/${laterId}`)
    await expect(page.locator('#field-title')).toHaveValue(`Regatta notes, again ${stamp}`)
    await expect(page.getByRole('region', { name: /did not happen/ })).toHaveCount(0)
  } finally {
    for (const id of [postId, unfinishedId, laterId])
      if (id) await request.delete(cmsApi(`/posts/${id}`), { headers: auth })
    await smtp.stop()
  }
})
