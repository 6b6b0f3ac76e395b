import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { BASE, E2E, cmsApi } from './env'
import { startInstance } from './helpers/instance'
import { adminToken, signInBrowser } from './helpers/admin'
import { fakeClient, humanMeta, TestSmtp, uniqueEmail, waitForLead } from './helpers/smtp'
import type { Lead, User } from '@/lib/cms/payload-types'

/** Three roles: administrators do everything, editors the content (never a lead), sales the leads (no content). */

const smtp = new TestSmtp(E2E.smtpPort)
const PASSWORD = 'role-test-password-123'
const jwt = (token: string) => ({ authorization: `JWT ${token}` })

async function createMember(request: APIRequestContext, admin: string, role: User['role']) {
  const email = uniqueEmail(role)
  const res = await request.post(cmsApi('/users'), {
    headers: jwt(admin),
    data: { email, password: PASSWORD, name: `A ${role}`, role },
  })
  expect(res.status(), await res.text()).toBe(201)
  const login = await request.post(cmsApi('/users/login'), { data: { email, password: PASSWORD } })
  expect(login.ok()).toBeTruthy()
  const { token, user } = (await login.json()) as { token: string; user: User }
  expect(user.role).toBe(role)
  return { email, token, id: user.id }
}

async function openAdminAs(page: Page, token: string) {
  await signInBrowser(page.context(), token)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible()
}

