import { cleanLogValue } from '@/app/api/not-found-log/clean'

describe('404 log values', () => {
  it('strips control characters so a visitor cannot forge extra log lines', () => {
    expect(cleanLogValue('/a\n[404] path=/forged')).toBe('/a[404]%20path=/forged')
    expect(cleanLogValue('/x\r\u2028y')).toBe('/xy')
  })

  it('caps the length and marks missing values', () => {
    expect(cleanLogValue('/' + 'a'.repeat(1000))).toHaveLength(301)
    expect(cleanLogValue('')).toBe('-')
    expect(cleanLogValue(42)).toBe('-')
  })
})
