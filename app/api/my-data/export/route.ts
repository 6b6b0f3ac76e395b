import { myDataExport } from '@/lib/privacy/routes'

export const dynamic = 'force-dynamic'

export const GET = myDataExport
