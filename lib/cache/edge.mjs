/**
 * The edges in front of the instances (EDGE_PUBLISH_URLS, comma-separated) keep pages under the moment of
 * the site's last publish. After cached content has expired here, each is told, so its pages move to new
 * keys and the next visitor gets the new render. An edge that cannot be reached is logged and otherwise
 * left alone: it refreshes its copies within seconds anyway.
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function tellEdges(env = process.env) {
  const urls = (env.EDGE_PUBLISH_URLS ?? '').split(/[\s,]+/).filter(Boolean)
  await Promise.all(
    urls.map(async (url) => {
      try {
        const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(1000) })
        if (!res.ok) console.warn(`[cache] the edge at ${url} answered ${res.status} to a publish`)
      } catch (error) {
        console.warn(
          `[cache] the edge at ${url} was not told of a publish: ${error instanceof Error ? error.message : error}`,
        )
      }
    }),
  )
}
