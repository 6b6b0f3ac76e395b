import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionBeforeChangeHook, CollectionSlug, Field, Payload, PayloadRequest } from 'payload'

import { sitePath as onSite } from '@/lib/http/redirect'

import { contentEditors, section } from './access'
import { revalidatingTags } from './hooks/revalidate'
import { sitePath, type RoutedCollection } from './preview'
import { TAGS } from './tags'

const REDIRECTS: CollectionSlug = 'redirects'
const ROUTED: RoutedCollection[] = ['yachts', 'posts', 'pages']

/**
 * Redirects kept by editors in the admin (Site → Redirects), and made by the site itself when a published
 * slug changes, so that links from search engines and old mails keep working.
 */
export const redirects = redirectsPlugin({
  collections: ROUTED,
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    admin: { description: 'Permanent (301) for moved pages; temporary (302) for a campaign link that will change.' },
  },
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      ...section('Site'),
      useAsTitle: 'from',
      description:
        'Old addresses that send visitors on. Changing the slug of a published yacht, post or page adds one here.',
    },
    access: { read: contentEditors, create: contentEditors, update: contentEditors, delete: contentEditors },
    hooks: revalidatingTags(TAGS.redirects),
    fields: ({ defaultFields }) =>
      defaultFields.map((field) => {
        if (field.type === 'text' && field.name === 'from')
          return {
            ...field,
            admin: { description: 'The old path on this site, starting with a slash: /blog/old-title' },
            validate: (value: unknown) =>
              typeof value === 'string' && /^\/[^\s?#]*$/.test(value) ? true : 'Start with / (a path, no domain)',
          }
        if (field.type === 'group' && 'name' in field && field.name === 'to')
          return { ...field, fields: field.fields.map(customUrlOnSite) }
        return field
      }),
  },
})

/** A custom target stays on the site (the site would not follow another one anyway). */
function customUrlOnSite(field: Field): Field {
  if (field.type !== 'text' || field.name !== 'url') return field
  return {
    ...field,
    admin: { ...field.admin, description: 'A path on this site, starting with a slash: /yachts/wama-26' },
    validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
      const custom =
        siblingData && typeof siblingData === 'object' && 'type' in siblingData && siblingData.type === 'custom'
      if (!custom) return true
      return typeof value === 'string' && onSite(value) ? true : 'Start with / (a path of this site, no domain)'
    },
  }
}

async function publishedSlug(payload: Payload, collection: RoutedCollection, id: number | string, req: PayloadRequest) {
  const doc = await payload
    .findByID({ collection, id, draft: false, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  return doc && doc._status === 'published' && typeof doc.slug === 'string' ? doc.slug : null
}

/**
 * On publishing a new slug: the old address redirects (permanently) to the document, which follows any
 * later slug change too, and the new address stops redirecting if an earlier change had sent it away.
 */
export const redirectOldSlug =
  (collection: RoutedCollection): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, operation, req }) => {
    if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
    const slug: unknown = data.slug
    const before = await publishedSlug(req.payload, collection, originalDoc.id, req)
    if (typeof slug !== 'string' || !before || before === slug) return data
    const from = sitePath(collection, before)
    await req.payload.delete({
      collection: REDIRECTS,
      where: { from: { in: [from, sitePath(collection, slug)] } },
      overrideAccess: true,
      req,
    })
    await req.payload.create({
      collection: REDIRECTS,
      data: {
        from,
        to: { type: 'reference', reference: { relationTo: collection, value: originalDoc.id } },
        type: '301',
      },
      overrideAccess: true,
      req,
    })
    return data
  }
