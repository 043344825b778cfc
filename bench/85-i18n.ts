// Languages (issue 12 bench). (1) The messages one page downloads in one language: gzip bytes of the catalog
// chunks Chromium fetched (recorded from its network responses) for the site's home in de, ar and ja (Vite build,
// dist/site) and for an element page with one widget, <mempool-footer lang="ja"> (rollup build, dist/elements);
// goal ≤ 25 kB gzip, and no other language's catalog fetched. (2) Time to switch language on a live page, median
// of 5: a widget's `lang` attribute change until its texts are in the new language (a language not loaded yet,
// download included; one loaded already), and the site's language change until the page shows the new language.
// Prints figures against goals, never fails on them. Env: I18N_BENCH_RUNS (default 5).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { LAZY_CATALOG_CODES } from '../src/core'
import { createLiveServer } from '../tests/e2e/support/live-server'
import { startReplayServer } from '../tests/e2e/support/replay-server'
import { startStaticServer } from '../tests/e2e/support/static-server'
import { initFrame } from './support/widget-frames'
import { switchWidgetLanguage, watchPageLanguage } from './support/language-probes'
import type { PageTexts } from './support/language-probes'

const RUNS = Number(process.env['I18N_BENCH_RUNS'] ?? 5)
const CATALOG_GOAL_KB = 25
/** A reply within 100 ms reads as immediate (RAIL's response budget): a widget re-rendering in a new language. */
const WIDGET_SWITCH_GOAL_MS = 100
/** A page in another language is a page load: the same 1 s as the site bench's LCP goal. */
const SITE_SWITCH_GOAL_MS = 1000
const SHOWN_TIMEOUT_MS = 15_000
const SITE_ASSETS = 'dist/site/assets'
const ELEMENT_CHUNKS = 'dist/elements/chunks'
const SITE_MANIFEST = 'dist/site/.vite/manifest.json'
/** Site texts on the home page that show its language: the shell's navigation and a dashboard card's title. */
const SITE_TEXT_IDS = ['site.shell.nav.blocks', 'site.home.fees.title']
/** The footer's labels, shown with or without data. */
const FOOTER_TEXT_IDS = ['footer.unconfirmed', 'footer.incoming']

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value: number) => `${value.toFixed(0)} ms`
const verdict = (ok: boolean) => (ok ? 'ok' : 'over goal')
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN

/** Vite and rollup name a catalog's chunk after its JSON file: `ja-B3fCOiWJ.js` (code, dash, 8-char hash). */
const CATALOG_FILE = new RegExp(`^(${LAZY_CATALOG_CODES.join('|')})-[\\w-]{8}\\.js$`)

/** The language of a catalog chunk's URL or file name, or undefined for any other file. */
function catalogOf(urlOrName: string): string | undefined {
  const name = urlOrName.split('?')[0]?.split('/').at(-1) ?? ''
  return CATALOG_FILE.exec(name)?.[1]
}

function ensureBuilt(): void {
  for (const [path, script] of [
    [SITE_MANIFEST, 'build:site'],
    [ELEMENT_CHUNKS, 'build:lib'],
  ] as const) {
    if (existsSync(path)) continue
    console.log(`${path} is missing: building (npm run ${script})…`)
    spawnSync('npm', ['run', script, '--silent'], { stdio: 'inherit' })
  }
}

// ---- the catalog chunks on disk: names checked against the builds, sizes per language ----

