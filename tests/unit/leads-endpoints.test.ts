/** @jest-environment node */
// Set before lib/env is read, so the test never generates secrets into the project's data/ folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const spoolDir = path.join(mkdtempSync(path.join(tmpdir(), 'wama-unit-')), 'spool')
Object.assign(process.env, {
  PAYLOAD_SECRET: 'test',
  REVALIDATE_SECRET: 'test',
  IP_HASH_SALT: 'test',
  TRUST_PROXY: '1',
  LEAD_SPOOL_DIR: spoolDir,
})
afterAll(() => rmSync(path.dirname(spoolDir), { recursive: true, force: true }))

type Created = { collection: string; data: Record<string, unknown> }
const created: Created[] = []
let failNextCreate = false
let failNextPayload = false

// The endpoints as the server runs them, with a stand-in for the database (Payload does not load in Jest).
const payload = {
  find: async () => ({ docs: [] }),
  count: async () => ({ totalDocs: 0 }),
  create: async ({ collection, data }: Created) => {
    if (failNextCreate) {
      failNextCreate = false
      throw new Error('database is down\n    at create (store.ts:1:1)')
    }
    created.push({ collection, data })
    return { id: created.length, createdAt: '2026-11-21T10:00:00.000Z' }
  },
}

jest.mock('@/lib/leads/runtime', () => ({
  leadsPayload: async () => {
    if (!failNextPayload) return payload
    failNextPayload = false
    throw new Error('database is down\n    at getPayload (payload.ts:1:1)')
  },
}))
jest.mock('@/lib/mail/queue', () => ({ kickMailQueue: async () => undefined }))
jest.mock('@/lib/redis', () => ({ sharedRedis: () => null }))
jest.mock('@/lib/cms', () => ({
  canonicalYachtSlug: (slug: string) => slug,
  getYachts: async () => [{ slug: 'wama-42', name: 'WAMA 42', booklet: '' }],
  getCatalogue: async () => {
    throw new Error('not used here')
  },
  getSettings: async () => ({ info_email: 'info@wama.test', phone: '+216 71 000 000' }),
}))
jest.mock('next/server', () => ({ after: () => undefined }))

import { newsletter, sendEmail } from '@/lib/leads/routes'

let client = 0
/** A POST from its own address, so the per-client rate limit only counts where a test means it to. */
function post(
  body: unknown,
  { url = 'http://x/api/send-email', address = `10.0.0.${++client}`, type = 'application/json' } = {},
) {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const information = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  consent: true,
  yachtName: 'WAMA 42',
  interest: 'WAMA 42',
}

beforeEach(() => {
  created.length = 0
})

