import { changeBooking } from '@/lib/events/routes'

export const dynamic = 'force-dynamic'

export const { POST, GET, PUT, PATCH, DELETE } = changeBooking
