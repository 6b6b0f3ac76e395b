import { z } from 'zod'
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import {
  defaultAbout,
  defaultCatalogue,
  defaultDocuments,
  defaultHomeContent,
  defaultHomepageHero,
  defaultPages,
  defaultPosts,
  defaultSettings,
  defaultTestimonials,
  defaultYachts,
} from '../../content-defaults'
import { SKIP_REVALIDATE } from './hooks/revalidate'
import { htmlImporter } from './rich-text-import'
import type { AboutContent, HomeContent, HomepageHero, Yacht } from './types'

type Obj = Record<string, unknown>
const PUBLIC_DIR = path.resolve(process.cwd(), 'public')
// A fresh object per call: Payload hands it to hooks as req.context, and the storage plugin marks it
// while it uploads, so one shared object made parallel creates skip their own uploads.
const seedContext = () => ({ [SKIP_REVALIDATE]: true })

/**
 * Loads content-defaults into an empty CMS. Every record it creates is remembered in the hidden
 * seed-state global, so later starts never recreate what an editor deleted nor touch what they changed.
 */
export async function seed(payload: Payload, log: (msg: string) => void = console.log): Promise<void> {
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true, context: seedContext() })
  const seeded = new Set(z.array(z.string()).catch([]).parse(state.seeded))
  const before = seeded.size
  const richText = await htmlImporter(payload.config)

  const once = async (key: string, work: () => Promise<unknown>) => {
    if (seeded.has(key)) return
    await work()
    seeded.add(key)
  }

  // Media: one upload per built-in art file, reused by every record that shows it.
  const mediaIds = new Map<string, number>()
  async function media(src: string, alt: string): Promise<number | undefined> {
    if (!src.startsWith('/art/')) return undefined
    const filename = path.basename(src)
    const cached = mediaIds.get(filename)
    if (cached !== undefined) return cached
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      overrideAccess: true,
    })
    let id = existing.docs[0]?.id
    if (id === undefined && !seeded.has(`media:${filename}`)) {
      const filePath = path.join(PUBLIC_DIR, src)
      if (!existsSync(filePath)) return undefined
      const doc = await payload.create({
        collection: 'media',
        data: { alt: alt || filename },
        filePath,
        overrideAccess: true,
        context: seedContext(),
      })
      id = doc.id
      seeded.add(`media:${filename}`)
    }
    if (id !== undefined) mediaIds.set(filename, id)
    return id
  }

  const documentIds = new Map<string, number>()
  for (const d of defaultDocuments) {
    const filename = path.basename(d.url)
    await once(`document:${filename}`, async () => {
      const filePath = path.join(PUBLIC_DIR, d.url)
      if (!existsSync(filePath)) return
      const doc = await payload.create({
        collection: 'documents',
        data: {
          title: d.title,
          description: d.description,
          kind: d.kind,
          yacht: d.yacht,
          display_order: d.display_order,
        },
        filePath,
        overrideAccess: true,
        context: seedContext(),
      })
      documentIds.set(d.url, doc.id)
    })
  }
  const documentId = async (url: string) => {
    if (!url) return undefined
    const known = documentIds.get(url)
    if (known !== undefined) return known
    const found = await payload.find({
      collection: 'documents',
      where: { filename: { equals: path.basename(url) } },
      limit: 1,
      overrideAccess: true,
    })
    return found.docs[0]?.id
  }

  /** A record's text fields by name (the alt texts of its pictures among them). */
  const textsOf = (record: object) =>
    new Map(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

  const withImages = async <T extends object>(record: T, altFor: (key: string) => string): Promise<Obj> => {
    const out: Obj = {}
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string' && value.startsWith('/art/')) out[key] = await media(value, altFor(key))
      else out[key] = value
    }
    return out
  }

  await once('global:site-settings', () =>
    payload.updateGlobal({
      slug: 'site-settings',
      data: defaultSettings,
      overrideAccess: true,
      context: seedContext(),
    }),
  )
  await once('global:homepage', async () => {
    const h: HomepageHero = defaultHomepageHero
    const data = await withImages(h, (k) =>
      k.includes('42') ? 'WAMA 42 power catamaran at sea' : 'WAMA 26 monohull at sea',
    )
    await payload.updateGlobal({
      slug: 'homepage',
      data: { ...data, _status: 'published' },
      overrideAccess: true,
      context: seedContext(),
    })
  })
  await once('global:home-content', async () => {
    const h: HomeContent = defaultHomeContent
    const alts = textsOf(h)
    const data = await withImages(h, (k) => alts.get(k.replace(/_image$/, '_alt')) ?? 'WAMA yacht')
    await payload.updateGlobal({
      slug: 'home-content',
      data: { ...data, _status: 'published' },
      overrideAccess: true,
      context: seedContext(),
    })
  })
  await once('global:about', async () => {
    const a: AboutContent = defaultAbout
    const alts = textsOf(a)
    const data = await withImages(a, (k) => alts.get(`${k}_alt`) ?? 'WAMA shipyard')
    await payload.updateGlobal({
      slug: 'about',
      data: { ...data, _status: 'published' },
      overrideAccess: true,
      context: seedContext(),
    })
  })
  await once('global:configurator-catalogue', () =>
    payload.updateGlobal({
      slug: 'configurator-catalogue',
      data: {
        base_price: defaultCatalogue.basePrice,
        standard_features: defaultCatalogue.standardFeatures.map((feature) => ({ feature })),
        colors: defaultCatalogue.colors.map(({ id, ...c }) => ({ color_id: id, ...c })),
        floorings: defaultCatalogue.floorings.map(({ id, ...f }) => ({ flooring_id: id, ...f })),
        engines: defaultCatalogue.engines.map(({ id, ...e }) => ({ engine_id: id, ...e })),
        categories: defaultCatalogue.categories.map(({ id, ...c }) => ({ category_id: id, ...c })),
        options: defaultCatalogue.options.map(({ id, ...o }) => ({ option_id: id, ...o })),
        rules: defaultCatalogue.rules.map(({ engineCategories, ...r }) => ({
          ...r,
          engine_categories: engineCategories,
        })),
      },
      overrideAccess: true,
      context: seedContext(),
    }),
  )

  for (const y of defaultYachts)
    await once(`yacht:${y.slug}`, async () =>
      payload.create({
        collection: 'yachts',
        data: await yachtData(y),
        overrideAccess: true,
        context: seedContext(),
      }),
    )

  /** Every field of the built-in yacht by name; pictures and documents become uploads. */
  async function yachtData(y: Yacht): Promise<RequiredDataFromCollectionSlug<'yachts'>> {
    const { seo, updated_at: _updated, hero_video: _video, ...fields } = y
    return {
      ...fields,
      description: richText(y.description),
      exterior_description: richText(y.exterior_description),
      _status: 'published',
      hero_image: await media(y.hero_image, y.hero_image_alt),
      booklet: await documentId(y.booklet),
      specification_sheet: await documentId(y.specification_sheet),
      gallery: (await Promise.all(y.gallery.map(async (g) => ({ ...g, image: await media(g.image, g.alt) })))).flatMap(
        ({ image, ...g }) => (image === undefined ? [] : [{ ...g, image }]),
      ),
      varieties: await Promise.all(
        y.varieties.map(async ({ id, key_features, image, ...v }) => ({
          ...v,
          key: id,
          key_features: key_features.map((feature) => ({ feature })),
          image: await media(image, `${y.name} ${v.name}`),
        })),
      ),
      deck_plans: await Promise.all(
        y.deck_plans.map(async (d) => ({
          ...d,
          image: await media(d.image, `${y.name} ${d.title}`),
          file: await documentId(d.download_url),
        })),
      ),
      exterior_image: await media(y.exterior_image, `${y.name} exterior`),
      interior_image: await media(y.interior_image, `${y.name} interior`),
      meta: { title: seo.title, description: seo.description },
    }
  }

  for (const p of defaultPosts) {
    await once(`post:${p.slug}`, async () =>
      payload.create({
        collection: 'posts',
        data: {
          _status: 'published',
          slug: p.slug,
          title: p.title,
          category: p.category,
          featured_image: await media(p.featured_image, p.featured_image_alt),
          featured_image_alt: p.featured_image_alt,
          published_date: p.published_date,
          read_time: p.read_time,
          author: p.author,
          excerpt: richText(p.excerpt),
          content: richText(p.content),
          tags: p.tags,
          featured: p.featured,
          meta: { title: p.seo.title, description: p.seo.description },
        },
        overrideAccess: true,
        context: seedContext(),
      }),
    )
  }

  for (const t of defaultTestimonials) {
    await once(`testimonial:${t.author}`, () =>
      payload.create({
        collection: 'testimonials',
        data: {
          quote: t.quote,
          author: t.author,
          position: t.position,
          yacht: t.yacht,
          featured: t.featured,
          display_order: t.display_order,
        },
        overrideAccess: true,
        context: seedContext(),
      }),
    )
  }

  for (const p of defaultPages) {
    await once(`page:${p.slug}`, () =>
      payload.create({
        collection: 'pages',
        data: {
          _status: 'published',
          slug: p.slug,
          title: p.title,
          content: richText(p.content),
          meta: { title: p.seo.title, description: p.seo.description },
        },
        overrideAccess: true,
        context: seedContext(),
      }),
    )
  }

  if (seeded.size !== before) {
    await payload.updateGlobal({
      slug: 'seed-state',
      data: { seeded: [...seeded] },
      overrideAccess: true,
      context: seedContext(),
    })
    log(`[seed] loaded ${seeded.size - before} built-in records`)
  }
}

/** ADMIN_EMAIL / ADMIN_PASSWORD create the first administrator; otherwise Payload shows its create-first-user screen. */
export async function ensureAdmin(
  payload: Payload,
  email: string,
  password: string,
  log: (msg: string) => void = console.log,
) {
  if (!email || !password) return
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  if (users.totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
    overrideAccess: true,
    context: seedContext(),
  })
  log(`[seed] created the first admin ${email}`)
}
