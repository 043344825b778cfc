// <mempool-clock> (issue 10 bench) in Debian Chromium: (a) the standalone element file's gzip size with its static
// imports, goal ≤ 90 kB with React; (b) main-thread time per 250 ms hand tick, goal ≤ 1 ms; (c) heap and DOM
// nodes after 24 simulated hours against the figures after 1 hour. The page runs on Playwright's fake clock and
// this process plays the server (support/clock-page.ts) with the e2e tests' hand-made frames and fake API
// (tests/e2e/support/clock-frames.ts, clock-mempool.ts), so a simulated day takes minutes. Prints figures
// against goals, never fails on them.
// Env: CLOCK_BENCH_HOURS (default 24), CLOCK_BENCH_MODES (default "mined,mempool").
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { Browser, CDPSession } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { importGraph, measureSizes } from '../scripts/size-check'
import { ClockPage, pageMetrics } from './support/clock-page'
import type { ClockMode } from './support/clock-page'
import { grownKinds, heapSummary } from './support/heap-snapshot'

const START_MS = Date.UTC(2026, 0, 15, 9, 0, 0)
const TICK_MS = 250
const TICKS_PER_WINDOW = 60
const WINDOW_PAIRS = 7
const SIZE_GOAL_KB = 90
const TICK_GOAL_MS = 1
/** A mempool update this often (simulated): under the socket's 30 s idle ping, so no ping falls in a step. */
const UPDATE_EVERY_MS = 20_000
const BLOCK_EVERY_MS = 600_000
const HOUR_MS = 3_600_000
const CHECK_EVERY_H = 6
const HOURS = Number(process.env['CLOCK_BENCH_HOURS'] ?? 24)
const MODES = (process.env['CLOCK_BENCH_MODES'] ?? 'mined,mempool').split(',') as ClockMode[]
const HARD_LIMIT_MS = 900_000

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const verdict = (ok: boolean) => (ok ? 'ok' : 'over goal')
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN

function printSize(): void {
  const entry = 'dist/elements/mempool-clock.js'
  if (!existsSync(entry)) {
    console.log(`${entry} is missing: building the library (npm run build:lib)…`)
    spawnSync('npm', ['run', 'build:lib', '--silent'], { stdio: 'inherit' })
  }
  const row = measureSizes().find((r) => r.file === 'elements/mempool-clock.js')
  if (!row) throw new Error(`${entry} was not built`)
  console.log(
    `(a) mempool-clock.js with the ${row.files - 1} chunks it imports statically, gzip level 9: ` +
      `${kB(row.gzipBytes)} — goal ≤ ${SIZE_GOAL_KB} kB: ${verdict(row.gzipBytes <= SIZE_GOAL_KB * 1000)}`,
  )
  const parts = [...importGraph(resolve(entry))].map((file) => ({ file, bytes: gzip(file) }))
  const largest = parts.sort((a, b) => b.bytes - a.bytes).slice(0, 6)
  console.log(
    `    largest: ${largest.map((p) => `${relative('dist', p.file)} ${kB(p.bytes)}`).join(', ')}`,
  )
}

/** Main-thread ms (task, script, style + layout) over TICKS_PER_WINDOW fake-clock steps of one tick. */
async function tickWindow(clock: ClockPage, session: CDPSession) {
  const before = await pageMetrics(session)
  for (let i = 0; i < TICKS_PER_WINDOW; i++) {
    await clock.advance(TICK_MS)
    await sleep(15) // real time for React's scheduler (MessageChannel, not faked) and a frame
  }
  const after = await pageMetrics(session)
  const ms = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000
  return {
    task: ms('TaskDuration'),
    script: ms('ScriptDuration'),
    style: ms('RecalcStyleDuration') + ms('LayoutDuration'),
  }
}

/** Scrolls the clock off-screen (or back) and waits for its data-active to follow. */
async function park(clock: ClockPage, away: boolean): Promise<void> {
  await clock.page.evaluate((y) => window.scrollTo(0, y), away ? 10_000 : 0)
  await clock.until(away ? 'inactive off-screen' : 'active again', (s) =>
    away ? s.active === 'false' : s.active === 'true',
  )
}

