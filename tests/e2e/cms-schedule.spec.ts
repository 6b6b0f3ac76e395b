import { expect, test, type APIRequestContext } from '@playwright/test'

import { BASE } from './env'
import { paragraphs } from './helpers/rich-text'
import { adminAuth, within } from './helpers/admin'
import type { Post } from '@/lib/cms/payload-types'

/**
 * Scheduled publishing: an editor picks a time in the admin and leaves; the server's job queue publishes the
 * post then, with nobody logged in, and the journal, the post page and the sitemap show it.
 */

const api = (path: string) => `${BASE}/cms/api${path}`
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The admin's date picker format (browser and server share the machine's time zone). */
function pickerText(at: Date): string {
  const hours = at.getHours() % 12 || 12
  const minutes = String(at.getMinutes()).padStart(2, '0')
  return `${MONTHS[at.getMonth()]} ${at.getDate()}, ${at.getFullYear()} ${hours}:${minutes} ${at.getHours() < 12 ? 'AM' : 'PM'}`
}

/** The picker counts in minutes: the next whole minute at least 12 s away. */
function nextMinute(): Date {
  const at = new Date(Date.now() + 12_000)
  at.setSeconds(0, 0)
  at.setMinutes(at.getMinutes() + 1)
  return at
}

const status = async (request: APIRequestContext, path: string) => (await request.get(`${BASE}${path}`)).status()
const sitemapHas = async (request: APIRequestContext, path: string) =>
  (await (await request.get(`${BASE}/sitemap.xml`)).text()).includes(`${path}</loc>`)

test('@cms a draft post scheduled in the admin goes live at its time: journal, post page and sitemap', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const auth = await adminAuth(request)
  const stamp = Date.now().toString(36)
  const title = `Launch day in Monastir ${stamp}`
  const path = `/blog/launch-day-${stamp}`
  const created = await request.post(api('/posts?draft=true'), {
    headers: auth,
    data: {
      title,
      category: 'Journal',
      published_date: '2026-11-20',
      excerpt: paragraphs('The first hull of the season leaves the yard.'),
      content: paragraphs('The first hull of the season leaves the yard.'),
      slug: `launch-day-${stamp}`,
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const post = ((await created.json()) as { doc: Post }).doc
  try {
    expect(await status(request, path)).toBe(404)

    await page.context().addCookies([{ name: 'payload-token', value: auth.Authorization!.slice(4), url: BASE }])
    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.locator('#action-save-popup button').first().click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByText('Publish', { exact: true }).click()
    await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
    const at = nextMinute()
    const time = drawer.getByRole('textbox').first()
    await time.fill(pickerText(at))
    await time.press('Enter')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible()
    await expect(drawer.getByRole('table')).toContainText(pickerText(at).split(' ').slice(-2).join(' '))
    await page.context().clearCookies()

    expect(await status(request, path), 'not before its time').toBe(404)
    await within(Math.max(0, at.getTime() - Date.now()) + 20_000, async () => (await status(request, path)) === 200)
    expect(Date.now(), 'published at the chosen minute, not before').toBeGreaterThanOrEqual(at.getTime())
    expect(await (await request.get(`${BASE}/blog`)).text()).toContain(title)
    expect(await sitemapHas(request, path)).toBe(true)
  } finally {
    await request.delete(api(`/posts/${post.id}`), { headers: auth })
  }
})
