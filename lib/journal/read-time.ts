/** How fast the journal is read: the figure the built-in posts' read times were worked out with. */
const WORDS_A_MINUTE = 200

/** Whole minutes to read `words` words, at least one. */
export function minutesToRead(words: number): number {
  return Math.max(1, Math.round(words / WORDS_A_MINUTE))
}

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length

/** The words of an HTML fragment (its text, without the tags). */
export const wordsInHtml = (html: string): number => countWords(html.replace(/<[^>]*>/g, ' '))

/** The words of a rich-text value: the text of its text nodes, however deep. */
export function wordsInRichText(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0
  const text = 'text' in node && typeof node.text === 'string' ? countWords(node.text) : 0
  const root = 'root' in node ? wordsInRichText(node.root) : 0
  const children = 'children' in node && Array.isArray(node.children) ? node.children : []
  return children.reduce((sum: number, child: unknown) => sum + wordsInRichText(child), text + root)
}
