// Widgets in a real browser (Debian Chromium): bundle sizes (goal: the blockchain or footer element file
// ≤ 90 kB gzip with React; mempool.space's initial JS is 463 kB gzip), time from the WebSocket opening to
// the first full strip and footer, and main-thread time per live update. Prints figures, never fails on them.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import type { Browser, CDPSession, Page } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { measureSizes, sizeTable } from '../scripts/size-check'
import { startReplayServer } from '../tests/e2e/support/replay-server'
import type { ReplayServer } from '../tests/e2e/support/replay-server'
import { startStaticServer } from '../tests/e2e/support/static-server'
import type { StaticServer } from '../tests/e2e/support/static-server'
import { instrumentWebSocket, waitUntilReady } from './support/page-timing'
import type { ReadyTarget } from './support/page-timing'
import { initFrame, initSource, liveFrames } from './support/widget-frames'

const LOADS = 5
const LIVE_UPDATES = 50
/** Gap between live frames (ms): long enough for each update to render on its own. */
const FRAME_GAP_MS = 60
const READY_TIMEOUT_MS = 20_000
const HARD_LIMIT_MS = 180_000
const VIEWPORT = { width: 1280, height: 720 }
const MEMPOOL_SPACE_INITIAL_JS_KB = 463

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2
}

function printSizes(): boolean {
  if (!existsSync('dist/elements')) {
    console.log('dist/elements is missing: building the library (npm run build:lib)…')
    spawnSync('npm', ['run', 'build:lib', '--silent'], { stdio: 'inherit' })
  }
  const rows = measureSizes()
  console.log(
    '\nBundle sizes, gzip level 9, each file plus every chunk it imports statically (React included):',
  )
  console.table(sizeTable(rows))
  for (const name of ['blockchain', 'footer']) {
    const row = rows.find((r) => r.file === `elements/mempool-${name}.js`)
    if (row)
      console.log(
        `  mempool-${name}.js: ${(row.gzipBytes / 1000).toFixed(1)} kB gzip (goal ≤ 90 kB; ` +
          `mempool.space initial JS ${MEMPOOL_SPACE_INITIAL_JS_KB} kB gzip)`,
      )
  }
  return rows.some((r) => r.file === 'elements/mempool-blockchain.js')
}

