/** @jest-environment node */
Object.assign(process.env, { PAYLOAD_SECRET: 'test', REVALIDATE_SECRET: 'test', IP_HASH_SALT: 'test' })

import { generate } from 'otplib'

import { checkCode, enrolment, newRecoveryCodes, newSecret, openSecret, sealSecret } from '@/lib/cms/two-factor'

const NOW = Date.UTC(2026, 11, 6, 12, 0, 0)

describe('two-factor sign-in codes', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] }))
  afterEach(() => jest.useRealTimers())

  test('the secret is kept sealed: the stored text does not hold it, and an altered one opens to nothing', () => {
    const secret = newSecret()
    const sealed = sealSecret(secret)
    expect(sealed).not.toContain(secret)
    expect(openSecret(sealed)).toBe(secret)
    const [version, iv, tag, body] = sealed.split('.')
    const altered = [version, iv, tag, `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`].join('.')
    expect(openSecret(altered)).toBeNull()
    expect(openSecret(null)).toBeNull()
  })

  test("an app's current code signs in once; the same code again, or an older one, is refused", async () => {
    const secret = newSecret()
    const sealed = sealSecret(secret)
    const code = await generate({ secret, epoch: NOW / 1000 })
    const first = await checkCode({}, sealed, code)
    expect(first.ok).toBe(true)
    if (!first.ok || !('totp_last_step' in first.changes)) throw new Error('expected a time step')
    const used = { totp_last_step: first.changes.totp_last_step }
    expect((await checkCode(used, sealed, code)).ok).toBe(false)
    // PostgreSQL gives the stored step back as text: still refused.
    expect((await checkCode({ totp_last_step: String(used.totp_last_step) }, sealed, code)).ok).toBe(false)
    const older = await generate({ secret, epoch: NOW / 1000 - 30 })
    expect((await checkCode(used, sealed, older)).ok).toBe(false)
    const next = await generate({ secret, epoch: NOW / 1000 + 30 })
    expect((await checkCode(used, sealed, `${next.slice(0, 3)} ${next.slice(3)}`)).ok).toBe(true)
  })

  test('a code from another secret, or from five minutes ago, is refused', async () => {
    const sealed = sealSecret(newSecret())
    expect((await checkCode({}, sealed, await generate({ secret: newSecret(), epoch: NOW / 1000 }))).ok).toBe(false)
    const secret = newSecret()
    expect((await checkCode({}, sealSecret(secret), await generate({ secret, epoch: NOW / 1000 - 300 }))).ok).toBe(
      false,
    )
  })

  test('each recovery code works once, typed in any case, with or without its dash', async () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect(hashes.join()).not.toContain(codes[0]?.replace('-', ''))
    const [code] = codes
    if (!code) throw new Error('no code')
    const used = await checkCode({ totp_recovery_codes: hashes }, null, code.toUpperCase().replace('-', ''))
    expect(used.ok && used.usedRecoveryCode).toBe(true)
    if (!used.ok || !('totp_recovery_codes' in used.changes)) throw new Error('expected the codes left')
    expect(used.changes.totp_recovery_codes).toHaveLength(9)
    expect((await checkCode(used.changes, null, code)).ok).toBe(false)
    expect((await checkCode({ totp_recovery_codes: hashes }, null, 'abcde-fghjk')).ok).toBe(false)
  })

  test('enrolment gives the key to type and a QR code of the otpauth address', async () => {
    const secret = newSecret()
    const { uri, qr } = await enrolment('editor@wama.test', secret)
    expect(uri).toMatch(/^otpauth:\/\/totp\/WAMA%20admin:editor%40wama\.test\?/)
    expect(new URL(uri).searchParams.get('secret')).toBe(secret)
    expect(qr).toMatch(/^<svg[^>]*>/)
  })
})
