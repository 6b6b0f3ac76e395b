import { z } from 'zod'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { Field, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { DEFAULT_LOCALE, LOCALE_FACTS, LOCALES, type Locale } from '@/lib/i18n/config'
import { isJsonObject } from '@/lib/json'

import { contentDefaults, type ContentDefaults } from '../../content-defaults'
import { seededEvents } from '../../content-defaults/events'
import { catalogueToDocument } from './contract'
import { SKIP_REVALIDATE } from './hooks/revalidate'
import { htmlImporter } from './rich-text-import'
import { setAsideOrphans } from './seed-orphans'
import type { BlogPost, Page, Yacht } from './types'

type Obj = Record<string, unknown>
type RichText = Awaited<ReturnType<typeof htmlImporter>>
const PUBLIC_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'public')
// A fresh object per call: Payload hands it to hooks as req.context, and the storage plugin marks it
// while it uploads, so one shared object made parallel creates skip their own uploads.
const seedContext = () => ({ [SKIP_REVALIDATE]: true })

const isArt = (src: string) => src.startsWith('/art/')

/** A record's text fields by name (the alt texts of its pictures among them). */
const textsOf = (record: object) =>
  new Map(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

/**
 * Each built-in picture (by file name) with its path and the description its first use gives it, in the order
 * the seed meets them: the one an upload is created with, and the one every page that shows it reads.
 */
function pictureAlts(d: ContentDefaults): Map<string, { src: string; alt: string }> {
  const alts = new Map<string, { src: string; alt: string }>()
  const add = (src: string, alt: string) => {
    const filename = path.basename(src)
    if (isArt(src) && !alts.has(filename)) alts.set(filename, { src, alt: alt || filename })
  }
  const w = d.mediaAlts
  // The yachts and posts first: their pictures' descriptions are the most particular.
  for (const y of d.yachts) {
    add(y.hero_image, y.hero_image_alt)
    for (const g of y.gallery) add(g.image, g.alt)
    for (const v of y.varieties) add(v.image, `${y.name} ${v.name}`)
    for (const p of y.deck_plans) {
      const drawing = p.title.includes(y.name) ? p.title : `${y.name} ${p.title}`
      add(p.image, p.label ? `${drawing}: ${p.label}` : drawing)
    }
    add(y.exterior_image, `${y.name} ${w.exterior}`)
    add(y.interior_image, `${y.name} ${w.interior}`)
  }
  for (const p of d.posts) add(p.featured_image, p.featured_image_alt)
  for (const [key, src] of textsOf(d.homepageHero)) add(src, key.includes('42') ? w.catamaranAtSea : w.monohullAtSea)
  const home = textsOf(d.homeContent)
  for (const [key, src] of home) add(src, home.get(key.replace(/_image$/, '_alt')) ?? w.yacht)
  const about = textsOf(d.about)
  for (const [key, src] of about) add(src, about.get(`${key}_alt`) ?? w.shipyard)
  return alts
}

/**
 * The built-in pictures drawn again for another language (a deck plan labelled in French): where the
 * translated content names another picture at the same place, the English picture's path to that one's.
 */
function pictureEditions(english: unknown, translated: unknown, found = new Map<string, string>()) {
  if (typeof english === 'string' && typeof translated === 'string') {
    if (english !== translated && isArt(english) && isArt(translated)) found.set(english, translated)
  } else if (Array.isArray(english) && Array.isArray(translated)) {
    english.forEach((value: unknown, i) => pictureEditions(value, translated[i], found))
  } else if (isJsonObject(english) && isJsonObject(translated)) {
    for (const [key, value] of Object.entries(english)) pictureEditions(value, translated[key], found)
  }
  return found
}

/** A built-in yacht as the Yachts collection holds it, its pictures and files still site paths. */
function yachtShape(y: Yacht, richText: RichText) {
  // Alt texts are the pictures' own (pictureAlts), not the yacht's.
  const { seo, updated_at: _updated, hero_video: _video, hero_image_alt: _alt, varieties, gallery, ...fields } = y
  return {
    ...fields,
    gallery: gallery.map(({ alt: _galleryAlt, ...g }) => g),
    description: richText(y.description),
    exterior_description: richText(y.exterior_description),
    varieties: varieties.map(({ id, key_features, ...v }) => ({
      ...v,
      key: id,
      key_features: key_features.map((feature) => ({ feature })),
    })),
    meta: { title: seo.title, description: seo.description },
  }
}

const postShape = (p: BlogPost, richText: RichText) => ({
  slug: p.slug,
  title: p.title,
  category: p.category,
  published_date: p.published_date,
  read_time: p.read_time,
  author: p.author,
  excerpt: richText(p.excerpt),
  content: richText(p.content),
  tags: p.tags,
  featured: p.featured,
  meta: { title: p.seo.title, description: p.seo.description },
})

const pageShape = (p: Page, richText: RichText) => ({
  slug: p.slug,
  title: p.title,
  content: richText(p.content),
  meta: { title: p.seo.title, description: p.seo.description },
})

/** The words a reader sees in a stored value: a string, or the text of a rich text. */
function wordsOf(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim()
  if (Array.isArray(value)) return value.map(wordsOf).join(' ').trim()
  if (!isJsonObject(value)) return ''
  return typeof value.text === 'string' ? value.text : wordsOf(value.root ?? value.children)
}

/**
 * Writes the built-in words `to` into `doc` (one language of a stored document) wherever that language is
 * still empty and the English still reads as the built-in `from`: words an editor wrote, in either
 * language, are never replaced. Rows are matched by position with the built-in lists and keep their ids,
 * so lists stay shared. Returns the names of the fields written into at this level.
 */
function fillWords(fields: readonly Field[], doc: Obj, english: Obj, fromWords: unknown, toWords: unknown): string[] {
  const [from, to] = [isJsonObject(fromWords) ? fromWords : {}, isJsonObject(toWords) ? toWords : {}]
  const written: string[] = []
  const nested = (name: string, inner: readonly Field[]) => {
    const [d, e] = [doc[name], english[name]]
    if (isJsonObject(d) && isJsonObject(e) && fillWords(inner, d, e, from[name], to[name]).length) written.push(name)
  }
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        if ('name' in tab && tab.name) nested(tab.name, tab.fields)
        else written.push(...fillWords(tab.fields, doc, english, from, to))
    } else if (field.type === 'row' || field.type === 'collapsible') {
      written.push(...fillWords(field.fields, doc, english, from, to))
    } else if (field.type === 'group') {
      if ('name' in field && field.name) nested(field.name, field.fields)
      else written.push(...fillWords(field.fields, doc, english, from, to))
    } else if (field.type === 'array') {
      const [rows, englishRows, fromRows, toRows] = [doc, english, from, to].map((o) => o[field.name])
      if (!Array.isArray(rows) || !Array.isArray(englishRows)) continue
      let any = false
      rows.forEach((row: unknown, i) => {
        const englishRow: unknown = englishRows.find(
          (r: unknown) => isJsonObject(r) && isJsonObject(row) && r.id === row.id,
        )
        if (!isJsonObject(row) || !isJsonObject(englishRow)) return
        const [f, t]: unknown[] = Array.isArray(fromRows) && Array.isArray(toRows) ? [fromRows[i], toRows[i]] : []
        if (fillWords(field.fields, row, englishRow, f, t).length) any = true
      })
      if (any) written.push(field.name)
    } else if (
      (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') &&
      field.localized &&
      !('hasMany' in field && field.hasMany)
    ) {
      if (wordsOf(doc[field.name]) !== '') continue
      const [builtIn, words] = [wordsOf(from[field.name]), wordsOf(to[field.name])]
      const untouched = wordsOf(english[field.name]) === builtIn
      // Words the same in both languages stay unwritten (the page follows the English), unless the CMS
      // asks every language for them.
      if (untouched && words !== '' && (words !== builtIn || field.required)) {
        doc[field.name] = to[field.name]
        written.push(field.name)
      } else if (field.required) {
        // A field the CMS wants in every language keeps the English words the page already shows.
        doc[field.name] = english[field.name]
      }
    }
  }
  return written
}

