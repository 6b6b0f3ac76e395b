import { methodNotAllowed } from '@/lib/leads/pipeline'
import { myDataErase } from '@/lib/privacy/routes'

export const dynamic = 'force-dynamic'

export const POST = myDataErase
export const GET = methodNotAllowed
