import type { Metadata } from 'next'

export const SITE_NAME = 'WAMA Yachts'
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

/** Generated share cards (app/og): a yacht's, a post's, and the site's for pages without their own. */
export const shareCardUrl = {
  yacht: (slug: string) => `/og/yachts/${slug}`,
  post: (slug: string) => `/og/blog/${slug}`,
  site: '/og/site',
} as const

interface PageMetadata {
  /** A title for the layout's template ("About · WAMA Yachts"), or `{ absolute }` as it stands. */
  title: string | { absolute: string }
  description: string
  /** The canonical path; Open Graph names it too. */
  path: string
  /** An editor's or a page's own picture; the site's share card when absent. */
  image?: { url: string; alt: string } | null
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; tags: string[]; section: string }
}

/** Title, description, canonical URL, Open Graph and Twitter card of a page, all saying the same thing. */
export function pageMetadata({ title, description, path, image, article }: PageMetadata): Metadata {
  const shareTitle = typeof title === 'string' ? `${title} · ${SITE_NAME}` : title.absolute
  const picture = image ?? {
    url: shareCardUrl.site,
    alt: `${SITE_NAME}: aluminium power catamarans and composite monohulls`,
  }
  const generated = picture.url.startsWith('/og/')
  const images = [
    { url: picture.url, alt: picture.alt, ...(generated ? { ...SHARE_CARD_SIZE, type: 'image/jpeg' } : {}) },
  ]
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      siteName: SITE_NAME,
      locale: 'en_GB',
      title: shareTitle,
      description,
      url: path,
      images,
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images },
  }
}
