import { cmsContact } from '@/lib/leads/routes'

export const dynamic = 'force-dynamic'

export const POST = cmsContact.POST
export const GET = cmsContact.GET
export const PUT = cmsContact.PUT
export const PATCH = cmsContact.PATCH
export const DELETE = cmsContact.DELETE
