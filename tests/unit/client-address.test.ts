/** @jest-environment node */
import { clientAddress, parseTrustProxy, UNKNOWN_CLIENT } from '@/lib/http/client-address'

const h = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff })

describe('parseTrustProxy', () => {
  it('reads nothing, a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' })
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' })
    expect(parseTrustProxy(' 2 ')).toEqual({ kind: 'hops', hops: 2 })
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toMatchObject({ kind: 'list' })
  })

  it.each(['11', 'yes', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129', 'localhost'])('refuses %s', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/)
  })
})

describe('clientAddress', () => {
  it('without a trusted proxy believes no forwarded address: every client is the unknown one', () => {
    for (const forged of ['203.0.113.9', '1.1.1.1, 203.0.113.9', '::ffff:127.0.0.1', undefined]) {
      expect(clientAddress(h(forged))).toBe(UNKNOWN_CLIENT)
      expect(clientAddress(h(forged), parseTrustProxy('0'))).toBe(UNKNOWN_CLIENT)
    }
  })

  it('with a hop count believes only the entries those proxies added', () => {
    const one = parseTrustProxy('1')
    expect(clientAddress(h('198.51.100.7'), one)).toBe('198.51.100.7')
    expect(clientAddress(h('6.6.6.6, 198.51.100.7'), one)).toBe('198.51.100.7')
    const two = parseTrustProxy('2')
    // CDN then nginx, both appending: what the client wrote (6.6.6.6) is ignored, the CDN's view is the client.
    expect(clientAddress(h('6.6.6.6, 198.51.100.7, 192.0.2.1'), two)).toBe('198.51.100.7')
    expect(clientAddress(h('198.51.100.7'), two)).toBe('198.51.100.7')
  })

  it('with a list skips our proxies from the right and stops at the first address that is not one', () => {
    const list = parseTrustProxy('10.0.0.0/8,192.0.2.1,fd00::/8')
    expect(clientAddress(h('6.6.6.6, 198.51.100.7, 10.1.2.3'), list)).toBe('198.51.100.7')
    expect(clientAddress(h('198.51.100.7, 192.0.2.1, fd00::5'), list)).toBe('198.51.100.7')
    // A forged entry left of a real client is never reached.
    expect(clientAddress(h('10.9.9.9, 203.0.113.4, 10.0.0.2'), list)).toBe('203.0.113.4')
    expect(clientAddress(h('10.0.0.1, 10.0.0.2'), list)).toBe('10.0.0.1')
    expect(clientAddress(h('not-an-ip, 10.0.0.2'), list)).toBe('not-an-ip')
  })
})
