import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Editor', plural: 'Editors' },
  admin: { useAsTitle: 'email' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      secure: process.env.NODE_ENV === 'production' && process.env.PUBLIC_SITE_URL?.startsWith('https://') === true,
      sameSite: 'Lax',
    },
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin, admin: ({ req }) => Boolean(req.user) },
  fields: [{ name: 'name', type: 'text' }],
}
