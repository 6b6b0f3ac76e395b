/** Rich-text values in the editor's format (Lexical JSON), for documents the tests create through the API. */

type Node = Record<string, unknown>

const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const paragraph = (...children: Array<string | Node>): Node =>
  element(
    'paragraph',
    children.map((c) => (typeof c === 'string' ? text(c) : c)),
    { textFormat: 0, textStyle: '' },
  )
export const heading = (tag: 'h2' | 'h3', value: string): Node => element('heading', [text(value)], { tag })
export const bold = (value: string): Node => text(value, 1)
export const link = (label: string, url: string): Node =>
  element('link', [text(label)], { fields: { linkType: 'custom', url, newTab: false } })
export const internalLink = (label: string, relationTo: string, value: number): Node =>
  element('link', [text(label)], { fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } } })
export const upload = (media: number, caption: string): Node => ({
  type: 'upload',
  relationTo: 'media',
  value: media,
  fields: { caption },
  format: '',
  version: 3,
})
export const video = (url: string, title: string): Node => ({
  type: 'block',
  fields: { id: `video-${url.length}`, blockName: '', blockType: 'video', url, title },
  format: '',
  version: 2,
})

export const richText = (...children: Node[]) => ({ root: element('root', children) })
/** Plain paragraphs. */
export const paragraphs = (...values: string[]) => richText(...values.map((v) => paragraph(v)))

/** What a reader meets in a text, in order: headings, paragraphs, list items, quotes and link targets. */
export function outline(root: Element): string[] {
  const out: string[] = []
  for (const el of Array.from(root.querySelectorAll('h2, h3, p, li, blockquote, a'))) {
    const tag = el.tagName.toLowerCase()
    if (tag === 'p' && el.parentElement?.closest('li, blockquote')) continue
    out.push(
      tag === 'a' ? `a ${el.getAttribute('href')}` : `${tag} ${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}`,
    )
  }
  return out
}