test.describe('roles @cms', () => {
  test.describe.configure({ mode: 'serial' })
  let admin = ''
  let lead: Lead

  test.beforeAll(async ({ request }) => {
    await smtp.start()
    admin = await adminToken(request)
    const email = uniqueEmail('roles-lead')
    const res = await request.post(`${BASE}/api/send-email`, {
      data: { name: 'Role Lead', email, interest: 'Catamarans', message: 'Personal data', ...humanMeta() },
      headers: fakeClient(),
    })
    expect(res.ok()).toBeTruthy()
    lead = await waitForLead(request, admin, email, () => true)
  })

  test.afterAll(async () => {
    await smtp.stop()
  })

  test('an editor writes content but cannot read, export or resend a lead, nor promote themselves', async ({
    request,
  }) => {
    const editor = await createMember(request, admin, 'editor')
    const as = jwt(editor.token)

    for (const path of ['/leads', `/leads/${lead.id}`, '/leads/export', '/subscribers', '/subscribers/export'])
      expect((await request.get(cmsApi(path), { headers: as })).status(), path).toBe(403)
    expect((await request.post(cmsApi(`/leads/${lead.id}/resend`), { headers: as })).status()).toBe(403)
    const graphql = await request.post(cmsApi('/graphql'), {
      headers: as,
      data: { query: '{ Leads { docs { email } } }' },
    })
    expect(await graphql.text()).not.toContain(lead.email)

    // Content is theirs: a page is created and removed.
    const created = await request.post(cmsApi('/pages'), {
      headers: as,
      data: { title: 'Editor draft', slug: `editor-draft-${editor.id}`, _status: 'draft' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect((await request.delete(cmsApi(`/pages/${doc.id}`), { headers: as })).status()).toBe(200)

    // Accounts: their own only, and their role is not theirs to change.
    const users = (await (await request.get(cmsApi('/users'), { headers: as })).json()) as { docs: User[] }
    expect(users.docs.map((u) => u.email)).toEqual([editor.email])
    await request.patch(cmsApi(`/users/${editor.id}`), { headers: as, data: { role: 'admin' } })
    const me = (await (await request.get(cmsApi('/users/me'), { headers: as })).json()) as { user: User }
    expect(me.user.role).toBe('editor')
    expect(
      (
        await request.post(cmsApi('/users'), { headers: as, data: { email: uniqueEmail('x'), password: PASSWORD } })
      ).status(),
    ).toBe(403)
  })

  test('sales read and update leads but cannot change content, settings or accounts', async ({ request }) => {
    const sales = await createMember(request, admin, 'sales')
    const as = jwt(sales.token)

    const read = await request.get(cmsApi(`/leads/${lead.id}`), { headers: as })
    expect(read.status()).toBe(200)
    expect(((await read.json()) as Lead).email).toBe(lead.email)
    const update = await request.patch(cmsApi(`/leads/${lead.id}`), { headers: as, data: { status: 'contacted' } })
    expect(update.status(), await update.text()).toBe(200)
    const stored = (await (await request.get(cmsApi(`/leads/${lead.id}`), { headers: jwt(admin) })).json()) as Lead
    expect(stored.status).toBe('contacted')
    expect((await request.delete(cmsApi(`/leads/${lead.id}`), { headers: as })).status()).toBe(403)

    const page = await request.post(cmsApi('/pages'), {
      headers: as,
      data: { title: 'Sales page', slug: `sales-page-${sales.id}`, _status: 'draft' },
    })
    expect(page.status()).toBe(403)
    expect(
      (await request.post(cmsApi('/globals/site-settings'), { headers: as, data: { phone: '+1 555 0100' } })).status(),
    ).toBe(403)
    expect((await request.post(cmsApi('/media'), { headers: as, multipart: {} })).status()).toBe(403)
    const users = (await (await request.get(cmsApi('/users'), { headers: as })).json()) as { docs: User[] }
    expect(users.docs.map((u) => u.email)).toEqual([sales.email])
    const preview = await request.get(`${BASE}/api/draft?path=/about`, { headers: as, maxRedirects: 0 })
    expect(preview.status()).toBe(403)
  })

  test('the admin shows each role its own sections: editors no Sales, sales nothing but Sales', async ({
    browser,
    request,
  }) => {
    const editor = await createMember(request, admin, 'editor')
    const sales = await createMember(request, admin, 'sales')

    const editorPage = await (await browser.newContext()).newPage()
    await openAdminAs(editorPage, editor.token)
    const editorNav = editorPage.getByRole('navigation')
    for (const group of ['Site', 'Fleet', 'Journal'])
      await expect(editorNav.getByRole('button', { name: group })).toBeVisible()
    await expect(editorNav.getByRole('link', { name: 'Yachts' })).toBeVisible()
    await expect(editorNav.getByRole('link', { name: 'Leads' })).toHaveCount(0)
    await expect(editorPage.getByRole('region', { name: 'Leads per week' })).toHaveCount(0)
    await editorPage.goto(`/admin/collections/leads/${lead.id}`)
    await expect(editorPage.getByText(lead.email)).toHaveCount(0)

    const salesPage = await (await browser.newContext()).newPage()
    await openAdminAs(salesPage, sales.token)
    const salesNav = salesPage.getByRole('navigation')
    await expect(salesNav.getByRole('link', { name: 'Leads' })).toBeVisible()
    await expect(salesNav.getByRole('link', { name: 'Yachts' })).toHaveCount(0)
    await expect(salesPage.getByRole('region', { name: 'Leads per week' })).toBeVisible()
    await salesPage.goto(`/admin/collections/leads/${lead.id}`)
    await expect(salesPage.getByRole('textbox', { name: /Email/ }).first()).toHaveValue(lead.email)
  })

  test('a team member who forgot the password gets a reset link by mail, sets a new one and is signed in with it', async ({
    browser,
    request,
  }) => {
    const member = await createMember(request, admin, 'editor')
    const page = await (await browser.newContext()).newPage()
    // The admin's forms send nothing until its scripts are running.
    await page.goto('/admin/forgot', { waitUntil: 'networkidle' })
    await page.getByRole('textbox', { name: /Email/ }).fill(member.email)
    await page.getByRole('button', { name: 'Submit' }).click()

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(member.email))
    expect(mail.subject).toBe('Reset your WAMA admin password')
    // The link names the site's public address.
    const link = /https?:\/\/\S+\/admin\/reset\/[\w%-]+/.exec(mail.text)?.[0] ?? ''
    expect(link.startsWith(`${BASE}/admin/reset/`), mail.text).toBe(true)
    expect(mail.html).toContain(`href="${link}"`)

    const renewed = 'renewed-password-456'
    await page.goto(link, { waitUntil: 'networkidle' })
    await page.getByLabel('New Password').fill(renewed)
    await page.getByLabel('Confirm Password').fill(renewed)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible()

    const login = (password: string) =>
      request.post(cmsApi('/users/login'), { data: { email: member.email, password } })
    expect((await login(renewed)).status()).toBe(200)
    expect((await login(PASSWORD)).status()).toBe(401)
    await page.context().close()

    // A request with a forged Host still mails a link to this site.
    const other = await createMember(request, admin, 'sales')
    const forged = await request.post(cmsApi('/users/forgot-password'), {
      headers: { host: 'evil.example' },
      data: { email: other.email },
    })
    expect(forged.status()).toBe(200)
    const forgedMail = await smtp.waitFor((m) => m.envelopeTo.includes(other.email))
    expect(forgedMail.text).toContain(`${BASE}/admin/reset/`)
    expect(forgedMail.raw).not.toContain('evil.example')
  })
})

test('the first account made on a fresh database is an administrator; later ones are editors', async ({ request }) => {
  test.setTimeout(120_000)
  const site = await startInstance('first-user', E2E.port + 23, { SMTP_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })
  try {
    const first = uniqueEmail('first')
    const register = await request.post(`${site.url}/cms/api/users/first-register`, {
      data: { email: first, password: PASSWORD, role: 'editor' },
    })
    expect(register.status(), await register.text()).toBe(200)
    const { token } = (await register.json()) as { token: string }
    const me = (await (await request.get(`${site.url}/cms/api/users/me`, { headers: jwt(token) })).json()) as {
      user: User
    }
    expect(me.user.role).toBe('admin')

    const second = await request.post(`${site.url}/cms/api/users`, {
      headers: jwt(token),
      data: { email: uniqueEmail('second'), password: PASSWORD },
    })
    expect(second.status()).toBe(201)
    expect(((await second.json()) as { doc: User }).doc.role).toBe('editor')
  } finally {
    await site.stop()
  }
})
