import { keepBuildEndpoint } from '@/lib/leads/routes'

export const dynamic = 'force-dynamic'

export const { POST, GET, PUT, PATCH, DELETE } = keepBuildEndpoint