/** The host page: the element scripts from the dist origin and their tags pointed at the replay server. */
function hostPage(dist: StaticServer, replay: ReplayServer, widgets: string[]): string {
  const scripts = widgets
    .map((w) => `<script type="module" src="${dist.url}/elements/mempool-${w}.js"></script>`)
    .join('\n')
  const tags = widgets.map((w) => `<mempool-${w} api="${replay.url}"></mempool-${w}>`).join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>widget bench</title>
${scripts}</head><body><main>${tags}</main></body></html>`
}

async function openAndTime(page: Page, url: string, target: ReadyTarget): Promise<number> {
  await page.goto(url)
  await page.evaluate(waitUntilReady, [target, READY_TIMEOUT_MS] as [ReadyTarget, number])
  const { open, ready } = await page.evaluate(() => ({
    open: window.__benchSocketOpenMs ?? NaN,
    ready: window.__benchReadyMs ?? NaN,
  }))
  return ready - open
}

/** Main-thread task and script seconds (Chrome DevTools Protocol Performance.getMetrics). */
async function mainThreadSeconds(session: CDPSession) {
  const { metrics } = (await session.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[]
  }
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
  return {
    task: get('TaskDuration'),
    script: get('ScriptDuration'),
    styleLayout: get('RecalcStyleDuration') + get('LayoutDuration'),
  }
}

async function run(): Promise<void> {
  const hasStrip = printSizes()
  const widgets = hasStrip ? ['blockchain', 'footer'] : ['footer']
  const init = initFrame()
  const target: ReadyTarget = {
    projected: hasStrip
      ? Math.min(init['mempool-blocks'].length, Math.max(1, Math.floor(VIEWPORT.width / 2 / 155)))
      : 0,
    heights: hasStrip ? init.blocks.map((b) => b.height) : [],
    footer: true,
  }
  console.log(
    `\nPage: ${widgets.map((w) => `<mempool-${w}>`).join(' + ')}` +
      (hasStrip ? '' : ' (mempool-blockchain.js is not built: footer only)') +
      `, ${VIEWPORT.width}×${VIEWPORT.height}, ${initSource} init frame (${init.blocks.length} blocks, ` +
      `${init['mempool-blocks'].length} projected tiles), replay server on loopback.`,
  )

  const replay = await startReplayServer({ frames: [init], rest: { '/api/v1/init-data': init } })
  const dist = await startStaticServer('dist')
  const host = await startStaticServer()
  host.page('/', hostPage(dist, replay, widgets))
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: playwrightConfig.use?.launchOptions?.args ?? ['--headless', '--no-sandbox'],
    })
    const context = await browser.newContext({ viewport: VIEWPORT })
    // tsx compiles with esbuild's keepNames: functions handed to the page call its `__name` helper.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
    await context.addInitScript(instrumentWebSocket)

    // (a) WebSocket open → everything of the init frame on screen, fresh page each time.
    const timings: number[] = []
    for (let load = 0; load < LOADS; load++) {
      const page = await context.newPage()
      timings.push(await openAndTime(page, `${host.url}/`, target))
      await page.close()
    }
    console.log(
      `\n(a) WebSocket open → first full ${hasStrip ? 'strip (every projected tile and mined cube) and footer' : 'footer'}: ` +
        `median ${median(timings).toFixed(1)} ms over ${LOADS} loads ` +
        `(each: ${timings.map((t) => t.toFixed(1)).join(', ')} ms)`,
    )

    // (b) Main-thread time per live update, net of an equally long idle window on the same page.
    const page = await context.newPage()
    await openAndTime(page, `${host.url}/`, target)
    const session = await page.context().newCDPSession(page)
    await session.send('Performance.enable')
    const windowMs = LIVE_UPDATES * FRAME_GAP_MS + 500
    const idleStart = await mainThreadSeconds(session)
    await sleep(windowMs)
    const idleEnd = await mainThreadSeconds(session)
    const frames = liveFrames(init, LIVE_UPDATES)
    const liveStart = await mainThreadSeconds(session)
    for (const frame of frames) {
      replay.push(frame)
      await sleep(FRAME_GAP_MS)
    }
    await sleep(500)
    const liveEnd = await mainThreadSeconds(session)
    const perUpdate = (end: number, start: number, idle: number) =>
      ((end - start - idle) * 1000) / LIVE_UPDATES
    const idleTask = idleEnd.task - idleStart.task
    const idleScript = idleEnd.script - idleStart.script
    const idleStyle = idleEnd.styleLayout - idleStart.styleLayout
    const blocks = frames.filter((f) => 'block' in f).length
    console.log(
      `(b) main-thread time per live update (${LIVE_UPDATES} frames: ${LIVE_UPDATES - blocks} mempool-blocks + stats, ` +
        `${blocks} new blocks; idle baseline subtracted): ` +
        `${perUpdate(liveEnd.task, liveStart.task, idleTask).toFixed(2)} ms task, ` +
        `${perUpdate(liveEnd.script, liveStart.script, idleScript).toFixed(2)} ms script, ` +
        `${perUpdate(liveEnd.styleLayout, liveStart.styleLayout, idleStyle).toFixed(2)} ms style + layout ` +
        `(idle window: ${(idleTask * 1000).toFixed(1)} ms task in ${windowMs} ms)`,
    )
    const shownTip = await page.evaluate(() => {
      const find = (root: ParentNode): Element[] => [
        ...root.querySelectorAll('.mined-list [data-height]'),
        ...[...root.querySelectorAll('*')].flatMap((el) =>
          el.shadowRoot ? find(el.shadowRoot) : [],
        ),
      ]
      return Math.max(0, ...find(document).map((el) => Number(el.getAttribute('data-height'))))
    })
    if (hasStrip)
      console.log(
        `    strip tip after the live frames: ${shownTip} (init tip + ${blocks} expected)`,
      )
    await session.detach()
    await page.close()
    await context.close()
  } finally {
    await browser?.close()
    await Promise.all([replay.close(), dist.close(), host.close()])
  }
}

const limit = setTimeout(() => {
  console.error(`bench/30-widgets: stopped after ${HARD_LIMIT_MS / 1000} s`)
  process.exit(1)
}, HARD_LIMIT_MS)
limit.unref()
run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
