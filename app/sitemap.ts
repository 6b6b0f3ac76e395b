import type { MetadataRoute } from 'next'

import {
  contract,
  getAbout,
  getHomeContent,
  getHomepageHero,
  getPages,
  getPosts,
  getSettings,
  getYachts,
} from '@/lib/cms'
import { env } from '@/lib/env'
import { EVENTS_PATH } from '@/lib/events/paths'
import { upcomingEvents } from '@/lib/events/read'
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@/lib/i18n/config'
import { languageAlternates } from '@/lib/seo/metadata'

/**
 * Every public page at its canonical URL in every language (so not /yachts, which names /collection), each
 * with its alternates and the time its content last changed; refreshed by the tags of the pages it lists.
 * The pages are the same in every language (a page not yet translated reads in English), so the English
 * content decides what is listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().publicSiteUrl
  const en = DEFAULT_LOCALE
  const [yachts, posts, pages, settings, home, hero, about, catalogue, events] = await Promise.all([
    getYachts(en),
    getPosts(en),
    getPages(en),
    getSettings(en),
    getHomeContent(en),
    getHomepageHero(en),
    // Both throw when their content cannot be read; the sitemap still lists their pages.
    getAbout(en).catch(() => null),
    contract.catalogue(en).catch(() => null),
    upcomingEvents(en),
  ])
  const newest = (...dates: Array<string | undefined>) => {
    const latest = dates
      .filter((d): d is string => Boolean(d) && !Number.isNaN(Date.parse(d!)))
      .sort()
      .at(-1)
    return latest ? new Date(latest) : undefined
  }
  const yachtsChanged = yachts.map((y) => y.updated_at)
  const postsChanged = posts.map((p) => p.updated_at || p.published_date)
  const entries: MetadataRoute.Sitemap = [
    {
      url: `${site}/`,
      changeFrequency: 'weekly',
      priority: 1,
      lastModified: newest(home.updated_at, hero.updated_at, settings.updated_at, ...yachtsChanged),
    },
    { url: `${site}/collection`, changeFrequency: 'weekly', priority: 0.9, lastModified: newest(...yachtsChanged) },
    { url: `${site}/about`, changeFrequency: 'monthly', priority: 0.7, lastModified: newest(about?.updated_at) },
    { url: `${site}/contact`, changeFrequency: 'yearly', priority: 0.7, lastModified: newest(settings.updated_at) },
    { url: `${site}/blog`, changeFrequency: 'weekly', priority: 0.8, lastModified: newest(...postsChanged) },
    {
      url: `${site}${EVENTS_PATH}`,
      changeFrequency: 'weekly',
      priority: 0.7,
      lastModified: newest(...events.map((e) => e.updatedAt)),
    },
  ]
  for (const y of yachts) {
    entries.push({
      url: `${site}/yachts/${y.slug}`,
      changeFrequency: 'monthly',
      priority: 0.9,
      lastModified: newest(y.updated_at),
    })
  }
  if (settings.configurator_enabled) {
    entries.push({
      url: `${site}/yachts/wama-26/configure`,
      changeFrequency: 'monthly',
      priority: 0.8,
      lastModified: newest(catalogue?.updated_at),
    })
  }
  for (const p of posts) {
    entries.push({
      url: `${site}/blog/${p.slug}`,
      changeFrequency: 'monthly',
      priority: 0.6,
      lastModified: newest(p.updated_at || p.published_date),
    })
  }
  for (const p of pages) {
    entries.push({
      url: `${site}/${p.slug}`,
      changeFrequency: 'yearly',
      priority: 0.3,
      lastModified: newest(p.updated_at),
    })
  }
  const absolute = (path: string) => `${site}${path === '/' ? '/' : path}`
  return entries.flatMap((entry) => {
    const path = entry.url.slice(site.length) || '/'
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(path)).map(([tag, href]) => [tag, absolute(href)]),
    )
    return LOCALES.map((locale) => ({
      ...entry,
      url: absolute(localizedPath(locale, path)),
      alternates: { languages },
    }))
  })
}
