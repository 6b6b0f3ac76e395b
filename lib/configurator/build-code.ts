/**
 * Build codes: `W26-7KQM-4TXD-92HF`, the permanent name of a priced build. Twelve characters of Crockford's
 * base 32 after the model (60 random bits: no one finds another buyer's build by trying), in groups of four that
 * read out on the phone; the letters people confuse with digits (I, L, O) and U are not used, and are read as the
 * digit they look like when someone types them.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const GROUPS = 3
const GROUP = 4
const BUILD_CODE = /^(W\d{2})([0-9A-HJKMNP-TV-Z]{12})$/
/** Longer than any way of writing a code (spaces, dashes); anything longer is not one. */
const BUILD_CODE_MAX_LENGTH = 40

/** `wama-26` → `W26`. */
const prefixOf = (model: string) => `W${model.replace(/\D/g, '').slice(0, 2).padStart(2, '0')}`

const grouped = (prefix: string, body: string) =>
  [prefix, ...Array.from({ length: GROUPS }, (_, i) => body.slice(i * GROUP, (i + 1) * GROUP))].join('-')

export function newBuildCode(model: string): string {
  // 256 is a multiple of 32, so each byte's low five bits are an even draw.
  const bytes = crypto.getRandomValues(new Uint8Array(GROUPS * GROUP))
  return grouped(prefixOf(model), Array.from(bytes, (b) => ALPHABET[b & 31]).join(''))
}

/** The code someone typed or read out, written as the site writes it; null when it cannot be one. */
export function readBuildCode(text: string): string | null {
  if (text.length > BUILD_CODE_MAX_LENGTH) return null
  const plain = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  const match = BUILD_CODE.exec(plain)
  return match ? grouped(match[1] ?? '', match[2] ?? '') : null
}

export const isBuildCode = (text: string | null | undefined): text is string =>
  typeof text === 'string' && readBuildCode(text) === text
