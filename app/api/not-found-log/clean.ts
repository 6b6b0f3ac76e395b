/** Visitor-supplied values reach the log line without control characters, spaces escaped, capped in length. */
const MAX_VALUE = 300

export function cleanLogValue(value: unknown): string {
  if (typeof value !== 'string' || !value) return '-'
  const v = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').replace(/\s+/g, '%20')
  return v ? (v.length > MAX_VALUE ? `${v.slice(0, MAX_VALUE)}…` : v) : '-'
}
