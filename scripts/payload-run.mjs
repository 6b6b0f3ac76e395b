// `payload run` imports its script through tsx's loader thread, and about one run in fifteen here ends with
// status 0 before the script has run at all: the import is never answered. So a run counts only when the
// script printed its closing line (one that starts with `marker`); a run without it is made again.
import { spawnSync } from 'node:child_process'

/**
 * Runs `script` with `payload run` until it prints a line starting with `marker`, at most `attempts` times,
 * each with the environment `env(attempt)` gives. `echo` passes everything the script prints on.
 *
 * @param {string} script
 * @param {{ marker: string, env?: (attempt: number) => NodeJS.ProcessEnv, attempts?: number, echo?: boolean }} options
 * @returns {{ status: number | null, line: string | undefined, printed: string }} `line`: the marked line, marker removed
 */
export function payloadRun(script, { marker, env = () => process.env, attempts = 4, echo = false }) {
  let printed = ''
  /** @type {number | null} */
  let status = null
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const run = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'run', script], {
      env: env(attempt),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', echo ? 'inherit' : 'pipe'],
    })
    printed = run.stdout + (run.stderr ?? '')
    if (echo) process.stdout.write(run.stdout)
    status = run.status
    if (status !== 0) break
    const line = run.stdout.split('\n').find((l) => l.startsWith(marker))
    if (line !== undefined) return { status, line: line.slice(marker.length), printed }
    console.error(`[payload run] ${script} ended before it ran (attempt ${attempt} of ${attempts})`)
  }
  return { status, line: undefined, printed }
}
