import { expect, test } from '@playwright/test'

import { FIRST_LOAD_JS_BUDGET_KB, firstLoadJsKb } from '../../scripts/first-load-js.mjs'
import { BASE } from './env'

/** Issue 8 §3: what a phone downloads before a page can answer a tap. `npm run lighthouse` measures the rest. */
test('first-load JavaScript (gzip) stays within budget: 150 KB on every content page, 250 KB on the configurator', async ({ request }) => {
  const posts = (await (await request.get(`${BASE}/api/cms/blog/`)).json()) as Array<{ slug: string }>
  const content = ['/', '/collection', '/yachts/wama-26', '/yachts/wama-42', '/blog', `/blog/${posts[0]!.slug}`, '/about', '/contact', '/legal']
  const sizes: Record<string, number> = {}
  for (const path of content) sizes[path] = await firstLoadJsKb(BASE, path)
  const over = Object.entries(sizes).filter(([, kb]) => kb > FIRST_LOAD_JS_BUDGET_KB.content)
  expect(over, JSON.stringify(sizes)).toEqual([])
  // Every page loads React and the router: a figure far below them would mean the scripts were not found.
  for (const [path, kb] of Object.entries(sizes)) expect(kb, path).toBeGreaterThan(100)

  const configurator = await firstLoadJsKb(BASE, '/yachts/wama-26/configure')
  expect(configurator).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB.configurator)
  expect(configurator).toBeGreaterThan(sizes['/yachts/wama-26']!)
})
