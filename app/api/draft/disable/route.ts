import { draftMode } from 'next/headers'

export async function GET(req: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const back = new URL(req.url).searchParams.get('path') ?? '/'
  return new Response(null, {
    status: 307,
    headers: { location: /^\/(?!\/)/.test(back) ? back : '/', 'cache-control': 'no-store' },
  })
}