/** Problems with the name rule: Vite's manifest says which file holds which catalog; rollup has one per code. */
function namingProblems(): string[] {
  const problems: string[] = []
  const manifest = JSON.parse(readFileSync(SITE_MANIFEST, 'utf8')) as Record<
    string,
    { file: string }
  >
  const fromManifest = new Map<string, string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const code = /i18n\/catalog\/([a-z]+)\.json$/.exec(key)?.[1]
    if (code) fromManifest.set(chunk.file.split('/').at(-1) ?? '', code)
  }
  for (const name of readdirSync(SITE_ASSETS).filter((file) => file.endsWith('.js')))
    if (catalogOf(name) !== fromManifest.get(name))
      problems.push(
        `${name}: manifest ${fromManifest.get(name) ?? 'none'}, name ${catalogOf(name)}`,
      )
  const elementCodes = readdirSync(ELEMENT_CHUNKS).flatMap((name) => catalogOf(name) ?? [])
  if ([...elementCodes].sort().join() !== [...LAZY_CATALOG_CODES].sort().join())
    problems.push(`${ELEMENT_CHUNKS}: catalog chunks for ${elementCodes.join(',')}`)
  return problems
}

function printCatalogFiles(): void {
  const problems = namingProblems()
  console.log(
    problems.length === 0
      ? `Catalog chunks: one per language (${LAZY_CATALOG_CODES.length}) in ${SITE_ASSETS} (names match ` +
          `Vite's manifest) and ${ELEMENT_CHUNKS}; English ships inside the code.`
      : `Catalog chunk names do not follow <code>-<hash>.js, figures below may be wrong:\n  ${problems.join('\n  ')}`,
  )
  for (const dir of [SITE_ASSETS, ELEMENT_CHUNKS]) {
    const sizes = readdirSync(dir)
      .filter((name) => catalogOf(name))
      .map((name) => ({
        code: catalogOf(name) ?? '',
        gzip: gzipSync(readFileSync(join(dir, name)), { level: 9 }).length,
      }))
      .sort((a, b) => a.gzip - b.gzip)
    const [least, most] = [sizes[0], sizes.at(-1)]
    if (least && most)
      console.log(
        `    ${dir}: each language's catalog ${kB(least.gzip)} (${least.code}) to ${kB(most.gzip)} ` +
          `(${most.code}) gzip -9 — goal ≤ ${CATALOG_GOAL_KB} kB: ${verdict(most.gzip <= CATALOG_GOAL_KB * 1000)}`,
      )
  }
}

// ---- what a page shows in a language ----

const catalogTexts = (code: string) =>
  JSON.parse(readFileSync(`src/core/i18n/catalog/${code}.json`, 'utf8')) as Record<string, string>

/** The texts of `ids` in `code` that differ from English (so that seeing them means the language is shown). */
function textsOf(code: string, ids: string[]): string[] {
  const [english, translated] = [catalogTexts('en'), catalogTexts(code)]
  return ids.flatMap((id) => {
    const text = translated[id]
    return text && text !== english[id] && !text.includes('{') ? [text] : []
  })
}

const siteTexts = (codes: string[]): PageTexts =>
  Object.fromEntries(codes.map((code) => [code, textsOf(code, SITE_TEXT_IDS)]))

// ---- (1) catalogs one page downloads ----

interface Fetched {
  code: string
  gzip: number
}

/** Starts recording the catalog chunks `page` downloads; the returned function gives them once all arrived. */
function recordCatalogs(page: Page): () => Promise<Fetched[]> {
  const fetched: Promise<Fetched>[] = []
  page.on('response', (response) => {
    const code = catalogOf(response.url())
    if (!code) return
    const gzip = response.body().then((body) => gzipSync(body, { level: 9 }).length)
    fetched.push(gzip.then((bytes) => ({ code, gzip: bytes })))
  })
  return () => Promise.all(fetched)
}

async function newContext(browser: Browser, texts: PageTexts): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // tsx compiles with esbuild's keepNames: functions handed to the page call its `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  await context.addInitScript(watchPageLanguage, texts)
  return context
}

const shownAt = (page: Page) =>
  page
    .waitForFunction(() => window.__i18nShownAt, null, { timeout: SHOWN_TIMEOUT_MS })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => NaN)

