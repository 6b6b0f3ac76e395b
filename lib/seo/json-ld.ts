import { splitTags } from '@/lib/cms/mapping'
import type { BlogPost, SiteSettings, Yacht } from '@/lib/cms/types'
import { htmlToText } from '@/lib/html/sanitize'
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'
import { breadcrumbs } from '@/lib/i18n/messages/breadcrumbs'
import { EVENTS_PATH } from '@/lib/events/paths'

import { SITE_NAME } from './metadata'
import { absoluteUrl, pageUrl } from './urls'

/**
 * schema.org structured data: what search engines read beside the page, in the page's language. Paths are
 * given in English (`/blog`); each function turns them into the page's language's URLs (`/fr/blog`).
 */
export type Thing = Record<string, unknown>

// One organisation whatever the page's language.
const organizationId = (siteUrl: string) => `${siteUrl}/#organization`

export function organizationLd(settings: SiteSettings, siteUrl: string, locale: Locale): Thing {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: SITE_NAME,
    url: pageUrl(siteUrl, '/', locale),
    logo: absoluteUrl(siteUrl, '/icon.svg'),
    email: settings.info_email,
    telephone: settings.phone,
    address: settings.location,
    sameAs: [settings.facebook_url, settings.instagram_url, settings.linkedin_url, settings.youtube_url].filter(
      Boolean,
    ),
  }
}

/** A yacht is a Product with an Offer from its CMS starting price, in EUR; no price, no Offer. */
export function productLd(yacht: Yacht, path: string, siteUrl: string, locale: Locale): Thing {
  const url = pageUrl(siteUrl, path, locale)
  return {
    '@type': 'Product',
    name: yacht.name,
    description: htmlToText(yacht.description) || yacht.tagline,
    image: [absoluteUrl(siteUrl, yacht.hero_image)],
    url,
    brand: { '@type': 'Brand', name: 'WAMA' },
    manufacturer: { '@id': organizationId(siteUrl), '@type': 'Organization', name: SITE_NAME },
    ...(yacht.price && yacht.price > 0
      ? {
          offers: {
            '@type': 'Offer',
            price: yacht.price,
            priceCurrency: 'EUR',
            availability: 'https://schema.org/MadeToOrder',
            url,
            seller: { '@id': organizationId(siteUrl), '@type': 'Organization', name: SITE_NAME },
          },
        }
      : {}),
  }
}

export function blogPostingLd(post: BlogPost, siteUrl: string, locale: Locale): Thing {
  const url = pageUrl(siteUrl, `/blog/${post.slug}`, locale)
  return {
    '@type': 'BlogPosting',
    inLanguage: LOCALE_FACTS[locale].tag,
    headline: post.title,
    description: htmlToText(post.excerpt),
    image: [absoluteUrl(siteUrl, post.featured_image)],
    datePublished: post.published_date,
    dateModified: post.updated_at || post.published_date,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@id': organizationId(siteUrl), '@type': 'Organization', name: SITE_NAME },
    publisher: {
      '@id': organizationId(siteUrl),
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/icon.svg') },
    },
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    keywords: splitTags(post.tags),
  }
}

/** Home › … › the page, each step a link; `trail` names its steps in the page's language (Breadcrumbs messages). */
export function breadcrumbLd(trail: Array<{ name: string; path: string }>, siteUrl: string, locale: Locale): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: breadcrumbs[locale].home, path: '/' }, ...trail].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: pageUrl(siteUrl, step.path, locale),
    })),
  }
}

/** An event WAMA exhibits at or holds at its yard, with the page that books it. */
export function eventLd(
  event: { title: string; startsOn: string; endsOn: string; place: string; description?: string | null },
  siteUrl: string,
  locale: Locale,
): Thing {
  return {
    '@type': 'Event',
    name: event.title,
    startDate: event.startsOn.slice(0, 10),
    endDate: event.endsOn.slice(0, 10),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.place, address: event.place },
    ...(event.description ? { description: event.description } : {}),
    organizer: { '@id': organizationId(siteUrl), '@type': 'Organization', name: SITE_NAME },
    url: pageUrl(siteUrl, EVENTS_PATH, locale),
    inLanguage: LOCALE_FACTS[locale].tag,
  }
}
