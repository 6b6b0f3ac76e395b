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

/**
 * Headless Chromium 156 prepares the address bar's suggestion popup (two web pages of its own) for every window,
 * so every browser context Playwright opens costs 1.3–2 s of CPU before the test's page loads: on two cores that
 * was a third of the suite. Switching those popups off needs a `--disable-features` of our own, and Chromium keeps
 * only the last of that flag, so this one repeats the features Playwright switches off (its list in 1.57; a unit test compares it with the
 * installed one) before adding ours.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AcceptCHFrame',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'Translate',
  'AutoDeElevate',
  'RenderDocument',
  'OptimizationHints',
]

/** The flags of the test runs: the common ones, and no address-bar popup prepared per window. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
]
