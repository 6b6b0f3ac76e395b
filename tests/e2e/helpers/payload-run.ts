import { execFileSync } from 'node:child_process'

/**
 * Runs `script` with `payload run` and returns the line it printed that starts with `marker`, with all it
 * printed. `payload run` imports the script through tsx's loader thread, and here about one run in fifteen
 * ends with status 0 before the script has run at all (the import is never answered; scripts/start.mjs
 * meets the same). A run without the line is made again, each time with the environment `envFor` gives.
 */
export function payloadRunLine(
  script: string,
  marker: string,
  envFor: () => NodeJS.ProcessEnv = () => process.env,
): { line: string | undefined; printed: string } {
  let printed = ''
  for (let attempt = 1; attempt <= 4; attempt++) {
    printed = execFileSync('npx', ['payload', 'run', script], {
      env: envFor(),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    const line = printed.split('\n').find((l) => l.startsWith(marker))
    if (line) return { line: line.slice(marker.length), printed }
  }
  return { line: undefined, printed }
}
