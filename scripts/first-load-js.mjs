import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript of a page: the scripts its HTML loads (not the noModule polyfills, not route
 * prefetches), gzip-compressed, in KB. The budget: 150 for content pages, 250 for the configurator, the
 * same in every language.
 */
export const FIRST_LOAD_JS_BUDGET_KB = { content: 150, configurator: 250 }

/** @param {string} base @param {string} path */
export async function firstLoadJsKb(base, path) {
  const html = await (await fetch(base + path)).text()
  const srcs = new Set(
    [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
  )
  let bytes = 0
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length
  return bytes / 1024
}