/**
 * Windows of ticks with the clock on screen against the same windows with it scrolled off-screen (no interval
 * runs then, so that is the harness's own cost: runFor, CDP), alternated WINDOW_PAIRS times; the median net.
 */
async function measureTicks(clock: ClockPage, session: CDPSession, mode: ClockMode) {
  await clock.until('active with its hands', (s) => s.active === 'true' && !Number.isNaN(s.hand))
  // Let the first paint's transitions end, then freeze CSS animations (the mined cube turns on the
  // compositor's clock, not the fake one), so the two windows differ only by the ticks.
  await clock.advance(5_000)
  await sleep(300)
  await session.send('Animation.setPlaybackRate', { playbackRate: 0 })
  const net = { task: [] as number[], script: [] as number[], style: [] as number[] }
  let moved = 0
  let parkedMoved = false
  for (let pair = 0; pair < WINDOW_PAIRS; pair++) {
    const start = (await clock.state()).hand
    const on = await tickWindow(clock, session)
    moved += ((await clock.state()).hand - start + 360) % 360
    await park(clock, true)
    const parked = (await clock.state()).hand
    const off = await tickWindow(clock, session)
    parkedMoved ||= (await clock.state()).hand !== parked
    await park(clock, false)
    for (const key of ['task', 'script', 'style'] as const)
      net[key].push((on[key] - off[key]) / TICKS_PER_WINDOW)
  }
  await session.send('Animation.setPlaybackRate', { playbackRate: 1 })
  const task = median(net.task)
  const script = median(net.script)
  const style = median(net.style)
  console.log(
    `(b) main-thread time per ${TICK_MS} ms tick, ${mode} mode: ${task.toFixed(2)} ms ` +
      `(script ${script.toFixed(2)}, style + layout ${style.toFixed(2)}, the rest paint and compositor ` +
      `commit ${(task - script - style).toFixed(2)}) — goal ≤ ${TICK_GOAL_MS} ms: ${verdict(task <= TICK_GOAL_MS)}`,
  )
  console.log(
    `    median of ${WINDOW_PAIRS} × ${TICKS_PER_WINDOW} ticks on screen minus as many off-screen ` +
      `(each: ${net.task.map((t) => t.toFixed(2)).join(', ')} ms); the second hand turned ` +
      `${(moved / WINDOW_PAIRS).toFixed(0)}° per window on screen and ` +
      `${parkedMoved ? 'MOVED off-screen (an interval ran)' : 'stood still off-screen'}`,
  )
}

async function heapFigures(session: CDPSession) {
  await session.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await session.send('Runtime.getHeapUsage')) as { usedSize: number }
  const metrics = await pageMetrics(session)
  return {
    heap: usedSize,
    nodes: metrics['Nodes'] ?? NaN,
    listeners: metrics['JSEventListeners'] ?? NaN,
  }
}

/** `durationMs` of simulated time: a mempool update every UPDATE_EVERY_MS, a block every BLOCK_EVERY_MS. */
async function simulate(clock: ClockPage, durationMs: number): Promise<void> {
  for (let t = UPDATE_EVERY_MS; t <= durationMs; t += UPDATE_EVERY_MS) {
    const nowS = clock.nowMs / 1000
    // durations are whole hours, so blocks stay ten minutes apart
    if (t % BLOCK_EVERY_MS === 0) clock.mempool.mine(nowS)
    else clock.mempool.update(nowS)
    await sleep(4) // let the frames arrive before the fake clock moves on
    await clock.advance(UPDATE_EVERY_MS)
  }
}

/**
 * One simulated hour, then the rest of the day with the heap after GC every CHECK_EVERY_H hours; V8 heap
 * snapshots at 1 h and at the end say what grew, compiled code (which V8 keeps adding for hours) apart.
 */
