import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'

import {
  catalogueToContract,
  documentToContract,
  globalToContract,
  pageToContract,
  postToContract,
  testimonialToContract,
  yachtToContract,
  type ContractRecord,
} from '../contract'
import type { CmsSource } from './types'

type Obj = Record<string, unknown>
const PUBLISHED: Where = { _status: { equals: 'published' } }

export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** Reads the embedded Payload through its Local API with visitor rights (published content only). */
export function payloadSource(draft = false): CmsSource {
  const published = (where?: Where): Where | undefined =>
    draft ? where : where ? { and: [PUBLISHED, where] } : PUBLISHED

  async function find(
    collection: 'yachts' | 'posts' | 'pages' | 'testimonials' | 'documents',
    where: Where | undefined,
    sort: string,
    limit = 200,
  ) {
    const payload = await payloadClient()
    const versioned = collection === 'yachts' || collection === 'posts' || collection === 'pages'
    const res = await payload.find({
      collection,
      where: versioned ? published(where) : where,
      sort,
      limit,
      depth: 1,
      draft: versioned ? draft : undefined,
      overrideAccess: draft,
      pagination: false,
    })
    return res.docs as unknown as Obj[]
  }

  async function global(slug: 'site-settings' | 'homepage' | 'home-content' | 'about' | 'configurator-catalogue') {
    const payload = await payloadClient()
    return (await payload.findGlobal({ slug, depth: 1, overrideAccess: false })) as unknown as Obj
  }

  const one = async (collection: 'yachts' | 'posts' | 'pages', slug: string, map: (d: Obj) => ContractRecord) => {
    const docs = await find(collection, { slug: { equals: slug } }, '-updatedAt', 1)
    return docs[0] ? map(docs[0]) : null
  }

  return {
    name: 'payload',
    settings: async () => globalToContract(await global('site-settings')),
    homepage: async () => globalToContract(await global('homepage')),
    homeContent: async () => globalToContract(await global('home-content')),
    about: async () => globalToContract(await global('about')),
    catalogue: async () => catalogueToContract(await global('configurator-catalogue')),
    yachts: async () => (await find('yachts', undefined, 'price')).map(yachtToContract),
    featuredYachts: async () =>
      (await find('yachts', { featured_on_homepage: { equals: true } }, 'price')).map(yachtToContract),
    yacht: (slug) => one('yachts', slug, yachtToContract),
    posts: async () => (await find('posts', undefined, '-published_date')).map(postToContract),
    featuredPosts: async () =>
      (await find('posts', { featured: { equals: true } }, '-published_date', 3)).map(postToContract),
    post: (slug) => one('posts', slug, postToContract),
    testimonials: async () => (await find('testimonials', undefined, 'display_order')).map(testimonialToContract),
    featuredTestimonials: async () =>
      (await find('testimonials', { featured: { equals: true } }, 'display_order')).map(testimonialToContract),
    documents: async () => (await find('documents', undefined, 'display_order')).map(documentToContract),
    pages: async () => (await find('pages', undefined, 'title')).map(pageToContract),
    page: (slug) => one('pages', slug, pageToContract),
  }
}
