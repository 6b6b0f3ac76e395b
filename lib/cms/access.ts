import type { Access, PayloadRequest } from 'payload'

import type { User } from './payload-types'
import { awaitingTwoFactor } from './two-factor'

/** Who may open what in the admin: administrators everything, editors the content, sales the leads. */
export const ROLES = [
  { value: 'admin', label: 'Administrator — everything, including accounts' },
  { value: 'editor', label: 'Editor — pages, fleet, journal, media and settings' },
  { value: 'sales', label: 'Sales — leads and newsletter subscribers' },
] as const satisfies ReadonlyArray<{ value: User['role']; label: string }>

type Role = User['role']

/** An account that must turn on two-factor sign-in first holds no role until it has (it still opens its own account). */
export const hasRole = (user: PayloadRequest['user'], ...roles: Role[]): boolean =>
  user !== null && user !== undefined && roles.includes(user.role) && !awaitingTwoFactor(user)

const allow =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...roles)

export const anyone: Access = () => true
export const signedIn = ({ req }: { req: PayloadRequest }) => Boolean(req.user)
export const admins = allow('admin')
export const contentEditors = allow('admin', 'editor')
export const salesTeam = allow('admin', 'sales')
/** Content the site shows: anyone reads it, editors change it. */
export const publicContent = { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors }
/** The sales team's records (leads, subscribers): sales work on them, only administrators delete them. */
export const salesRecords = { read: salesTeam, create: salesTeam, update: salesTeam, delete: admins }
/** Administrators, and the sales people an administrator made managers: they decide who owns which leads. */
export const salesManagers: Access = ({ req }) =>
  hasRole(req.user, 'admin') || (hasRole(req.user, 'sales') && req.user?.manages_sales === true)
/** Visitors (and sales) read published documents only; drafts are for the people who write them. */
export const publishedOrEditors: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') ? true : { _status: { equals: 'published' } }
/** An account reads itself; a sales manager also the people who can own leads, to share them out; administrators all. */
export const accountsRead: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!req.user) return false
  const self = { id: { equals: req.user.id } }
  return hasRole(req.user, 'sales') && req.user.manages_sales === true
    ? { or: [self, { role: { in: ['sales', 'admin'] } }] }
    : self
}
/** An account reads and edits itself; administrators every account. */
export const selfOrAdmins: Access = ({ req }) =>
  hasRole(req.user, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false

type Section = 'Site' | 'Fleet' | 'Journal' | 'Sales' | 'Settings'
const HIDDEN_FROM: Record<Section, Role[]> = {
  Site: ['sales'],
  Fleet: ['sales'],
  Journal: ['sales'],
  Settings: ['sales'],
  Sales: ['editor'],
}
/** Where a collection or global sits in the admin's navigation; a role that cannot work there does not see it. */
export const section = (group: Section) => ({
  group,
  // Collections hand in the browser's copy of the user, globals the server's: both carry the role.
  hidden: ({ user }: { user: object | null }) => {
    const role = user && 'role' in user ? user.role : undefined
    return HIDDEN_FROM[group].some((hidden) => hidden === role)
  },
})
