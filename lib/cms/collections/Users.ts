import type { CollectionConfig } from 'payload'

import { accountsRead, admins, hasRole, ROLES, selfOrAdmins, signedIn } from '../access'
import { passwordResetHtml } from '../email'
import { keepTwoFactorStep, requireSecondFactor, twoFactorEndpoints, twoFactorFields } from './users-two-factor'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Team member', plural: 'Team' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Settings',
    hidden: ({ user }) => user?.role !== 'admin',
    description: 'Who can sign in to this admin, and what each person may open.',
  },
  auth: {
    // No lockout: anyone could lock an editor out with wrong passwords. Sign-ins are throttled per client
    // and per client+account instead (lib/cms/login-throttle.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      secure: process.env.NODE_ENV === 'production' && process.env.PUBLIC_SITE_URL?.startsWith('https://') === true,
      sameSite: 'Lax',
    },
    forgotPassword: {
      generateEmailSubject: () => 'Reset your WAMA admin password',
      generateEmailHTML: (args) => passwordResetHtml(args?.token ?? ''),
    },
  },
  access: { read: accountsRead, create: admins, update: selfOrAdmins, delete: admins, admin: signedIn },
  endpoints: twoFactorEndpoints,
  hooks: {
    beforeLogin: [requireSecondFactor],
    afterError: [keepTwoFactorStep],
    beforeChange: [
      // Whoever opens a fresh database first runs it: the first account is an administrator.
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', admin: { description: 'Shown in the admin, e.g. in the version history.' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [...ROLES],
      // Nobody promotes themselves: only an administrator sets a role.
      access: { create: ({ req }) => hasRole(req.user, 'admin'), update: ({ req }) => hasRole(req.user, 'admin') },
      admin: {
        position: 'sidebar',
        description: 'Administrators manage accounts; editors the site; sales the leads. Leads are personal data.',
      },
    },
    {
      name: 'manages_sales',
      label: 'Sales manager',
      type: 'checkbox',
      defaultValue: false,
      access: { create: ({ req }) => hasRole(req.user, 'admin'), update: ({ req }) => hasRole(req.user, 'admin') },
      admin: {
        position: 'sidebar',
        condition: (data) => data?.role === 'sales',
        description: 'Decides in Lead routing who owns which leads.',
      },
    },
    ...twoFactorFields,
  ],
}
