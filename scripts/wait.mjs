/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `url` until it answers 2xx. Throws after `ms`, or at once when `stopped()` says the server it waits for
 * has exited: "`what` exited:" or "`what` did not answer within `ms` ms:", then `log()` (its last lines, say).
 * @param {string} url
 * @param {{ ms?: number, what?: string, log?: () => string, stopped?: () => boolean }} [options]
 */
export async function waitForUp(url, { ms = 90_000, what = url, log = () => '', stopped = () => false } = {}) {
  const started = Date.now()
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    if (stopped()) throw new Error(`${what} exited:\n${log()}`)
    if (Date.now() - started > ms) throw new Error(`${what} did not answer within ${ms} ms:\n${log()}`)
    await sleep(250)
  }
}

/**
 * Polls `url` until nothing answers there, for five seconds at most: a killed server's children (next start's own
 * server) die with it a moment later, and only then is its port free for the next one.
 * @param {string} url
 */
export async function waitForDown(url) {
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(url)
    } catch {
      return
    }
    await sleep(100)
  }
}
