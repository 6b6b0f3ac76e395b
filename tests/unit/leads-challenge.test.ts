/** @jest-environment node */
// Set before lib/env is read, so the test never generates secrets into the project's data/ folder.
Object.assign(process.env, {
  PAYLOAD_SECRET: 'test',
  REVALIDATE_SECRET: 'test',
  IP_HASH_SALT: 'test',
  ALTCHA_HMAC_KEY: 'test-hmac',
  TRUST_PROXY: '1',
  FORMS_SHARED_PER_MINUTE: '3',
})

import { solveChallenge } from 'altcha-lib/v1'

import { created } from './lead-routes-stubs'

import { challengeAnswerSchema, solvedChallenge } from '@/lib/leads/challenge-schema'
import { sendEmail } from '@/lib/leads/routes'

let n = 0
function post(body: unknown, address = `10.1.0.${++n}`) {
  return sendEmail.POST(
    new Request('http://x/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  )
}
const inquiry = (i: number) => ({
  name: 'Ada Lovelace',
  email: `ada${i}@example.com`,
  interest: 'Catamarans',
  message: 'Hello',
  locale: 'fr',
})

it('past the shared budget a request must carry a solved challenge, which is accepted once; junk spends nothing', async () => {
  // Empty and invalid bodies, from any number of addresses, spend nothing.
  for (let i = 0; i < 20; i++) expect((await post({})).status).toBe(400)
  for (let i = 0; i < 3; i++) expect((await post(inquiry(i))).status).toBe(200)

  const refused = await post(inquiry(3))
  expect(refused.status).toBe(429)
  const body: unknown = await refused.json()
  expect(body).toMatchObject({ error: expect.stringContaining('renvoyer le formulaire') })
  const asked = challengeAnswerSchema.parse(body)

  const { challenge, salt, algorithm, maxnumber } = asked.challenge
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise
  expect(solution).not.toBeNull()
  const altcha = solvedChallenge(asked.challenge, solution?.number ?? -1)
  expect((await post({ ...inquiry(3), altcha })).status).toBe(200)
  // The same solution twice, or a forged one, is refused with a fresh challenge.
  expect((await post({ ...inquiry(4), altcha })).status).toBe(429)
  const forged = solvedChallenge(asked.challenge, (solution?.number ?? 0) + 1)
  expect((await post({ ...inquiry(5), altcha: forged })).status).toBe(429)
  expect(created).toHaveLength(4)
  // Solving is the proof of work it is meant to be: on a busy two-core machine it can take longer than 15 s.
}, 60_000)
