import { execFileSync } from 'node:child_process'

import { expect, test } from '@playwright/test'

/** Editors are not developers: every field of the content they edit says, in one line, where it shows. */

test.describe('the admin explains every field', () => {
  let fields: Array<[string, unknown]> = []
  test.beforeAll(() => {
    const printed = execFileSync('npx', ['payload', 'run', 'tests/payload/field-descriptions.ts'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    })
    const line = printed.split('\n').find((l) => l.startsWith('FIELDS ')) ?? 'FIELDS []'
    fields = JSON.parse(line.slice('FIELDS '.length)) as Array<[string, unknown]>
  })

  test('has a one-line description for each of the fields editors fill', () => {
    expect(fields.length).toBeGreaterThan(200)
    const missing = fields.filter(([, d]) => typeof d !== 'string' || d.trim() === '').map(([where]) => where)
    expect(missing).toEqual([])
  })

  test('keeps each description to one line of the form', () => {
    const long = fields.filter(([, d]) => typeof d === 'string' && (d.length > 130 || d.includes('\n')))
    expect(long).toEqual([])
  })
})
