import { sendConfiguration } from '@/lib/leads/routes'

export const dynamic = 'force-dynamic'

export const POST = sendConfiguration.POST
export const GET = sendConfiguration.GET
export const PUT = sendConfiguration.PUT
export const PATCH = sendConfiguration.PATCH
export const DELETE = sendConfiguration.DELETE
