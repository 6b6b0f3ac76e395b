import { expect, test, type APIRequestContext } from '@playwright/test'

import { BASE, cmsApi } from './env'
import { signInBrowser } from './helpers/admin'
import { fakeClient, humanMeta, leadSpec, mailed, uniqueEmail, waitForLead } from './helpers/smtp'

/**
 * Every lead has an owner: Lead routing (edited by sales managers) gives each new lead to one person, in turn
 * among a rule's people, who gets its mail with the shared sales address in copy; handing a lead to someone
 * else in the admin mails it to them. A real SMTP server on loopback receives what the site sends.
 */

const SALES = process.env.SALES_EMAIL ?? 'sales@wama.test'
const spec = leadSpec()
const { smtp } = spec

const auth = () => ({ authorization: `JWT ${spec.token}` })

async function salesPerson(request: APIRequestContext, name: string, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(name.toLowerCase())
  const res = await request.post(cmsApi('/users'), {
    headers: auth(),
    data: { name, email, password: 'a-long-sales-password-1', role: 'sales', ...extra },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { id: ((await res.json()) as { doc: { id: number } }).doc.id, email, name }
}

const EVERY_DAY = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
}
const ROUTING = cmsApi('/globals/lead-routing')

/** Back to the seeded routing: no rule, no fallback owner, Monday to Saturday 08:00–18:00 in Tunis, two hours. */
async function resetRouting(request: APIRequestContext) {
  const res = await request.post(ROUTING, {
    headers: auth(),
    data: {
      rules: [],
      fallback_owner: null,
      response_clock: {
        hours: 2,
        opens: '08:00',
        closes: '18:00',
        time_zone: 'Africa/Tunis',
        days: { ...EVERY_DAY, sunday: false },
      },
    },
  })
  expect(res.status(), await res.text()).toBe(200)
}

async function contact(request: APIRequestContext, locale: 'en' | 'fr') {
  const email = uniqueEmail(`routed-${locale}`)
  const res = await request.post(`${BASE}/api/send-email`, {
    headers: fakeClient(),
    data: { name: 'Routed Buyer', email, interest: 'Catamarans', message: 'Call me.', locale, ...humanMeta() },
  })
  expect(res.status(), await res.text()).toBe(200)
  return waitForLead(request, spec.token, email, mailed)
}

test.describe('lead owners @cms', () => {
  test('a rule shares French leads out in turn, the rest go to the fallback owner, and a hand-over mails the new owner', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const amira = await salesPerson(request, 'Amira')
    const bruno = await salesPerson(request, 'Bruno')
    const chloe = await salesPerson(request, 'Chloe', { manages_sales: true })
    const people = [amira, bruno, chloe]
    try {
      // A sales person who is not a manager may read the routing but not change it.
      const login = await request.post(cmsApi('/users/login'), {
        data: { email: amira.email, password: 'a-long-sales-password-1' },
      })
      const amiraToken = ((await login.json()) as { token: string }).token
      const refused = await request.post(ROUTING, {
        headers: { authorization: `JWT ${amiraToken}` },
        data: { fallback_owner: amira.id },
      })
      expect(refused.status()).toBe(403)

      const manager = await request.post(cmsApi('/users/login'), {
        data: { email: chloe.email, password: 'a-long-sales-password-1' },
      })
      const chloeToken = ((await manager.json()) as { token: string }).token
      const saved = await request.post(ROUTING, {
        headers: { authorization: `JWT ${chloeToken}` },
        data: {
          rules: [{ name: 'French market', locales: { fr: true }, owners: [amira.id, bruno.id] }],
          fallback_owner: chloe.id,
          copy_sales_address: true,
        },
      })
      expect(saved.status(), await saved.text()).toBe(200)

      const owners: number[] = []
      for (let i = 0; i < 4; i += 1) {
        const lead = await contact(request, 'fr')
        const owner = typeof lead.owner === 'object' && lead.owner ? lead.owner.id : lead.owner
        owners.push(owner ?? 0)
        const mail = await smtp.waitFor((m) => m.replyTo === lead.email)
        const to = owner === amira.id ? amira.email : bruno.email
        expect(mail.envelopeTo.sort()).toEqual([SALES, to].sort())
        expect(mail.text).toContain(`Owner: ${owner === amira.id ? 'Amira' : 'Bruno'} <${to}>`)
      }
      expect(owners).toEqual([amira.id, bruno.id, amira.id, bruno.id])

      const english = await contact(request, 'en')
      expect(english.owner).toBe(chloe.id)
      const toChloe = await smtp.waitFor((m) => m.replyTo === english.email)
      expect(toChloe.envelopeTo.sort()).toEqual([SALES, chloe.email].sort())

      // One action in the admin: another owner, saved. They are told by mail, and the lead says since when.
      const handed = await request.patch(cmsApi(`/leads/${english.id}`), {
        headers: auth(),
        data: { owner: bruno.id },
      })
      expect(handed.status(), await handed.text()).toBe(200)
      const now = await smtp.waitFor((m) => m.subject.startsWith('Now yours:') && m.replyTo === english.email)
      expect(now.envelopeTo).toEqual([bruno.email])
      const after = await waitForLead(request, spec.token, english.email, (l) => l.owner === bruno.id)
      expect(Date.parse(after.assigned_at ?? '')).toBeGreaterThan(Date.parse(english.assigned_at ?? ''))
    } finally {
      await resetRouting(request)
      for (const person of people) await request.delete(cmsApi(`/users/${person.id}`), { headers: auth() })
    }
  })

  test('a response clock runs in working hours from each new lead, escalates once to the sales managers when it runs out, and stops at the first answer', async ({
    request,
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const manager = await salesPerson(request, 'Dalia', { manages_sales: true })
    try {
      // Every day, all day, fifteen working minutes: a deadline the test can read at any hour.
      const saved = await request.post(ROUTING, {
        headers: auth(),
        data: {
          response_clock: { hours: 0.25, opens: '00:00', closes: '23:59', time_zone: 'Africa/Tunis', days: EVERY_DAY },
        },
      })
      expect(saved.status(), await saved.text()).toBe(200)

      const lead = await contact(request, 'en')
      const wait = Date.parse(lead.respond_by ?? '') - Date.parse(lead.createdAt)
      expect(wait).toBeGreaterThanOrEqual(15 * 60_000 - 1_000)
      expect(wait).toBeLessThanOrEqual(17 * 60_000)

      await signInBrowser(context, spec.token)
      const row = async (email: string) => {
        await page.goto(`/admin/collections/leads?where[email][equals]=${encodeURIComponent(email)}`)
        return page.getByRole('row').filter({ hasText: email })
      }
      await expect(await row(lead.email)).toContainText(/1[4-6] min left/)

      // Its time runs out: the sales managers hear of it once, with its owner and when it was due.
      const late = await contact(request, 'en')
      const past = new Date(Date.now() - 60_000).toISOString()
      await request.patch(cmsApi(`/leads/${late.id}`), { headers: auth(), data: { respond_by: past } })
      const overdue = await smtp.waitFor((m) => m.subject.startsWith('Overdue:') && m.replyTo === late.email, 40_000)
      expect(overdue.envelopeTo).toEqual([manager.email])
      expect(overdue.text).toContain(`First answer due: ${past}`)
      const escalated = await waitForLead(request, spec.token, late.email, (l) => Boolean(l.escalated_at))
      await expect(await row(late.email)).toContainText('Overdue by')
      // The inbox link lists what waits for a first answer, the most overdue first.
      await page.getByRole('link', { name: 'Awaiting a first answer, most overdue first' }).click()
      await expect(page).toHaveURL(/sort=respond_by/)
      await expect(page.getByRole('row').nth(1)).toContainText('Overdue by')
      await new Promise((r) => setTimeout(r, 15_000))
      expect(smtp.find((m) => m.subject.startsWith('Overdue:') && m.replyTo === late.email)).toHaveLength(1)

      // The first answer stops the clock.
      await request.patch(cmsApi(`/leads/${late.id}`), { headers: auth(), data: { status: 'contacted' } })
      const answered = await waitForLead(request, spec.token, late.email, (l) => Boolean(l.first_response_at))
      expect(Date.parse(answered.first_response_at ?? '')).toBeGreaterThan(Date.parse(escalated.escalated_at ?? ''))
      await expect(await row(late.email)).toContainText(/Answered in .* \(late\)/)
    } finally {
      await resetRouting(request)
      await request.delete(cmsApi(`/users/${manager.id}`), { headers: auth() })
    }
  })

  test('each working morning, once the team has opened, every owner gets one list of their open leads', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const owner = await salesPerson(request, 'Elias')
    // The team opens now, on its own clock: this is its morning.
    const tunis = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Tunis',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const opens = tunis.format(new Date()) === '23:59' ? '23:58' : tunis.format(new Date())
    try {
      // No working day yet, so no morning comes while the two leads arrive; then the team opens.
      const none = Object.fromEntries(Object.keys(EVERY_DAY).map((day) => [day, false]))
      const clock = { hours: 2, opens, closes: '23:59', time_zone: 'Africa/Tunis' }
      const quiet = await request.post(ROUTING, {
        headers: auth(),
        data: { fallback_owner: owner.id, response_clock: { ...clock, days: none } },
      })
      expect(quiet.status(), await quiet.text()).toBe(200)
      const first = await contact(request, 'en')
      const second = await contact(request, 'fr')
      expect([first.owner, second.owner]).toEqual([owner.id, owner.id])
      const open = await request.post(ROUTING, {
        headers: auth(),
        data: { response_clock: { ...clock, days: EVERY_DAY } },
      })
      expect(open.status(), await open.text()).toBe(200)

      const digest = await smtp.waitFor(
        (m) => m.envelopeTo.includes(owner.email) && m.subject.startsWith('Your leads on'),
        45_000,
      )
      expect(digest.subject).toMatch(/^Your leads on \d{4}-\d{2}-\d{2}: 2 open — WAMA Yachts$/)
      for (const lead of [first, second]) {
        expect(digest.text).toContain(`#${lead.id} Inquiry — Routed Buyer <${lead.email}> — New, first answer due in`)
        expect(digest.text).toContain(`/admin/collections/leads/${lead.id}`)
      }
    } finally {
      await resetRouting(request)
      await request.delete(cmsApi(`/users/${owner.id}`), { headers: auth() })
    }
  })
})
