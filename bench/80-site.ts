// The explorer site (issue 11 bench): (a) the home page's initial JS — the entry with its static imports and the
// home page's chunk with its own — in gzip bytes, goal ≤ 150 kB (mempool.space: 463 kB); (b) the home page's
// largest contentful paint on localhost, cold (a new browser context each run), in Debian Chromium, served by
// the real server on a simulated network, goal ≤ 1 s; (c) the JS each other page adds on top of the home's.
// Sizes come from Vite's manifest of the built site (dist/site/.vite/manifest.json). Prints figures against
// goals, never fails on them.
// Env: SITE_BENCH_RUNS (default 5) LCP runs.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { Browser } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { createLiveServer } from '../tests/e2e/support/live-server'

const SITE = 'dist/site'
const MANIFEST = join(SITE, '.vite/manifest.json')
const JS_GOAL_KB = 150
const LCP_GOAL_MS = 1000
const RUNS = Number(process.env['SITE_BENCH_RUNS'] ?? 5)

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const verdict = (ok: boolean) => (ok ? 'ok' : 'over goal')
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN

function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) {
    console.log(`${MANIFEST} is missing: building the site (npm run build:site)…`)
    spawnSync('npm', ['run', 'build:site', '--silent'], { stdio: 'inherit' })
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest
}

/** The JS files a manifest key loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  if (chunk.file.endsWith('.js')) into.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into)
  return into
}

const gzipOf = (files: Iterable<string>) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(SITE, file)), { level: 9 }).length,
    0,
  )

/** Each page module of the registry (src/site/app/pages.ts imports), keyed as the manifest names it. */
function pageKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => /(^|\/)(pages|clock|views)\/.*-page\.tsx$/.test(key))
}

function printSizes(): void {
  const manifest = readManifest()
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const home = pageKeys(manifest).find((key) => key.endsWith('home/home-page.tsx'))
  if (!entry || !home) throw new Error('the manifest has no entry or no home page')
  const initial = staticClosure(manifest, home, staticClosure(manifest, entry))
  const bytes = gzipOf(initial)
  console.log(
    `(a) home page initial JS (entry + home chunk, static imports, ${initial.size} files), gzip level 9: ` +
      `${kB(bytes)} — goal ≤ ${JS_GOAL_KB} kB: ${verdict(bytes <= JS_GOAL_KB * 1000)}`,
  )
  console.log('(c) JS each page adds on top of the home page (gzip):')
  for (const key of pageKeys(manifest)
    .filter((k) => k !== home)
    .sort()) {
    const extra = [...staticClosure(manifest, key)].filter((file) => !initial.has(file))
    console.log(`    ${key.padEnd(48)} ${kB(gzipOf(extra)).padStart(9)} (${extra.length} files)`)
  }
}

interface Lcp {
  ms: number
  /** What painted it: tag and class of the element (a widget's host for content in its shadow root). */
  element: string
}

/** LCP of one cold load of `url` (new context: empty cache). */
async function coldLcp(browser: Browser, url: string): Promise<Lcp> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(2500) // the live widgets' first data; LCP stops at the first input
    return await page.evaluate(
      () =>
        new Promise<Lcp>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as
              (PerformanceEntry & { element?: Element }) | undefined
            const node = last?.element
            const root = node?.getRootNode()
            const host = root instanceof ShadowRoot ? `${root.host.tagName.toLowerCase()} > ` : ''
            const name = node
              ? `${host}${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
              : '?'
            resolve({ ms: last?.startTime ?? NaN, element: name })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          setTimeout(() => resolve({ ms: NaN, element: 'none' }), 1000)
        }),
    )
  } finally {
    await context.close()
  }
}

async function printLcp(): Promise<void> {
  const server = await createLiveServer({ seed: 7, blockIntervalS: 30, networks: 'mainnet' })
  console.log('starting the server on a simulated network (a first start takes a minute or two)…')
  await server.start()
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {})
  try {
    await coldLcp(browser, `${server.url}/`) // the server's own first answers warm up
    const results: Lcp[] = []
    for (let i = 0; i < RUNS; i++) results.push(await coldLcp(browser, `${server.url}/`))
    const runs = results.map((result) => result.ms)
    const lcp = median(runs)
    console.log(
      `(b) home page LCP, cold, median of ${RUNS}: ${lcp.toFixed(0)} ms ` +
        `(runs ${runs.map((ms) => ms.toFixed(0)).join(', ')}) — goal ≤ ${LCP_GOAL_MS} ms: ${verdict(lcp <= LCP_GOAL_MS)}`,
    )
    console.log(
      `    painted by: ${[...new Set(results.map((result) => result.element))].join(', ')}`,
    )
  } finally {
    await browser.close()
    await server.dispose()
  }
}

printSizes()
await printLcp()
