import type { Config } from 'payload'

import { env } from '../env'
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../i18n/config'

/** Where each published collection lives on the site. */
const ROUTES = {
  yachts: (slug: string) => `/yachts/${slug}`,
  posts: (slug: string) => `/blog/${slug}`,
  pages: (slug: string) => `/${slug}`,
} as const

export type RoutedCollection = keyof typeof ROUTES

export const isRouted = (slug: string): slug is RoutedCollection => Object.hasOwn(ROUTES, slug)

export const sitePath = (collection: RoutedCollection, slug: string): string => ROUTES[collection](slug)

/** The public address of a yacht, post or page (the SEO panel's search-result preview shows it). */
export function publicUrl(collection: string | undefined, doc: unknown): string {
  const slug = doc && typeof doc === 'object' && 'slug' in doc ? doc.slug : undefined
  if (!collection || !isRouted(collection) || typeof slug !== 'string' || !slug) return ''
  return `${env().publicSiteUrl}${sitePath(collection, slug)}`
}

/** The page each previewable global appears on. */
const GLOBAL_PAGES: Record<string, string> = { homepage: '/', 'home-content': '/', about: '/about' }

const draftUrl = (path: string) => `/api/draft?path=${encodeURIComponent(path)}`

/** The page in the language the editor is working in (the admin's locale code). */
const inLanguage = (code: string | undefined, path: string) =>
  localizedPath(isLocale(code) ? code : DEFAULT_LOCALE, path)

/** Admin "Preview" opens the real page in Next.js draft mode through /api/draft (login checked there). */
export function previewPath(
  collection: RoutedCollection,
  doc: Record<string, unknown>,
  locale?: string,
): string | null {
  const slug = typeof doc.slug === 'string' ? doc.slug : ''
  return slug ? draftUrl(inLanguage(locale, sitePath(collection, slug))) : null
}

/**
 * Live preview beside the editor, at a phone's, a tablet's and a desktop's width. The frame opens the page
 * in draft mode; the page refreshes at each autosave (components/cms/LivePreviewRefresh), and Payload
 * works the address out again on save, so a new slug is followed.
 */
export const livePreview: NonNullable<Config['admin']>['livePreview'] = {
  collections: Object.keys(ROUTES),
  globals: Object.keys(GLOBAL_PAGES),
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
  url: ({ data, collectionConfig, globalConfig, locale }) => {
    const slug: unknown = data.slug
    const path =
      collectionConfig && isRouted(collectionConfig.slug)
        ? typeof slug === 'string' && slug
          ? sitePath(collectionConfig.slug, slug)
          : null
        : globalConfig
          ? (GLOBAL_PAGES[globalConfig.slug] ?? null)
          : null
    // Payload posts its messages to this address's origin: it must be absolute.
    return path ? `${env().publicSiteUrl}${draftUrl(inLanguage(locale.code, path))}` : null
  },
}
