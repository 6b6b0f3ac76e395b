/**
 * Payload documents → the CMS REST contract (spec §3/§7): snake_case fields, uploads as browser URLs.
 * Pure: used by the embedded source, so `/api/cms/*` and the pages see the same records.
 */
type Obj = Record<string, unknown>
export type ContractRecord = Obj

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const s = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const n = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : [])

/** An upload relation populated at depth ≥ 1 carries its URL; an unpopulated id has none. */
function uploadUrl(v: unknown): string {
  if (!isObj(v)) return ''
  return s(v.url)
}
const uploadAlt = (v: unknown): string => (isObj(v) ? s(v.alt) : '')

function seo(doc: Obj): Obj {
  const meta = isObj(doc.meta) ? doc.meta : {}
  return { title: s(meta.title), description: s(meta.description), image: uploadUrl(meta.image) }
}

const dateOnly = (v: unknown): string => s(v).slice(0, 10)

export function yachtToContract(doc: Obj): ContractRecord {
  const specs = isObj(doc.specs) ? doc.specs : {}
  return {
    slug: s(doc.slug),
    name: s(doc.name),
    hero_image: uploadUrl(doc.hero_image),
    hero_image_alt: s(doc.hero_image_alt) || uploadAlt(doc.hero_image),
    hero_video: uploadUrl(doc.hero_video),
    tagline: s(doc.tagline),
    description: s(doc.description),
    price: n(doc.price),
    featured_on_homepage: doc.featured_on_homepage === true,
    gallery: arr(doc.gallery).map((g) => ({
      gallery_type: g.gallery_type === 'interior' ? 'interior' : 'exterior',
      display_order: n(g.display_order) ?? 0,
      image: uploadUrl(g.image),
      alt: s(g.alt) || uploadAlt(g.image),
    })),
    specs: Object.fromEntries(
      [
        'length',
        'beam',
        'draft',
        'displacement',
        'fuel_capacity',
        'water_capacity',
        'max_speed',
        'cruising_speed',
        'cabins',
        'bathrooms',
        'sleeps',
      ].map((k) => [k, s(specs[k])]),
    ),
    construction: s(doc.construction),
    booklet: uploadUrl(doc.booklet),
    specification_sheet: uploadUrl(doc.specification_sheet),
    quote: s(doc.quote),
    quote_author: s(doc.quote_author),
    features: arr(doc.features).map((f) => ({
      name: s(f.name),
      description: s(f.description),
      display_order: n(f.display_order) ?? 0,
    })),
    varieties: arr(doc.varieties).map((v) => ({
      id: s(v.key),
      name: s(v.name),
      price: n(v.price),
      description: s(v.description),
      key_features: arr(v.key_features)
        .map((k) => s(k.feature))
        .filter(Boolean),
      recommendation: s(v.recommendation),
      image: uploadUrl(v.image),
      display_order: n(v.display_order) ?? 0,
    })),
    deck_plans: arr(doc.deck_plans).map((d) => ({
      title: s(d.title),
      image: uploadUrl(d.image),
      download_url: uploadUrl(d.file) || s(d.download_url),
      label: s(d.label),
      display_order: n(d.display_order) ?? 0,
    })),
    ...Object.fromEntries(
      [
        'customization_title',
        'customization_subtitle',
        'customization_description',
        'customization_philosophy',
        'customization_quote',
        'surf_title',
        'surf_description',
        'surf_vision',
        'exterior_title',
        'exterior_subtitle',
        'exterior_description',
        'interior_title',
        'interior_description',
        'interior_outboard_advantage',
        'interior_philosophy',
      ].map((k) => [k, s(doc[k])]),
    ),
    exterior_image: uploadUrl(doc.exterior_image),
    interior_image: uploadUrl(doc.interior_image),
    seo: seo(doc),
    updated_at: s(doc.updatedAt),
  }
}

export function postToContract(doc: Obj): ContractRecord {
  return {
    id: s(doc.slug),
    slug: s(doc.slug),
    title: s(doc.title),
    category: s(doc.category),
    featured_image: uploadUrl(doc.featured_image),
    featured_image_alt: s(doc.featured_image_alt) || uploadAlt(doc.featured_image),
    published_date: dateOnly(doc.published_date),
    read_time: n(doc.read_time),
    excerpt: s(doc.excerpt),
    content: s(doc.content),
    author: s(doc.author),
    tags: s(doc.tags),
    featured: doc.featured === true,
    seo: seo(doc),
    updated_at: s(doc.updatedAt),
  }
}

export function testimonialToContract(doc: Obj): ContractRecord {
  return {
    id: s(doc.id),
    quote: s(doc.quote),
    author: s(doc.author),
    position: s(doc.position),
    yacht: s(doc.yacht),
    featured: doc.featured === true,
    display_order: n(doc.display_order) ?? 0,
  }
}

export function documentToContract(doc: Obj): ContractRecord {
  return {
    id: s(doc.id),
    title: s(doc.title),
    description: s(doc.description),
    kind: s(doc.kind) || 'other',
    yacht: s(doc.yacht),
    url: s(doc.url),
    filename: s(doc.filename),
    filesize: n(doc.filesize) ?? 0,
    display_order: n(doc.display_order) ?? 0,
  }
}

export function pageToContract(doc: Obj): ContractRecord {
  return {
    id: s(doc.slug),
    slug: s(doc.slug),
    title: s(doc.title),
    content: s(doc.content),
    seo: seo(doc),
    updated_at: s(doc.updatedAt),
  }
}

/** Globals: every scalar kept, every upload flattened to its URL, Payload bookkeeping dropped. */
export function globalToContract(doc: Obj): ContractRecord {
  const out: Obj = {}
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'id' || key === 'globalType' || key === 'createdAt' || key === '_status') continue
    if (key === 'updatedAt') {
      out.updated_at = value
      continue
    }
    out[key] = isObj(value) && 'url' in value ? uploadUrl(value) : value
  }
  return out
}

export function catalogueToContract(doc: Obj): ContractRecord {
  return {
    model: 'wama-26',
    currency: 'EUR',
    basePrice: n(doc.base_price),
    standardFeatures: arr(doc.standard_features)
      .map((f) => s(f.feature))
      .filter(Boolean),
    colors: arr(doc.colors).map((c) => ({ id: s(c.color_id), name: s(c.name), hex: s(c.hex), price: n(c.price) ?? 0 })),
    floorings: arr(doc.floorings).map((f) => ({
      id: s(f.flooring_id),
      name: s(f.name),
      description: s(f.description),
      price: n(f.price) ?? 0,
    })),
    engines: arr(doc.engines).map((e) => ({
      id: s(e.engine_id),
      name: s(e.name),
      description: s(e.description),
      price: n(e.price) ?? 0,
      category: s(e.category),
    })),
    categories: arr(doc.categories).map((c) => ({ id: s(c.category_id), name: s(c.name) })),
    options: arr(doc.options).map((o) => ({
      id: s(o.option_id),
      name: s(o.name),
      description: s(o.description),
      price: n(o.price) ?? 0,
      category: s(o.category),
    })),
    updated_at: s(doc.updatedAt),
  }
}
