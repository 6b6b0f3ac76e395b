/** Output encoders for visitor text in mails: HTML bodies and headers. */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c)
}

/** Escaped, with line breaks kept visible. */
export function escapeMultiline(value: unknown): string {
  return escapeHtml(value).replace(/\r\n?|\n/g, '<br>')
}

/**
 * A single header-safe line: every control character (CR/LF included) and the Unicode line and
 * paragraph separators become a space, runs of spaces collapse, and the result is capped.
 */
export function headerSafe(value: unknown, max = 150): string {
  const line = String(value ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line
}

/** A bare address we accept in Reply-To/To: one mailbox, no display name, no header-breaking characters. */
export function isSafeAddress(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 254 &&
    /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/.test(value)
  )
}
