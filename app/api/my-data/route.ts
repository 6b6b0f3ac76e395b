import { myDataRequest } from '@/lib/privacy/routes'

export const dynamic = 'force-dynamic'

export const { POST, GET, PUT, PATCH, DELETE } = myDataRequest