function printDownload(label: string, code: string, fetched: Fetched[], shown: boolean): void {
  const own = fetched.filter((f) => f.code === code)
  const bytes = own.reduce((sum, f) => sum + f.gzip, 0)
  const others = [...new Set(fetched.filter((f) => f.code !== code).map((f) => f.code))]
  console.log(
    `    ${label.padEnd(40)} ${kB(bytes).padStart(8)} gzip in ${own.length} ${code} chunk(s) — goal ≤ ` +
      `${CATALOG_GOAL_KB} kB: ${verdict(own.length > 0 && bytes <= CATALOG_GOAL_KB * 1000)}; other languages: ` +
      `${others.join(', ') || 'none'}${shown ? '' : `; the page never showed its ${code} texts`}`,
  )
}

interface Download {
  label: string
  url: string
  code: string
  /** Texts for watchPageLanguage (site pages). */
  texts: PageTexts
  /** Resolves when the page shows `code` (NaN: never). */
  shown: (page: Page) => Promise<number>
}

/** One cold load (new context, empty cache) of a page in one language, until it shows it and settles. */
async function measureDownload(browser: Browser, { label, url, code, texts, shown }: Download) {
  const context = await newContext(browser, texts)
  try {
    const page = await context.newPage()
    const catalogs = recordCatalogs(page)
    await page.goto(url)
    const inLanguage = !Number.isNaN(await shown(page))
    await page.waitForTimeout(1500) // anything loaded later (preloads, lazy parts) counts too
    printDownload(label, code, await catalogs(), inLanguage)
  } finally {
    await context.close()
  }
}

// ---- (2) switching language ----

function printSwitch(label: string, runs: number[], goalMs: number): void {
  const value = median(runs)
  const failed = runs.filter((run) => Number.isNaN(run)).length
  console.log(
    `    ${label.padEnd(48)} ${ms(value).padStart(7)} (runs ${runs.map(ms).join(', ')}) — goal ≤ ` +
      `${goalMs} ms: ${failed > 0 ? `${failed} run(s) never showed the language` : verdict(value <= goalMs)}`,
  )
}

const FOOTER = 'mempool-footer'

