import { sendBrochure } from '@/lib/leads/routes'

export const dynamic = 'force-dynamic'

export const POST = sendBrochure.POST
export const GET = sendBrochure.GET
export const PUT = sendBrochure.PUT
export const PATCH = sendBrochure.PATCH
export const DELETE = sendBrochure.DELETE
