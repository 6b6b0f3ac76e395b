import type { CmsDocument, Yacht } from '@/lib/cms/types'
import type { Locale } from '@/lib/i18n/config'

import { defaultAbout } from './about'
import { defaultCatalogue } from './catalogue'
import { defaultDocuments } from './documents'
import { aboutFr } from './fr/about'
import { catalogueFr } from './fr/catalogue'
import { documentsFr } from './fr/documents'
import { homeContentFr, homepageHeroFr } from './fr/home'
import { mediaAltsFr } from './fr/media'
import { pagesFr } from './fr/pages'
import { postsFr } from './fr/posts'
import { settingsFr } from './fr/settings'
import { testimonialsFr } from './fr/testimonials'
import { yachtsFr } from './fr/yachts'
import { defaultHomeContent, defaultHomepageHero } from './home'
import { defaultMediaAlts } from './media'
import { defaultPages } from './pages'
import { defaultPosts } from './posts'
import { defaultSettings } from './settings'
import { defaultTestimonials } from './testimonials'
import { translated } from './translation'
import { defaultYachts } from './yachts'

export { defaultSettings } from './settings'
export { defaultHomepageHero, defaultHomeContent } from './home'
export { defaultAbout } from './about'
export { defaultYachts } from './yachts'
export { defaultPosts } from './posts'
export { defaultTestimonials } from './testimonials'
export { defaultDocuments } from './documents'
export { defaultPages } from './pages'
export { defaultCatalogue } from './catalogue'

const english = {
  settings: defaultSettings,
  homepageHero: defaultHomepageHero,
  homeContent: defaultHomeContent,
  about: defaultAbout,
  yachts: defaultYachts,
  posts: defaultPosts,
  testimonials: defaultTestimonials,
  documents: defaultDocuments,
  pages: defaultPages,
  catalogue: defaultCatalogue,
  mediaAlts: defaultMediaAlts,
}

/** The built-in yachts linking to the PDFs of `documents` (one language's editions of the built-in PDFs). */
function linkingTo(yachts: readonly Yacht[], documents: readonly CmsDocument[]): Yacht[] {
  const editions = new Map(defaultDocuments.map((d) => [d.url, documents.find((e) => e.id === d.id)?.url ?? d.url]))
  const file = (url: string) => editions.get(url) ?? url
  return yachts.map((y) => ({
    ...y,
    booklet: file(y.booklet),
    specification_sheet: file(y.specification_sheet),
    deck_plans: y.deck_plans.map((plan) => ({ ...plan, download_url: file(plan.download_url) })),
  }))
}

const documentsInFrench = translated(defaultDocuments, documentsFr)

/** Everything the site shows when the CMS has nothing (or cannot be reached), in one language. */
export type ContentDefaults = typeof english

export const CONTENT_DEFAULTS: Readonly<Record<Locale, ContentDefaults>> = {
  en: english,
  fr: {
    settings: translated(defaultSettings, settingsFr),
    homepageHero: translated(defaultHomepageHero, homepageHeroFr),
    homeContent: translated(defaultHomeContent, homeContentFr),
    about: translated(defaultAbout, aboutFr),
    yachts: linkingTo(translated(defaultYachts, yachtsFr), documentsInFrench),
    posts: translated(defaultPosts, postsFr),
    testimonials: translated(defaultTestimonials, testimonialsFr),
    documents: documentsInFrench,
    pages: translated(defaultPages, pagesFr),
    catalogue: translated(defaultCatalogue, catalogueFr),
    mediaAlts: translated(defaultMediaAlts, mediaAltsFr),
  },
}

/** The built-in content in `locale`. */
export const contentDefaults = (locale: Locale): ContentDefaults => CONTENT_DEFAULTS[locale]
