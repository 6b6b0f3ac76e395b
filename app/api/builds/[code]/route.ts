import { getBuild } from '@/lib/configurator/build-routes'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  return getBuild(request, (await params).code)
}
