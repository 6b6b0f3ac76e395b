import { splitTags } from '@/lib/cms/mapping'
import type { BlogPost, SiteSettings, Yacht } from '@/lib/cms/types'
import { htmlToText } from '@/lib/html/sanitize'

import { SITE_NAME } from './metadata'

/** schema.org structured data: what search engines read beside the page. */
export type Thing = Record<string, unknown>

const absolute = (siteUrl: string, url: string) => new URL(url, `${siteUrl}/`).toString()
const organizationId = (siteUrl: string) => `${siteUrl}/#organization`

export function organizationLd(settings: SiteSettings, siteUrl: string): Thing {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: absolute(siteUrl, '/icon.svg'),
    email: settings.info_email,
    telephone: settings.phone,
    address: settings.location,
    sameAs: [settings.facebook_url, settings.instagram_url, settings.linkedin_url, settings.youtube_url].filter(
      Boolean,
    ),
  }
}

/** A yacht is a Product with an Offer from its CMS starting price, in EUR; no price, no Offer. */
export function productLd(yacht: Yacht, path: string, siteUrl: string): Thing {
  const url = absolute(siteUrl, path)
  return {
    '@type': 'Product',
    name: yacht.name,
    description: htmlToText(yacht.description) || yacht.tagline,
    image: [absolute(siteUrl, yacht.hero_image)],
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

export function blogPostingLd(post: BlogPost, siteUrl: string): Thing {
  const url = absolute(siteUrl, `/blog/${post.slug}`)
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: htmlToText(post.excerpt),
    image: [absolute(siteUrl, post.featured_image)],
    datePublished: post.published_date,
    dateModified: post.updated_at || post.published_date,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@id': organizationId(siteUrl), '@type': 'Organization', name: SITE_NAME },
    publisher: {
      '@id': organizationId(siteUrl),
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: absolute(siteUrl, '/icon.svg') },
    },
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    keywords: splitTags(post.tags),
  }
}

/** Home › … › the page, each step a link. */
export function breadcrumbLd(trail: Array<{ name: string; path: string }>, siteUrl: string): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absolute(siteUrl, step.path),
    })),
  }
}
