import type { Access } from 'payload'

export const isAdmin: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true
/** Visitors read published documents only; drafts need a login. */
export const publishedOrAdmin: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
