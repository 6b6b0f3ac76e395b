import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { generate } from 'otplib'

import { BASE, E2E, cmsApi } from './env'
import { adminToken } from './helpers/admin'
import { signIn, startInstance } from './helpers/instance'
import { TestSmtp, uniqueEmail } from './helpers/smtp'
import type { User } from '@/lib/cms/payload-types'

/** Two-factor sign-in: turned on from the account page, asked for at sign-in, recovery codes, and its limits. */

const smtp = new TestSmtp(E2E.smtpPort)
const PASSWORD = 'two-factor-password-123'
const jwt = (token: string) => ({ authorization: `JWT ${token}` })
const nowCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead })

async function member(request: APIRequestContext, base: string, admin: string, role: User['role']) {
  const email = uniqueEmail(`2fa-${role}`)
  const res = await request.post(`${base}/cms/api/users`, {
    headers: jwt(admin),
    data: { email, password: PASSWORD, role },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { doc } = (await res.json()) as { doc: User }
  return { email, id: doc.id }
}

/** Email and password on the admin's sign-in page. */
async function signInOnPage(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function errorOf(res: APIResponse) {
  const body = (await res.json()) as { errors?: { message: string; data?: { twoFactor?: string } }[] }
  return body.errors?.[0]
}

test.describe('two-factor sign-in @cms', () => {
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(() => smtp.start())
  test.afterAll(() => smtp.stop())

  test('an editor turns it on from the account page, then signs in with a code; recovery codes work once', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const admin = await adminToken(request)
    const editor = await member(request, BASE, admin, 'editor')

    // Signing in through the admin's own page, password only while two-factor is off.
    await signInOnPage(page, editor.email)
    await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible()

    await page.goto('/admin/account')
    const section = page.getByRole('region', { name: 'Two-factor sign-in' })
    await expect(section).toContainText('Off: signing in asks for the password only.')
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    const qr = section.getByRole('img', { name: /QR code that adds WAMA admin/ })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const key = (await section.getByLabel('Key to type into the app').innerText()).replace(/\s/g, '')
    expect(key).toMatch(/^[A-Z2-7]{16,}$/)

    // A wrong code is refused in words; the right one turns it on and shows ten recovery codes once.
    await section.getByLabel('Code from the app').fill('000000')
    await section.getByRole('button', { name: 'Turn on', exact: true }).click()
    await expect(section.getByRole('alert')).toContainText('That code is not right')
    await section.getByLabel('Code from the app').fill(await nowCode(key))
    await section.getByRole('button', { name: 'Turn on', exact: true }).click()
    const listed = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await expect(listed).toHaveCount(10)
    const codes = await listed.allInnerTexts()
    await section.getByRole('button', { name: 'I have kept them' }).click()
    await expect(section).toContainText(
      'On: signing in asks for a code from an authenticator app. 10 recovery codes left.',
    )

    // Nobody turns it off by writing the account: the fields are the server's.
    const self = await page.context().cookies()
    const token = self.find((c) => c.name === 'payload-token')?.value ?? ''
    const patch = await request.patch(cmsApi(`/users/${editor.id}`), {
      headers: jwt(token),
      data: { totp_enabled: false, totp_secret: 'AAAA', totp_recovery_codes: [] },
    })
    expect(patch.ok()).toBe(true)
    const read = (await (await request.get(cmsApi(`/users/${editor.id}`), { headers: jwt(admin) })).json()) as Record<
      string,
      unknown
    >
    expect(read.totp_enabled).toBe(true)
    expect(read).not.toHaveProperty('totp_secret')
    expect(read).not.toHaveProperty('totp_recovery_codes')

    // REST: the password alone opens no session; a wrong code is refused; nothing says so before the password.
    const noCode = await request.post(cmsApi('/users/login'), { data: { email: editor.email, password: PASSWORD } })
    expect(noCode.status()).toBe(401)
    expect(noCode.headers()['set-cookie'] ?? '').not.toContain('payload-token=ey')
    expect((await errorOf(noCode))?.data?.twoFactor).toBe('required')
    const wrongPassword = await request.post(cmsApi('/users/login'), {
      data: { email: editor.email, password: 'not-the-password', code: await nowCode(key) },
    })
    expect(wrongPassword.status()).toBe(401)
    expect((await errorOf(wrongPassword))?.data).toBeUndefined()
    const wrongCode = await request.post(cmsApi('/users/login'), {
      data: { email: editor.email, password: PASSWORD, code: '123456' },
    })
    expect((await errorOf(wrongCode))?.data?.twoFactor).toBe('invalid')

    // The browser: password, then the code field, then the admin.
    await page.context().clearCookies()
    await signInOnPage(page, editor.email)
    const codeField = page.getByLabel('Two-factor code')
    await expect(codeField).toBeFocused()
    // The code used to turn it on cannot be used again: the next one (the app shows it within 30 s) is.
    await codeField.fill(await nowCode(key, 1))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible()

    // A recovery code signs in once.
    const [recovery] = codes
    const withRecovery = await request.post(cmsApi('/users/login'), {
      data: { email: editor.email, password: PASSWORD, code: recovery },
    })
    expect(withRecovery.status()).toBe(200)
    const again = await request.post(cmsApi('/users/login'), {
      data: { email: editor.email, password: PASSWORD, code: recovery },
    })
    expect((await errorOf(again))?.data?.twoFactor).toBe('invalid')
    const status = await request.get(cmsApi(`/users/${editor.id}/two-factor`), { headers: jwt(admin) })
    expect(await status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 9, self: false })

    // A password reset changes the password but opens no session: the next sign-in asks for the code.
    await request.post(cmsApi('/users/forgot-password'), { data: { email: editor.email } })
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(editor.email))
    const resetToken = /\/admin\/reset\/([\w-]+)/.exec(mail.text)?.[1] ?? ''
    const reset = await request.post(cmsApi('/users/reset-password'), {
      data: { token: resetToken, password: `${PASSWORD}-new` },
    })
    expect(reset.status(), await reset.text()).toBe(200)
    const { token: resetSession } = (await reset.json()) as { token?: string }
    const me = (await (await request.get(cmsApi('/users/me'), { headers: jwt(resetSession ?? '') })).json()) as {
      user: User | null
    }
    expect(me.user).toBeNull()
    const afterReset = await request.post(cmsApi('/users/login'), {
      data: { email: editor.email, password: `${PASSWORD}-new` },
    })
    expect((await errorOf(afterReset))?.data?.twoFactor).toBe('required')

    // Lost phone: an administrator turns it off; the password alone signs in again.
    const off = await request.post(cmsApi(`/users/${editor.id}/two-factor/disable`), { headers: jwt(admin), data: {} })
    expect(off.status(), await off.text()).toBe(200)
    expect(await signIn(BASE, editor.email, `${PASSWORD}-new`)).toMatch(/^ey/)
  })

  test('required for a role when the operator says so: until it is on, that account opens only itself', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const site = await startInstance('two-factor-required', E2E.port + 27, { TOTP_REQUIRED_ROLES: 'sales' })
    try {
      const admin = await signIn(site.url, E2E.adminEmail, E2E.adminPassword)
      const sales = await member(request, site.url, admin, 'sales')
      const token = await signIn(site.url, sales.email, PASSWORD)
      const api = (path: string) => `${site.url}/cms/api${path}`
      expect((await request.get(api('/leads'), { headers: jwt(token) })).status()).toBe(403)
      await page.context().addCookies([{ name: 'payload-token', value: token, url: site.url }])
      await page.goto(`${site.url}/admin`)
      await expect(page.getByRole('heading', { name: 'Turn on two-factor sign-in' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Leads' })).toHaveCount(0)
      await page.getByRole('link', { name: 'Open my account to turn it on' }).click()
      await expect(page.getByRole('region', { name: 'Two-factor sign-in' })).toContainText(
        'Accounts with this role must use it.',
      )
      const status = await request.get(api(`/users/${sales.id}/two-factor`), { headers: jwt(token) })
      expect(await status.json()).toMatchObject({ enabled: false, required: true, self: true })

      const start = await request.post(api(`/users/${sales.id}/two-factor/start`), { headers: jwt(token), data: {} })
      const { secret } = (await start.json()) as { secret: string }
      const confirm = await request.post(api(`/users/${sales.id}/two-factor/confirm`), {
        headers: jwt(token),
        data: { code: await nowCode(secret) },
      })
      expect(confirm.status(), await confirm.text()).toBe(200)
      expect((await request.get(api('/leads'), { headers: jwt(token) })).status()).toBe(200)

      // A required role cannot turn it off for itself.
      const off = await request.post(api(`/users/${sales.id}/two-factor/disable`), {
        headers: jwt(token),
        data: { code: await nowCode(secret, 1) },
      })
      expect(off.status()).toBe(403)
      expect(((await off.json()) as { error: string }).error).toContain('cannot be turned off')
    } finally {
      await site.stop()
    }
  })
})
