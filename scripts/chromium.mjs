// @ts-check
// The Debian Chromium every browser run uses (tests, Lighthouse, screenshots), with what keeps it quiet and
// repeatable: no sandbox (the suite runs as root), no GPU, no QUIC, and none of its own network chatter.
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