/** One stored document as the seed reads and writes its words. */
interface Stored<D> {
  /** The document in one language, without falling back to English; undefined once an editor deleted it. */
  load: (locale: Locale) => Promise<D | undefined>
  /** An editor's draft is waiting: writing now would publish it, or bury it under a newer version. */
  pending: () => Promise<boolean>
  save: (doc: D, locale: Locale) => Promise<unknown>
}

/**
 * Loads content-defaults into an empty CMS. Every record it creates is remembered in the hidden
 * seed-state global, so later starts never recreate what an editor deleted nor touch what they changed.
 * The other languages' built-in words are then written into those records once (an earlier database
 * gets them at its next start), wherever that language is still empty.
 */
export async function seed(payload: Payload, log: (msg: string) => void = console.log): Promise<void> {
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true, context: seedContext() })
  const seeded = new Set(z.array(z.string()).catch([]).parse(state.seeded))
  const before = seeded.size
  const richText = await htmlImporter(payload.config)
  const en = contentDefaults(DEFAULT_LOCALE)
  const englishAlts = pictureAlts(en)

  // Built-in files already on disk that no record names (a database rebuilt beside its uploads) make way first.
  await setAsideOrphans(payload, 'media', readdirSync(/*turbopackIgnore: true*/ path.join(PUBLIC_DIR, 'art')), log)
  const documentNames = LOCALES.flatMap((l) => contentDefaults(l).documents.map((d) => path.basename(d.url)))
  await setAsideOrphans(payload, 'documents', documentNames, log)

  const once = async (key: string, work: () => Promise<unknown>) => {
    if (seeded.has(key)) return
    await work()
    seeded.add(key)
  }

  // Media: one upload per built-in art file, reused by every record that shows it.
  const mediaIds = new Map<string, number>()
  async function media(src: string): Promise<number | undefined> {
    if (!isArt(src)) return undefined
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
      if (!existsSync(/*turbopackIgnore: true*/ filePath)) return undefined
      const doc = await payload.create({
        collection: 'media',
        data: { alt: englishAlts.get(filename)?.alt ?? filename },
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

  // Every picture first, two at a time: encoding each upload into its sizes is most of a first start's work, and two
  // encodings share the cores. Each picture is made once, so the two never create the same one.
  const pictures = [...englishAlts.values()].map(({ src }) => src)
  await Promise.all(
    [0, 1].map(async (half) => {
      for (const src of pictures.filter((_, i) => i % 2 === half)) await media(src)
    }),
  )

  const documentIds = new Map<string, number>()
  for (const d of en.documents) {
    const filename = path.basename(d.url)
    await once(`document:${filename}`, async () => {
      const filePath = path.join(PUBLIC_DIR, d.url)
      if (!existsSync(/*turbopackIgnore: true*/ filePath)) return
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

  const withImages = async <T extends object>(record: T): Promise<Obj> => {
    const out: Obj = {}
    for (const [key, value] of Object.entries(record))
      out[key] = typeof value === 'string' && isArt(value) ? await media(value) : value
    return out
  }

  await once('global:site-settings', () =>
    payload.updateGlobal({
      slug: 'site-settings',
      data: en.settings,
      overrideAccess: true,
      context: seedContext(),
    }),
  )
  await once('global:homepage', async () => {
    const data = await withImages(en.homepageHero)
    await payload.updateGlobal({
      slug: 'homepage',
      data: { ...data, _status: 'published' },
      overrideAccess: true,
      context: seedContext(),
    })
  })
  await once('global:home-content', async () => {
    const data = await withImages(en.homeContent)
    await payload.updateGlobal({
      slug: 'home-content',
      data: { ...data, _status: 'published' },
      overrideAccess: true,
      context: seedContext(),
    })
  })
  await once('global:about', async () => {
    const data = await withImages(en.about)
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
      data: catalogueToDocument(en.catalogue),
      overrideAccess: true,
      context: seedContext(),
    }),
  )

  for (const y of en.yachts)
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
    const shape = yachtShape(y, richText)
    return {
      ...shape,
      _status: 'published',
      hero_image: await media(y.hero_image),
      booklet: await documentId(y.booklet),
      specification_sheet: await documentId(y.specification_sheet),
      gallery: (await Promise.all(shape.gallery.map(async (g) => ({ ...g, image: await media(g.image) })))).flatMap(
        ({ image, ...g }) => (image === undefined ? [] : [{ ...g, image }]),
      ),
      varieties: await Promise.all(shape.varieties.map(async (v) => ({ ...v, image: await media(v.image) }))),
      deck_plans: await Promise.all(
        shape.deck_plans.map(async (d) => ({
          ...d,
          image: await media(d.image),
          file: await documentId(d.download_url),
        })),
      ),
      exterior_image: await media(y.exterior_image),
      interior_image: await media(y.interior_image),
    }
  }

  for (const p of en.posts) {
    await once(`post:${p.slug}`, async () =>
      payload.create({
        collection: 'posts',
        data: { ...postShape(p, richText), _status: 'published', featured_image: await media(p.featured_image) },
        overrideAccess: true,
        context: seedContext(),
      }),
    )
  }

  for (const t of en.testimonials) {
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

  for (const p of en.pages) {
    await once(`page:${p.slug}`, () =>
      payload.create({
        collection: 'pages',
        data: { ...pageShape(p, richText), _status: 'published' },
        overrideAccess: true,
        context: seedContext(),
      }),
    )
  }

  for (const event of seededEvents(new Date())) {
    await once(event.key, async () => {
      const created = await payload.create({
        collection: 'events',
        data: event.data,
        overrideAccess: true,
        context: seedContext(),
      })
      // The slots keep their ids: the French words go on the same rows.
      await payload.update({
        collection: 'events',
        id: created.id,
        locale: 'fr',
        data: { ...event.fr, slots: created.slots },
        overrideAccess: true,
        context: seedContext(),
      })
    })
  }

  let translatedCount = 0
  for (const locale of LOCALES) if (locale !== DEFAULT_LOCALE) await addWords(locale)

  if (seeded.size !== before) {
    await payload.updateGlobal({
      slug: 'seed-state',
      data: { seeded: [...seeded] },
      overrideAccess: true,
      context: seedContext(),
    })
    const loaded = seeded.size - before - translatedCount
    if (loaded) log(`[seed] loaded ${loaded} built-in records`)
    if (translatedCount) log(`[seed] added the built-in words of other languages to ${translatedCount} records`)
  }

  /** The built-in words of `locale`, written into every seeded record still without them (once each). */
  async function addWords(locale: Locale): Promise<void> {
    const words = contentDefaults(locale)
    if (words === en) return

    /** Done (recorded) unless the record is waiting for an editor or the CMS refused the words. */
    const step = async (key: string, work: () => Promise<boolean>) => {
      const name = `${locale}:${key}`
      // Only records the seed made, so an editor's own documents are never touched.
      if (seeded.has(name) || !seeded.has(key)) return
      try {
        if (!(await work())) return
      } catch (error) {
        log(
          `[seed] the ${locale} words of ${key} are not written yet: ${error instanceof Error ? error.message : error}`,
        )
        return
      }
      seeded.add(name)
      translatedCount++
    }

    async function write<D extends object>(store: Stored<D>, fields: readonly Field[], from: unknown, to: unknown) {
      if (await store.pending()) return false
      const [english, doc] = [await store.load(DEFAULT_LOCALE), await store.load(locale)]
      const [englishData, docData]: unknown[] = [english, doc]
      if (!doc || !isJsonObject(englishData) || !isJsonObject(docData)) return true
      if (fillWords(fields, docData, englishData, from, to).length) await store.save(doc, locale)
      return true
    }

    const read: { overrideAccess: true; depth: number; fallbackLocale: false } = {
      overrideAccess: true,
      depth: 0,
      fallbackLocale: false,
    }
    const saving = { overrideAccess: true, depth: 0, context: seedContext() }
    const fieldsOf = (slug: string) => payload.globals.config.find((g) => g.slug === slug)?.fields ?? []

    await step('global:site-settings', () =>
      write(
        {
          load: (l) => payload.findGlobal({ slug: 'site-settings', locale: l, ...read }),
          pending: async () => false,
          save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
            payload.updateGlobal({ slug: 'site-settings', locale: l, data, ...saving }),
        },
        fieldsOf('site-settings'),
        en.settings,
        words.settings,
      ),
    )
    await step('global:homepage', () =>
      write(
        {
          load: (l) => payload.findGlobal({ slug: 'homepage', locale: l, ...read }),
          pending: async () =>
            (await payload.findGlobal({ slug: 'homepage', draft: true, ...read }))._status !== 'published',
          save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
            payload.updateGlobal({ slug: 'homepage', locale: l, data: { ...data, _status: 'published' }, ...saving }),
        },
        fieldsOf('homepage'),
        en.homepageHero,
        words.homepageHero,
      ),
    )
    await step('global:home-content', () =>
      write(
        {
          load: (l) => payload.findGlobal({ slug: 'home-content', locale: l, ...read }),
          pending: async () =>
            (await payload.findGlobal({ slug: 'home-content', draft: true, ...read }))._status !== 'published',
          save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
            payload.updateGlobal({
              slug: 'home-content',
              locale: l,
              data: { ...data, _status: 'published' },
              ...saving,
            }),
        },
        fieldsOf('home-content'),
        en.homeContent,
        words.homeContent,
      ),
    )
    await step('global:about', () =>
      write(
        {
          load: (l) => payload.findGlobal({ slug: 'about', locale: l, ...read }),
          pending: async () =>
            (await payload.findGlobal({ slug: 'about', draft: true, ...read }))._status !== 'published',
          save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
            payload.updateGlobal({ slug: 'about', locale: l, data: { ...data, _status: 'published' }, ...saving }),
        },
        fieldsOf('about'),
        en.about,
        words.about,
      ),
    )
    await step('global:configurator-catalogue', () =>
      write(
        {
          load: (l) => payload.findGlobal({ slug: 'configurator-catalogue', locale: l, ...read }),
          pending: async () => false,
          save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
            payload.updateGlobal({ slug: 'configurator-catalogue', locale: l, data, ...saving }),
        },
        fieldsOf('configurator-catalogue'),
        catalogueToDocument(en.catalogue),
        catalogueToDocument(words.catalogue),
      ),
    )

    const firstId = async (found: Promise<{ docs: { id: number }[] }>) => (await found).docs[0]?.id

    for (const [i, y] of en.yachts.entries()) {
      const translation = words.yachts[i]
      await step(`yacht:${y.slug}`, async () => {
        const id = await firstId(payload.find({ collection: 'yachts', where: { slug: { equals: y.slug } }, ...read }))
        if (id === undefined || !translation) return true
        return write(
          {
            load: (l) => payload.findByID({ collection: 'yachts', id, locale: l, ...read }),
            pending: async () =>
              (await payload.findByID({ collection: 'yachts', id, draft: true, ...read }))._status !== 'published',
            save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
              payload.update({
                collection: 'yachts',
                id,
                locale: l,
                data: { ...data, _status: 'published' },
                ...saving,
              }),
          },
          payload.collections.yachts.config.fields,
          yachtShape(y, richText),
          yachtShape(translation, richText),
        )
      })
    }

    for (const [i, p] of en.posts.entries()) {
      const translation = words.posts[i]
      await step(`post:${p.slug}`, async () => {
        const id = await firstId(payload.find({ collection: 'posts', where: { slug: { equals: p.slug } }, ...read }))
        if (id === undefined || !translation) return true
        return write(
          {
            load: (l) => payload.findByID({ collection: 'posts', id, locale: l, ...read }),
            pending: async () =>
              (await payload.findByID({ collection: 'posts', id, draft: true, ...read }))._status !== 'published',
            save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
              payload.update({
                collection: 'posts',
                id,
                locale: l,
                data: { ...data, _status: 'published' },
                ...saving,
              }),
          },
          payload.collections.posts.config.fields,
          postShape(p, richText),
          postShape(translation, richText),
        )
      })
    }

    for (const [i, p] of en.pages.entries()) {
      const translation = words.pages[i]
      await step(`page:${p.slug}`, async () => {
        const id = await firstId(payload.find({ collection: 'pages', where: { slug: { equals: p.slug } }, ...read }))
        if (id === undefined || !translation) return true
        return write(
          {
            load: (l) => payload.findByID({ collection: 'pages', id, locale: l, ...read }),
            pending: async () =>
              (await payload.findByID({ collection: 'pages', id, draft: true, ...read }))._status !== 'published',
            save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
              payload.update({
                collection: 'pages',
                id,
                locale: l,
                data: { ...data, _status: 'published' },
                ...saving,
              }),
          },
          payload.collections.pages.config.fields,
          pageShape(p, richText),
          pageShape(translation, richText),
        )
      })
    }

    for (const [i, t] of en.testimonials.entries()) {
      const translation = words.testimonials[i]
      await step(`testimonial:${t.author}`, async () => {
        const where = { author: { equals: t.author } }
        const id = await firstId(payload.find({ collection: 'testimonials', where, ...read }))
        if (id === undefined || !translation) return true
        return write(
          {
            load: (l) => payload.findByID({ collection: 'testimonials', id, locale: l, ...read }),
            pending: async () => false,
            save: ({ id: _id, createdAt: _c, updatedAt: _u, ...data }, l) =>
              payload.update({ collection: 'testimonials', id, locale: l, data, ...saving }),
          },
          payload.collections.testimonials.config.fields,
          t,
          translation,
        )
      })
    }

    /**
     * A built-in file drawn again in this language (`edition`, a site path) becomes the edition of the English
     * one (`original`, a file name), once, like the words; `create` stores it, given the original's id.
     */
    async function addEdition(
      collection: 'documents' | 'media',
      original: string,
      edition: string,
      create: (originalId: number, filePath: string) => Promise<unknown>,
    ) {
      const name = `${locale}:edition:${original}`
      const filePath = path.join(PUBLIC_DIR, edition)
      const source = `${collection === 'media' ? 'media' : 'document'}:${original}`
      if (seeded.has(name) || !seeded.has(source) || !existsSync(/*turbopackIgnore: true*/ filePath)) return
      const byName = (filename: string) =>
        firstId(payload.find({ collection, where: { filename: { equals: filename } }, ...read }))
      const id = await byName(original)
      if (id !== undefined && (await byName(path.basename(edition))) === undefined) await create(id, filePath)
      seeded.add(name)
    }
    const language = ` (${LOCALE_FACTS[locale].label})`

    // Files carry their upload's bookkeeping: only their words are sent back.
    for (const [i, d] of en.documents.entries()) {
      const translation = words.documents[i]
      const filename = path.basename(d.url)
      await step(`document:${filename}`, async () => {
        const where = { filename: { equals: filename } }
        const id = await firstId(payload.find({ collection: 'documents', where, ...read }))
        if (id === undefined || !translation) return true
        return write(
          {
            load: (l) => payload.findByID({ collection: 'documents', id, locale: l, ...read }),
            pending: async () => false,
            save: ({ title, description }, l) =>
              payload.update({ collection: 'documents', id, locale: l, data: { title, description }, ...saving }),
          },
          payload.collections.documents.config.fields,
          d,
          translation,
        )
      })
      if (translation && translation.url !== d.url)
        await addEdition('documents', filename, translation.url, (edition_of, filePath) =>
          payload.create({
            collection: 'documents',
            data: {
              title: translation.title + language,
              kind: translation.kind,
              yacht: translation.yacht,
              display_order: translation.display_order,
              edition_of,
              locale,
            },
            filePath,
            overrideAccess: true,
            context: seedContext(),
          }),
        )
    }

    // A picture drawn again in this language becomes the edition of the English one, shown under its alt text.
    const drawnAgain = pictureEditions(en, words)
    const originalOf = new Map([...drawnAgain].map(([original, edition]) => [edition, original]))
    for (const [original, edition] of drawnAgain) {
      const filename = path.basename(original)
      await addEdition('media', filename, edition, (edition_of, filePath) =>
        payload.create({
          collection: 'media',
          data: { edition_of, locale },
          filePath,
          overrideAccess: true,
          context: seedContext(),
        }),
      )
    }

    const localAlts = pictureAlts(words)
    for (const { src, alt } of localAlts.values()) {
      const filename = path.basename(originalOf.get(src) ?? src)
      await step(`media:${filename}`, async () => {
        const where = { filename: { equals: filename } }
        const id = await firstId(payload.find({ collection: 'media', where, ...read }))
        if (id === undefined) return true
        return write(
          {
            load: (l) => payload.findByID({ collection: 'media', id, locale: l, ...read }),
            pending: async () => false,
            save: ({ alt: words }, l) =>
              payload.update({ collection: 'media', id, locale: l, data: { alt: words }, ...saving }),
          },
          payload.collections.media.config.fields,
          { alt: englishAlts.get(filename)?.alt },
          { alt },
        )
      })
    }
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
