import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
  type SerializedBlockNode,
  type SerializedLinkNode,
  type SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, LinkHTMLConverter, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { Block, RichTextField } from 'payload'

import { originalPicturesInText } from './editions'
import { sitePath, type RoutedCollection } from './preview'

const VIDEO_HOSTS = /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/|vimeo\.com\/)/

/** A film from YouTube or Vimeo, played in place (the site's CSP allows those two players). */
const videoBlock: Block = {
  slug: 'video',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      label: 'Video link',
      admin: { description: 'A YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=…' },
      validate: (value: unknown) =>
        typeof value === 'string' && VIDEO_HOSTS.test(value) ? true : 'Paste a YouTube or Vimeo link',
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      label: 'What the video shows',
      admin: { description: 'Read aloud to visitors who cannot see it' },
    },
  ],
}

const ROUTED: RoutedCollection[] = ['yachts', 'posts', 'pages']

/** What an editor can write: headings, emphasis, links (to a page of this site or any address), lists, quotes, pictures and films. */
export const richTextFeatures = [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
  BoldFeature(),
  ItalicFeature(),
  LinkFeature({ enabledCollections: ROUTED }),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  // Pictures in the text come from Media; the PDFs in Documents are offered on the yacht pages instead.
  UploadFeature({
    enabledCollections: ['media'],
    collections: {
      media: {
        fields: [
          { name: 'caption', type: 'text', label: 'Caption', admin: { description: 'Shown under the picture' } },
        ],
      },
    },
  }),
  BlocksFeature({ blocks: [videoBlock] }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

export const richText = (name: string, description: string): RichTextField => ({
  name,
  type: 'richText',
  editor: lexicalEditor({ features: richTextFeatures }),
  hooks: { beforeChange: [originalPicturesInText] },
  admin: { description },
})

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const isRouted = (slug: string): slug is RoutedCollection => ROUTED.some((r) => r === slug)

/** An internal link follows the document, so a slug change is followed too. */
function internalHref({ linkNode }: { linkNode: SerializedLinkNode }): string {
  const target = linkNode.fields.doc
  if (!target || typeof target.value !== 'object' || !isRouted(target.relationTo)) return '#'
  const slug: unknown = target.value.slug
  return typeof slug === 'string' ? sitePath(target.relationTo, slug) : '#'
}

function uploadHtml({ node }: { node: SerializedUploadNode }): string {
  const media = node.value
  if (typeof media !== 'object' || !media || !('alt' in media) || !media.url) return ''
  const caption: unknown = node.fields?.caption
  const size = media.width && media.height ? ` width="${media.width}" height="${media.height}"` : ''
  const img = `<img src="${escape(media.url)}" alt="${escape(media.alt ?? '')}"${size} loading="lazy" />`
  return typeof caption === 'string' && caption
    ? `<figure>${img}<figcaption>${escape(caption)}</figcaption></figure>`
    : `<figure>${img}</figure>`
}

function embedUrl(url: string): string {
  const youtube = /(?:v=|youtu\.be\/)([\w-]{6,})/.exec(url)
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`
  const vimeo = /vimeo\.com\/(\d+)/.exec(url)
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : ''
}

function videoHtml({ node }: { node: SerializedBlockNode }): string {
  const url: unknown = node.fields.url
  const title: unknown = node.fields.title
  const src = typeof url === 'string' ? embedUrl(url) : ''
  if (!src) return ''
  return `<iframe src="${src}" title="${escape(typeof title === 'string' ? title : 'Video')}" loading="lazy" allowfullscreen></iframe>`
}

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkHTMLConverter({ internalDocToHref: internalHref }),
  upload: uploadHtml,
  blocks: { video: videoHtml },
})

type EditorState = Parameters<typeof convertLexicalToHTML>[0]['data']

/** The HTML of a rich-text value (what /api/cms serves and the pages render, after sanitising). */
export function richTextHtml(value: EditorState | null | undefined): string {
  if (!value?.root) return ''
  return convertLexicalToHTML({
    data: value,
    converters,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
}
