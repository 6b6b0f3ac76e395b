/** The in-process page cache that `npm start` puts in front of Next (scripts/page-cache.mjs). */
const PAGE_CACHE = Symbol.for('wama.pageCache')

/** Call after revalidateTag/revalidatePath: the cached pages go, so the next visitor gets Next's fresh render. */
export function expirePageCache(): void {
  const cache = (globalThis as { [PAGE_CACHE]?: { clear(): void } })[PAGE_CACHE]
  cache?.clear()
}
