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

/** Everything the site shows when the CMS has nothing (or cannot be reached), in one language. */
export type ContentDefaults = typeof english

export const CONTENT_DEFAULTS: Readonly<Record<Locale, ContentDefaults>> = {
  en: english,
  fr: {
    settings: translated(defaultSettings, settingsFr),
    homepageHero: translated(defaultHomepageHero, homepageHeroFr),
    homeContent: translated(defaultHomeContent, homeContentFr),
    about: translated(defaultAbout, aboutFr),
    yachts: translated(defaultYachts, yachtsFr),
    posts: translated(defaultPosts, postsFr),
    testimonials: translated(defaultTestimonials, testimonialsFr),
    documents: translated(defaultDocuments, documentsFr),
    pages: translated(defaultPages, pagesFr),
    catalogue: translated(defaultCatalogue, catalogueFr),
    mediaAlts: translated(defaultMediaAlts, mediaAltsFr),
  },
}

/** The built-in content in `locale`. */
export const contentDefaults = (locale: Locale): ContentDefaults => CONTENT_DEFAULTS[locale]
