import { sendEmail } from '@/lib/leads/routes'

export const dynamic = 'force-dynamic'

export const POST = sendEmail.POST
export const GET = sendEmail.GET
export const PUT = sendEmail.PUT
export const PATCH = sendEmail.PATCH
export const DELETE = sendEmail.DELETE
