import { PAGE_CACHE } from '../../scripts/page-cache.mjs'

/** Call after revalidateTag/revalidatePath: the page cache that `npm start` puts in front of Next empties, so the next visitor gets Next's fresh render. */
export function expirePageCache(): void {
  const cache = (globalThis as { [PAGE_CACHE]?: { clear(): void } })[PAGE_CACHE]
  cache?.clear()
}