describe('the 400 answer is worded in the language of the request', () => {
  it('French: the summary and every field message, from the shared schema', async () => {
    const { status, body } = await answer(await sendEmail.POST(post({ locale: 'fr', name: '', email: 'ada@' })))
    expect(status).toBe(400)
    expect(body).toEqual({
      error: 'Veuillez vérifier les champs signalés.',
      fields: {
        name: 'Veuillez indiquer votre nom.',
        email: 'Veuillez saisir une adresse e-mail valide.',
        interest: 'Veuillez choisir ce qui vous intéresse.',
        message: 'Veuillez écrire votre message.',
      },
    })
  })

  it('English (or no language given): as before', async () => {
    const { status, body } = await answer(await sendEmail.POST(post({ name: '', email: 'ada@' })))
    expect(status).toBe(400)
    expect(body).toEqual({
      error: 'Please check the highlighted fields.',
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        interest: 'Please choose what you are interested in.',
        message: 'Please enter a message.',
      },
    })
  })

  it('a body that is no JSON falls back to ?locale=', async () => {
    const url = 'http://x/api/send-email?locale=fr'
    expect(await answer(await sendEmail.POST(post('{"name":', { url })))).toEqual({
      status: 400,
      body: { error: 'Le corps de la requête n’est pas un JSON valide.' },
    })
    expect(await answer(await sendEmail.POST(post('name=Ada', { url, type: 'text/plain' })))).toEqual({
      status: 415,
      body: { error: 'Veuillez envoyer le formulaire au format application/json.' },
    })
    expect(await answer(await sendEmail.POST(post('name=Ada', { type: 'text/plain' })))).toEqual({
      status: 415,
      body: { error: 'Please send the form as application/json.' },
    })
    expect(await answer(sendEmail.GET(new Request(url)))).toEqual({
      status: 405,
      body: { error: 'Méthode non autorisée. Utilisez POST.' },
    })
  })

  it('429 and 500 too, without a stack', async () => {
    const address = '10.9.9.9'
    // Invalid bodies spend nothing of the budget; five valid ones do.
    for (let i = 0; i < 10; i++) expect((await sendEmail.POST(post({ locale: 'fr' }, { address }))).status).toBe(400)
    for (let i = 0; i < 5; i++) {
      expect((await sendEmail.POST(post({ ...information, locale: 'fr' }, { address }))).status).toBe(200)
    }
    const limited = await sendEmail.POST(post({ ...information, locale: 'fr' }, { address }))
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await answer(limited)).toEqual({
      status: 429,
      body: { error: 'Trop de demandes. Veuillez réessayer dans une minute.' },
    })

    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    failNextPayload = true
    const failed = await answer(await sendEmail.POST(post({ ...information, locale: 'fr' })))
    expect(failed).toEqual({
      status: 500,
      body: { error: 'Un incident est survenu de notre côté. Veuillez réessayer plus tard.' },
    })
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0])).not.toContain('database is down')
    log.mockRestore()
  })

  it('a lead the database refuses is kept in the spool and acknowledged; one nobody can keep gets a 503 saying whom to call', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    failNextCreate = true
    const kept = await answer(await sendEmail.POST(post({ ...information, email: 'kept@example.com' })))
    expect(kept).toEqual({ status: 202, body: { ok: true, id: null } })
    // One complete file per lead, and nothing half-written beside it.
    const files = readdirSync(spoolDir)
    expect(files).toEqual([expect.stringMatching(/^lead-\d+-[\w-]+\.jsonl$/)])
    const [line, ...rest] = readFileSync(path.join(spoolDir, files[0] ?? ''), 'utf8')
      .trim()
      .split('\n')
    expect(rest).toHaveLength(0)
    expect(JSON.parse(line ?? '{}')).toMatchObject({ lead: { email: 'kept@example.com', kind: 'information' } })

    rmSync(spoolDir, { recursive: true })
    writeFileSync(spoolDir, 'a file where the spool folder should be')
    failNextCreate = true
    const refused = await answer(
      await sendEmail.POST(post({ ...information, email: 'lost@example.com', locale: 'fr' })),
    )
    expect(refused).toEqual({
      status: 503,
      body: {
        error:
          'Nous n’avons pas pu enregistrer votre demande pour le moment. Écrivez-nous à info@wama.test ou appelez le +216 71 000 000\u00a0: nous vous répondrons rapidement.',
      },
    })
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/kept@example|lost@example|Ada Lovelace/)
    rmSync(spoolDir)
    log.mockRestore()
  })
})

describe('the lead records the page language', () => {
  it('a request from a French page stores a French lead with the consent as the visitor read it', async () => {
    const { status } = await answer(await sendEmail.POST(post({ ...information, locale: 'fr' })))
    expect(status).toBe(200)
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({
      collection: 'leads',
      data: {
        kind: 'information',
        locale: 'fr',
        consent_text: 'J’accepte que WAMA 42 me contacte au sujet de cette demande.',
      },
    })
  })

  it('without a language the lead is English, worded as before', async () => {
    await sendEmail.POST(post({ ...information, email: 'grace@example.com' }))
    expect(created[0]?.data).toMatchObject({
      locale: 'en',
      consent_text: 'I consent to WAMA 42 contacting me regarding this inquiry.',
    })
  })

  it('a French newsletter sign-up stores its language and French consent', async () => {
    const response = await newsletter.POST(
      post({ email: 'Ada@Example.com', consent: true, locale: 'fr' }, { url: 'http://x/api/newsletter' }),
    )
    expect(response.status).toBe(200)
    expect(created[0]).toMatchObject({
      collection: 'subscribers',
      data: {
        email: 'ada@example.com',
        locale: 'fr',
        consent_text:
          'En m’inscrivant, j’accepte de recevoir la newsletter WAMA. Je peux me désinscrire à tout moment.',
      },
    })
  })
})
