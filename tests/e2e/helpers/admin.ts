import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type FrameLocator,
  type Page,
} from '@playwright/test'

import { BASE, E2E, cmsApi } from '../env'
import type { About } from '@/lib/cms/payload-types'

/** Logs the administrator in to Payload's REST API (at /cms/api) and returns the session token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(cmsApi('/users/login'), {
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  })
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`)
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error('admin login returned no token')
  return body.token
}

/** The Authorization header of the administrator, for the REST API. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

/** The session token of an Authorization header from `adminAuth`. */
export const tokenOf = (auth: Record<string, string>) => (auth.Authorization ?? '').replace(/^JWT /, '')

/** Signs a browser in to the admin with a session token, as the login screen would. */
export const signInBrowser = (context: BrowserContext, token: string) =>
  context.addCookies([{ name: 'payload-token', value: token, url: BASE }])

/** Polls until `check` passes or the time runs out; returns the elapsed milliseconds. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`not true within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Whether the page at `path` has `text` in its HTML now (for `within`). */
export const pageShows = (request: APIRequestContext, path: string, text: string) => async () =>
  (await (await request.get(`${BASE}${path}`)).text()).includes(text)

/** The About page as the editors' API holds it now (the published version). */
export async function currentAbout(request: APIRequestContext, auth: Record<string, string>): Promise<About> {
  return (await (await request.get(cmsApi('/globals/about?depth=0'), { headers: auth })).json()) as About
}

/**
 * An editor's session for the tests of one describe block: logged in before them, and what they record in
 * `created` (REST paths such as `/media/12`) deleted after them, newest first.
 */
export function editorSession() {
  const session: { auth: Record<string, string>; created: string[] } = { auth: {}, created: [] }
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext()
    session.auth = await adminAuth(request)
    await request.dispose()
  })
  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext()
    for (const path of session.created.reverse()) await request.delete(cmsApi(path), { headers: session.auth })
    await request.dispose()
  })
  return session
}

/**
 * Opens the live preview beside the document the admin shows, and answers its frame. The admin remembers
 * whether this account left the preview open: it is opened only if it is closed.
 */
export async function openLivePreview(page: Page): Promise<FrameLocator> {
  await expect(page.getByRole('button', { name: /Live Preview$/ })).toBeVisible()
  if (!(await page.getByRole('button', { name: 'Exit Live Preview' }).isVisible()))
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
  return page.frameLocator('iframe')
}
