#!/usr/bin/env node
/**
 * npm run lighthouse — Lighthouse (mobile, default simulated throttling) against the production build on
 * loopback, median of 3 runs per page after one discarded warm-up visit, in Debian's Chromium. Needs a
 * prior `npm run build`.
 * Prints a table (also written to bench-results/lighthouse.md) with the four category scores, CLS, LCP,
 * TBT, the first-load JavaScript (the scripts the HTML loads, gzip) and all JavaScript Lighthouse saw
 * transferred (including route prefetches), and checks them against the targets of
 * the production-quality issue. Exit code 1 when a target is missed.
 *
 * Options (env): LH_PORT (3500), LH_RUNS (3), LH_PAGES (comma-separated paths), CHROME_PATH.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { FIRST_LOAD_JS_BUDGET_KB, firstLoadJsKb } from './first-load-js.mjs'
import { waitForUp } from './wait.mjs'

const PORT = Number(process.env.LH_PORT ?? 3500)
const RUNS = Number(process.env.LH_RUNS ?? 3)
// LH_EDGE=1: through the shipped nginx in front of two instances (scripts/topology.mjs), not plain npm start.
const EDGE = process.env.LH_EDGE === '1'
let base = `http://127.0.0.1:${PORT}`
const CONFIGURATOR = '/yachts/wama-26/configure'

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

async function firstPostPath() {
  const html = await (await fetch(`${base}/blog`)).text()
  const m = /href="(\/blog\/[a-z0-9-]+)"/.exec(html)
  if (!m?.[1]) throw new Error('no post link on /blog')
  return m[1]
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

/** @param {import('lighthouse').Result} lhr */
function summarise(lhr) {
  const audits = lhr.audits
  const details = audits['network-requests']?.details
  const requests = details?.type === 'table' ? details.items : []
  const loadedJs = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0)
  /** @param {string} id */
  const score = (id) => {
    const category = lhr.categories[id]
    if (!category) throw new Error(`no ${id} category in the report`)
    return Math.round((category.score ?? 0) * 100)
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    loadedJsKb: loadedJs / 1024,
    failing: Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) =>
        c.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c.id}:${ref.id}`),
      ),
  }
}

const topology = EDGE ? await (await import('./topology.mjs')).startTopology({ base: PORT }) : null
if (topology) base = topology.edge
const server = topology
  ? null
  : spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
let chrome
try {
  await waitForUp(`${base}/api/health`)
  const pages = process.env.LH_PAGES?.split(',') ?? [
    '/',
    '/collection',
    '/yachts/wama-26',
    '/yachts/wama-42',
    '/blog',
    await firstPostPath(),
    '/about',
    '/contact',
    CONFIGURATOR,
  ]
  // Warm the server as a visitor would have: the page and data caches (empty at each start) and each
  // image variant the phone asks for, which next/image encodes on its first request after a build. One
  // discarded phone visit per page (below) does all of it.
  for (const p of pages) await fetch(base + p, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  for (const p of pages)
    await lighthouse(base + p, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
  const rows = []
  for (const p of pages) {
    const runs = []
    // A run Lighthouse could not finish (its runtime error says why) is reported and made again, at most
    // RUNS times, so a median is never taken over a score of 0 that measured nothing.
    for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
      const result = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`${p}: Lighthouse returned no result`)
      const { lhr } = result
      if (lhr.runtimeError) console.error(`${p}: run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`)
      else runs.push(summarise(lhr))
    }
    if (runs.length === 0) throw new Error(`${p}: no Lighthouse run finished`)
    const perf = median(runs.map((r) => r.performance))
    const pick = runs.find((r) => r.performance === perf)
    if (!pick) throw new Error(`${p}: no run has the median score`)
    const row = { path: p, ...pick, jsKb: await firstLoadJsKb(base, p), ok: false }
    const isConfigurator = p.replace(/^\/fr(?=\/)/, '') === CONFIGURATOR
    row.ok =
      row.performance >= (isConfigurator ? 90 : 95) &&
      row.accessibility === 100 &&
      row.bestPractices === 100 &&
      row.seo === 100 &&
      row.cls <= 0.05 &&
      row.jsKb <= (isConfigurator ? FIRST_LOAD_JS_BUDGET_KB.configurator : FIRST_LOAD_JS_BUDGET_KB.content)
    rows.push(row)
    console.error(
      `${p}: perf ${runs.map((r) => r.performance).join('/')} → ${perf}${row.failing.length ? `; failing ${row.failing.join(', ')}` : ''}`,
    )
  }

  const lines = [
    `Lighthouse ${RUNS}× mobile (simulated throttling), median by performance${EDGE ? ', through nginx in front of two instances' : ''} — ${new Date().toISOString()}`,
    '',
    '| page | perf | a11y | best pr. | SEO | CLS | LCP ms | TBT ms | first-load JS (gzip) | all JS during the run | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(3)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.jsKb.toFixed(1)} KB | ${r.loadedJsKb.toFixed(1)} KB | ${r.ok ? 'met' : 'MISSED'} |`,
    ),
  ]
  const table = lines.join('\n')
  console.log(table)
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/lighthouse.md', table + '\n')
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1
} finally {
  await chrome?.kill()
  server?.kill('SIGTERM')
  await topology?.close()
}
