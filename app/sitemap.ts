import type { MetadataRoute } from 'next'

import { getPages, getPosts, getSettings, getYachts } from '@/lib/cms'
import { env } from '@/lib/env'

/** Every public page, yacht and post; refreshed by the same cache tags as the pages it lists. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().publicSiteUrl
  const [yachts, posts, pages, settings] = await Promise.all([getYachts(), getPosts(), getPages(), getSettings()])
  const newest = (dates: string[]) => dates.filter(Boolean).sort().at(-1)
  const at = (date?: string) => (date ? new Date(date) : undefined)
  const latestYacht = newest(yachts.map((y) => y.updated_at))
  const latestPost = newest(posts.map((p) => p.updated_at || p.published_date))
  const entries: MetadataRoute.Sitemap = [
    { url: `${site}/`, changeFrequency: 'weekly', priority: 1, lastModified: at(latestYacht) },
    { url: `${site}/collection`, changeFrequency: 'weekly', priority: 0.9, lastModified: at(latestYacht) },
    { url: `${site}/yachts`, changeFrequency: 'weekly', priority: 0.6, lastModified: at(latestYacht) },
    { url: `${site}/about`, changeFrequency: 'monthly', priority: 0.7 },
    { url: `${site}/contact`, changeFrequency: 'yearly', priority: 0.7 },
    { url: `${site}/blog`, changeFrequency: 'weekly', priority: 0.8, lastModified: at(latestPost) },
  ]
  for (const y of yachts) {
    entries.push({ url: `${site}/yachts/${y.slug}`, changeFrequency: 'monthly', priority: 0.9, lastModified: at(y.updated_at) })
  }
  if (settings.configurator_enabled) {
    entries.push({ url: `${site}/yachts/wama-26/configure`, changeFrequency: 'monthly', priority: 0.8 })
  }
  for (const p of posts) {
    entries.push({ url: `${site}/blog/${p.slug}`, changeFrequency: 'monthly', priority: 0.6, lastModified: at(p.updated_at || p.published_date) })
  }
  for (const p of pages) {
    entries.push({ url: `${site}/${p.slug === 'legal' ? 'legal' : p.slug}`, changeFrequency: 'yearly', priority: 0.3, lastModified: at(p.updated_at) })
  }
  return entries
}
