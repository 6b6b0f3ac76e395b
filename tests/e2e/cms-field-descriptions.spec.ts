import { expect, test } from '@playwright/test'

import { payloadRun } from '../../scripts/payload-run.mjs'

/** Editors are not developers: every field of the content they edit says, in one line, where it shows. */

test.describe('the admin explains every field', () => {
  let fields: Array<[string, unknown]> = []
  test.beforeAll(() => {
    const { line, printed } = payloadRun('tests/payload/field-descriptions.ts', { marker: 'FIELDS ' })
    expect(line, printed.slice(-2000)).toBeDefined()
    fields = JSON.parse(line!) as Array<[string, unknown]>
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