/** The element page: the footer's element script from dist, its tag in `lang`, data from the replay server. */
function elementPage(api: string, lang: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>i18n bench</title>
<script type="module" src="/elements/mempool-footer.js"></script></head>
<body><main><${FOOTER} api="${api}" lang="${lang}"></${FOOTER}></main></body></html>`
}

async function widgetSwitch(page: Page, code: string): Promise<number> {
  await page.waitForFunction((tag) => document.querySelector(tag)?.shadowRoot, FOOTER)
  const texts = textsOf(code, FOOTER_TEXT_IDS)
  return page
    .evaluate(switchWidgetLanguage, { selector: FOOTER, code, texts, timeoutMs: SHOWN_TIMEOUT_MS })
    .catch(() => NaN)
}

/** A fresh element page in ja, shown in Japanese; then `run` on it. */
async function onElementPage<T>(
  browser: Browser,
  url: string,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await newContext(browser, {})
  try {
    const page = await context.newPage()
    await page.goto(url)
    await widgetSwitch(page, 'ja') // already ja: resolves once its Japanese texts show
    return await run(page)
  } finally {
    await context.close()
  }
}

async function measureWidgetSwitches(browser: Browser, url: string): Promise<void> {
  const cold: number[] = []
  for (let i = 0; i < RUNS; i++)
    cold.push(await onElementPage(browser, url, (page) => widgetSwitch(page, 'de')))
  printSwitch('footer lang ja → de (de not loaded yet)', cold, WIDGET_SWITCH_GOAL_MS)
  const warm = await onElementPage(browser, url, async (page) => {
    await widgetSwitch(page, 'de')
    const runs: number[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await widgetSwitch(page, i % 2 === 0 ? 'ja' : 'de'))
    return runs
  })
  printSwitch('footer lang ja ↔ de (both loaded)', warm, WIDGET_SWITCH_GOAL_MS)
}

type SiteSwitchWay = 'language menu' | 'prefix URL'

/**
 * Opens the header's language menu and returns its link to `code` (a link with that hreflang, in a panel a
 * button opens through aria-controls), or undefined when the page has no such menu.
 */
async function menuLink(page: Page, code: string) {
  const link = page.locator(`a[hreflang="${code}"]`).first()
  if ((await link.count()) === 0) return undefined
  if (!(await link.isVisible())) {
    const panel = await link.evaluate((a) => a.closest('[id]')?.id ?? '')
    await page.locator(`[aria-controls="${panel}"]`).first().click()
  }
  return link
}

/**
 * The site's switch to `code`: a click on the language menu's link when the page has one, else going to the
 * same page under the new prefix. ms from the click (or the request) until the new page shows the language.
 */
async function siteSwitch(
  page: Page,
  base: string,
  code: string,
): Promise<[number, SiteSwitchWay]> {
  const link = await menuLink(page, code)
  const start = Date.now()
  if (link) await link.click()
  else await page.goto(`${base}/${code}`)
  await page.waitForURL(new RegExp(`/${code}(/|$)`), { waitUntil: 'commit' })
  return [(await shownAt(page)) - start, link ? 'language menu' : 'prefix URL']
}

async function measureSiteSwitches(browser: Browser, base: string): Promise<void> {
  const order = ['ja', 'ar', 'fr', 'es', 'de', 'ru', 'ko', 'he']
  const targets = Array.from({ length: RUNS }, (_, i) => order[i % order.length] ?? 'ja')
  const context = await newContext(browser, siteTexts(['de', ...order]))
  try {
    const page = await context.newPage()
    await page.goto(`${base}/de`)
    await shownAt(page)
    const runs: number[] = []
    const ways = new Set<SiteSwitchWay>()
    for (const code of targets) {
      const [time, way] = await siteSwitch(page, base, code)
      runs.push(time)
      ways.add(way)
    }
    const label = `site home /de → ${targets.join(', ')} (${[...ways].join(' / ')})`
    printSwitch(label, runs, SITE_SWITCH_GOAL_MS)
  } finally {
    await context.close()
  }
}

// ---- the run ----

async function withElementPage(run: (url: string) => Promise<void>): Promise<void> {
  const init = initFrame()
  const replay = await startReplayServer({ frames: [init], rest: { '/api/v1/init-data': init } })
  const dist = await startStaticServer('dist')
  dist.page('/ja.html', elementPage(replay.url, 'ja'))
  try {
    await run(`${dist.url}/ja.html`)
  } finally {
    await dist.close()
    await replay.close()
  }
}

async function withSite(run: (url: string) => Promise<void>): Promise<void> {
  const server = await createLiveServer({ seed: 7, blockIntervalS: 30, networks: 'mainnet' })
  console.log('starting the server on a simulated network (a first start takes a minute or two)…')
  await server.start()
  try {
    await run(server.url)
  } finally {
    await server.dispose()
  }
}

ensureBuilt()
printCatalogFiles()
const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {})
try {
  await withSite(async (site) => {
    await withElementPage(async (elements) => {
      console.log(
        '(1) message catalogs downloaded for one page in one language (cold load, gzip -9):',
      )
      for (const code of ['de', 'ar', 'ja']) {
        const [url, texts] = [`${site}/${code}`, siteTexts([code])]
        await measureDownload(browser, {
          label: `site home /${code}`,
          url,
          code,
          texts,
          shown: shownAt,
        })
      }
      const label = 'element page, <mempool-footer lang=ja>'
      const shown = (page: Page) => widgetSwitch(page, 'ja')
      await measureDownload(browser, { label, url: elements, code: 'ja', texts: {}, shown })
      console.log(`(2) time to switch language on a live page, median of ${RUNS}:`)
      await measureWidgetSwitches(browser, elements)
      await measureSiteSwitches(browser, site)
    })
  })
} finally {
  await browser.close()
}
