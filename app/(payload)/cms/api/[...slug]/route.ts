import config from '@payload-config'
import { throttledLogin } from '@/lib/cms/login-throttle'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { cmsBodyLimit } from '@/lib/cms/body-limits'
import { capped } from '@/lib/http/capped'

export const GET = REST_GET(config)
export const POST = throttledLogin(capped(REST_POST(config), cmsBodyLimit))
export const DELETE = capped(REST_DELETE(config), cmsBodyLimit)
export const PATCH = capped(REST_PATCH(config), cmsBodyLimit)
export const PUT = capped(REST_PUT(config), cmsBodyLimit)
export const OPTIONS = REST_OPTIONS(config)
