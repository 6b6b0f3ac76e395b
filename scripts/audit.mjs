#!/usr/bin/env node
/**
 * `npm audit --omit=dev --audit-level=high`, the first step of the suite (issue #8, point 7): a high or
 * critical advisory against a production dependency fails the run. When the registry cannot answer the
 * audit (the only registry this workplace reaches refuses the endpoint with HTTP 405), that is printed as
 * NOT CHECKED, distinct from a clean result, and fails the run only with AUDIT_REQUIRED=1.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * What `npm audit --json` printed, as a verdict.
 * @param {string} stdout
 * @returns {{ status: 'clean' | 'vulnerable' | 'unavailable', message: string }}
 */
export function auditVerdict(stdout) {
  let report
  try {
    report = JSON.parse(stdout)
  } catch {
    return { status: 'unavailable', message: 'npm audit printed no JSON report' }
  }
  const counts = report?.metadata?.vulnerabilities
  if (!counts || typeof counts !== 'object') {
    const reason = report?.message || report?.error?.summary || 'no report'
    return { status: 'unavailable', message: `the registry did not answer the audit: ${String(reason).split('\n')[0]}` }
  }
  const high = Number(counts.high ?? 0) + Number(counts.critical ?? 0)
  const names = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v && (v.severity === 'high' || v.severity === 'critical'))
    .map((v) => `${v.name} (${v.severity})`)
  return high > 0
    ? { status: 'vulnerable', message: `${high} high or critical: ${names.join(', ')}` }
    : { status: 'clean', message: `no high or critical advisory (${Number(counts.total ?? 0)} of lower severity)` }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
  })
  const verdict = auditVerdict(r.stdout ?? '')
  if (verdict.status === 'clean') console.log(`npm audit: ${verdict.message}`)
  else if (verdict.status === 'vulnerable') {
    console.error(`✗ npm audit: ${verdict.message}`)
    process.exit(1)
  } else {
    console.warn(`⚠ npm audit NOT CHECKED: ${verdict.message}`)
    if (process.env.AUDIT_REQUIRED === '1') process.exit(1)
  }
}
