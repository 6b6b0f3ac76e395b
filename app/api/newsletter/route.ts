import { newsletter } from '@/lib/leads/routes'

export const dynamic = 'force-dynamic'

export const POST = newsletter.POST
export const GET = newsletter.GET
export const PUT = newsletter.PUT
export const PATCH = newsletter.PATCH
export const DELETE = newsletter.DELETE
