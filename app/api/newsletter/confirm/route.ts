import { newsletterLinkEndpoint } from '@/lib/leads/newsletter-routes'

export const dynamic = 'force-dynamic'

export const { POST, GET, PUT, PATCH, DELETE } = newsletterLinkEndpoint('confirm')
