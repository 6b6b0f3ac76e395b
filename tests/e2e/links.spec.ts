import { expect, test, type APIRequestContext } from '@playwright/test'

import { isPagePath } from '../../lib/http/pages'
import { BASE } from './env'

interface Found {
  from: string
  href: string
  hreflang?: string
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')

/** Every page a visitor can reach from the two home pages by following links, with the links each one holds. */
async function walk(request: APIRequestContext) {
  const pages = new Map<string, string>()
  const links: Found[] = []
  const queue = ['/', '/fr']
  const answers = new Map<string, number>()
  while (queue.length > 0) {
    const path = queue.shift() ?? '/'
    if (answers.has(path)) continue
    const res = await request.get(`${BASE}${path}`, { maxRedirects: 0 })
    answers.set(path, res.status())
    if (res.status() !== 200 || !(res.headers()['content-type'] ?? '').includes('text/html')) continue
    const html = await res.text()
    pages.set(path, html)
    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      const href = attribute(tag, 'href')
      if (!href) continue
      links.push({ from: path, href, hreflang: attribute(tag, 'hreflang') })
      const url = new URL(href, `${BASE}${path}`)
      if (url.origin === BASE && !url.pathname.startsWith('/cms/')) queue.push(url.pathname + url.search)
    }
  }
  return { pages, links, answers }
}

test.describe('links', () => {
  test('every link on every page, in both languages, leads straight to what it names, and a French page’s links stay in French', async ({
    request,
  }) => {
    const { pages, links, answers } = await walk(request)
    expect(pages.size).toBeGreaterThan(30)

    const notStraight = [...answers]
      .filter(([, status]) => status !== 200)
      .map(([path, status]) => `${path}: ${status}`)
    expect(notStraight).toEqual([])

    const missingTargets = links.flatMap(({ from, href }) => {
      const url = new URL(href, `${BASE}${from}`)
      const id = decodeURIComponent(url.hash.slice(1))
      const target = pages.get(url.origin === BASE ? url.pathname + url.search : '')
      return id && target !== undefined && !target.includes(` id="${id}"`) ? [`${from} → ${href}`] : []
    })
    expect(missingTargets).toEqual([])

    const intoEnglish = links.flatMap(({ from, href, hreflang }) => {
      if (!from.startsWith('/fr') || hreflang || !href.startsWith('/')) return []
      const path = new URL(href, BASE).pathname
      const toPage = isPagePath(path) && !/\.[^/]*$/.test(path)
      return toPage && path !== '/fr' && !path.startsWith('/fr/') ? [`${from} → ${href}`] : []
    })
    expect(intoEnglish).toEqual([])
  })
})
