import sanitize from 'sanitize-html'

import { siteHref } from '@/lib/http/pages'
import type { Locale } from '@/lib/i18n/config'

import { typeset } from './typography'

/** Hosts whose players may be embedded in CMS HTML; any other iframe is dropped. */
const ALLOWED_IFRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']

/** A link as written, or, on a page in a language, leading to that language's page (siteHref). */
function link(locale?: Locale): sanitize.Transformer {
  return (tagName, attribs) => {
    const { target, rel: _rel, ...rest } = attribs
    if (locale && rest.href !== undefined) rest.href = siteHref(locale, rest.href)
    return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest }
  }
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'span',
    'small',
    'sub',
    'sup',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // "//evil.example/x" would escape the relative-URL allowance.
  allowProtocolRelative: false,
  allowedIframeHostnames: ALLOWED_IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: link() },
  // sanitize-html keeps an <iframe> whose src it rejected; an empty frame is useless, so drop it.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
}

/** Code is shown as written. */
const CODE = new Set(['code', 'pre'])

/**
 * Cleans CMS-authored HTML before it is rendered with dangerouslySetInnerHTML; with the page's language, its
 * text is also set as that language sets it (typeset) and its links lead to that language's pages.
 */
export function sanitizeHtml(html: string, locale?: Locale): string {
  if (!html) return ''
  if (!locale) return sanitize(html, OPTIONS)
  return sanitize(html, {
    ...OPTIONS,
    transformTags: { a: link(locale) },
    textFilter: (text, tag) => (CODE.has(tag) ? text : typeset(text, locale)),
  })
}

/**
 * The text of each top-level <li> of a CMS HTML fragment, sanitised and stripped of markup.
 * The yacht page lists these as the "exterior features".
 */
export function extractListItems(html: string): string[] {
  const clean = sanitize(html ?? '', { allowedTags: ['li'], allowedAttributes: {} })
  const items: string[] = []
  const re = /<li>([\s\S]*?)<\/li>/g
  let match: RegExpExecArray | null
  while ((match = re.exec(clean)) !== null) {
    const text = decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim()
    if (text) items.push(text)
  }
  return items
}

/** The exterior description without its list, for the prose paragraph above the feature list. */
export function stripLists(html: string): string {
  return sanitizeHtml(html)
    .replace(/<(ul|ol)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .trim()
}

/** Plain text of a CMS HTML fragment (for meta descriptions and card summaries). */
export function htmlToText(html: string): string {
  const text = sanitize(html ?? '', { allowedTags: [], allowedAttributes: {} })
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
}
