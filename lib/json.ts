/** A JSON object, as opposed to an array, a string, a number or null. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The entries of a JSON object whose values are strings; the others are left out. */
export function stringEntries(value: Record<string, unknown>): Record<string, string> {
  const strings: Record<string, string> = {}
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') strings[key] = entry
  return strings
}
