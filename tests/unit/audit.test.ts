/** @jest-environment node */
import { auditVerdict } from '../../scripts/audit.mjs'

/** The shape of `npm audit --json` (report version 2) with the given advisories. */
function report(vulnerabilities: Record<string, { severity: string }>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } as Record<string, number>
  for (const v of Object.values(vulnerabilities)) {
    counts[v.severity]!++
    counts.total!++
  }
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, v]) => [name, { name, ...v, isDirect: false, via: [], effects: [] }]),
    ),
    metadata: {
      vulnerabilities: counts,
      dependencies: { prod: 700, dev: 300, optional: 20, peer: 0, peerOptional: 0, total: 1000 },
    },
  })
}

describe('the dependency audit of the suite', () => {
  it('passes a report without high or critical advisories', () => {
    expect(auditVerdict(report({}))).toEqual({
      status: 'clean',
      message: 'no high or critical advisory (0 of lower severity)',
    })
    expect(auditVerdict(report({ 'a-lib': { severity: 'moderate' }, 'b-lib': { severity: 'low' } })).status).toBe(
      'clean',
    )
  })

  it('fails on a high or a critical advisory and names the packages', () => {
    const verdict = auditVerdict(
      report({ 'a-lib': { severity: 'high' }, 'b-lib': { severity: 'critical' }, 'c-lib': { severity: 'low' } }),
    )
    expect(verdict.status).toBe('vulnerable')
    expect(verdict.message).toBe('2 high or critical: a-lib (high), b-lib (critical)')
  })

  it('tells a registry that cannot audit apart from a clean result', () => {
    // What npm printed here: the registry refuses the bulk advisory endpoint.
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    })
    expect(auditVerdict(refused)).toEqual({
      status: 'unavailable',
      message:
        'the registry did not answer the audit: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    })
    expect(
      auditVerdict(
        JSON.stringify({
          error: { code: 'ENOAUDIT', summary: 'Your configured registry does not support audit requests.' },
        }),
      ).status,
    ).toBe('unavailable')
    expect(auditVerdict('').status).toBe('unavailable')
  })
})