async function measureDay(clock: ClockPage, session: CDPSession, mode: ClockMode, note: string) {
  const started = Date.now()
  const tipBefore = clock.mempool.tip?.height ?? 0
  const shiftsBefore = await layoutShifts(clock)
  await simulate(clock, HOUR_MS)
  const first = await heapFigures(session)
  const firstSnapshot = await heapSummary(session)
  const curve = [first.heap]
  for (let hour = 1; hour < HOURS; hour += CHECK_EVERY_H) {
    await simulate(clock, Math.min(CHECK_EVERY_H, HOURS - hour) * HOUR_MS)
    curve.push((await heapFigures(session)).heap)
  }
  const last = await heapFigures(session)
  const lastSnapshot = await heapSummary(session)
  const ratio = last.heap / first.heap
  const flat = ratio <= 1.1 && last.nodes <= first.nodes * 1.05
  console.log(
    `(c) ${mode} mode, JS heap after ${HOURS} simulated hours vs after 1 (after CDP GC): ${kB(first.heap)} → ` +
      `${kB(last.heap)} (×${ratio.toFixed(3)}); DOM nodes ${first.nodes} → ${last.nodes}; listeners ` +
      `${first.listeners} → ${last.listeners} — goal flat (≤ ×1.1, nodes ≤ +5 %): ${verdict(flat)}`,
  )
  const withoutCode = (h: typeof firstSnapshot) => h.total - h.code
  console.log(
    `    every ${CHECK_EVERY_H} h: ${curve.map((b) => kB(b)).join(' → ')}; snapshot without compiled code ` +
      `${kB(withoutCode(firstSnapshot))} → ${kB(withoutCode(lastSnapshot))}, compiled code ` +
      `${kB(firstSnapshot.code)} → ${kB(lastSnapshot.code)}; grew most: ` +
      grownKinds(firstSnapshot, lastSnapshot, 4)
        .map((row) => `${row.kind} +${kB(row.bytes)}`)
        .join(', '),
  )
  const blocks = (clock.mempool.tip?.height ?? 0) - tipBefore
  const shifts = (await layoutShifts(clock)) - shiftsBefore
  console.log(
    `    ${blocks} blocks, a mempool update every ${UPDATE_EVERY_MS / 1000} s${note}; ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s real; socket inits ${clock.inits} (1 = no reconnect); ` +
      `layout shifts ${shifts} (${(shifts / blocks).toFixed(2)} per block); clock active ${(await clock.state()).active}` +
      (clock.unknownPaths.size ? `; unanswered: ${[...clock.unknownPaths].join(' ')}` : ''),
  )
}

/** Layout shifts the page has had (a PerformanceObserver from the init script in ClockPage). */
const layoutShifts = (clock: ClockPage) =>
  clock.page.evaluate(() => window.__clockLayoutShifts ?? 0)

async function runMode(browser: Browser, mode: ClockMode): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } })
  const page = await context.newPage()
  const clock = new ClockPage(page, mode, START_MS)
  await clock.open()
  const session = await context.newCDPSession(page)
  await session.send('Performance.enable')
  await session.send('Animation.enable')
  await measureTicks(clock, session, mode)
  let note = ''
  if (mode === 'mempool') {
    const loaded = [...clock.scripts].reduce((sum, file) => sum + gzip(file), 0)
    console.log(
      `    JS loaded in mempool mode, the lazy block-graph centre included: ${kB(loaded)} gzip`,
    )
    // The graph's transitions draw every fake animation frame through SwiftShader (~50 s real per
    // simulated hour); with reduced motion they are instant, and a day takes minutes.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    note = ' (prefers-reduced-motion, so the graph does not animate)'
  }
  await measureDay(clock, session, mode, note)
  await context.close()
}

async function main(): Promise<void> {
  printSize()
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {})
  try {
    for (const mode of MODES) await runMode(browser, mode)
  } finally {
    await browser.close()
  }
}

const limit = setTimeout(() => {
  console.error(`bench/72-clock: stopped after ${HARD_LIMIT_MS / 1000} s`)
  process.exit(1)
}, HARD_LIMIT_MS)
limit.unref()
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
