// The page side of bench/72-clock.ts: this process plays the whole server for one page — the host page and
// the dist files (page.route) here, REST and the live socket through the e2e tests' FakeMempool — on the
// page's fake clock (page.clock), so simulated hours pass in seconds. Also the probes the bench reads.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CDPSession, Page } from '@playwright/test'
import { makeChain } from '../../tests/e2e/support/clock-frames'
import { FAKE_API, FakeMempool } from '../../tests/e2e/support/clock-mempool'

export const CLOCK_ORIGIN = 'http://clock.bench'
export type ClockMode = 'mempool' | 'mined'

declare global {
  interface Window {
    __clockLayoutShifts?: number
  }
}

/** Page init script: counts layout shifts (a new block that moves the layout instead of transforming). */
function countLayoutShifts(): void {
  window.__clockLayoutShifts = 0
  new PerformanceObserver((list) => {
    window.__clockLayoutShifts = (window.__clockLayoutShifts ?? 0) + list.getEntries().length
  }).observe({ type: 'layout-shift' })
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export class ClockPage {
  /** The page's fake time; it moves only through advance(). */
  nowMs: number
  /** The fake API: it answers the page's socket and REST reads, and mines or updates when told. */
  readonly mempool: FakeMempool
  /** dist files the page loaded (for the lazily loaded size). */
  readonly scripts = new Set<string>()
  /** Paths on the page's own origin that are neither the page nor a dist file. */
  private readonly unknownOwnPaths = new Set<string>()

  constructor(
    readonly page: Page,
    private readonly mode: ClockMode,
    startMs: number,
  ) {
    this.nowMs = startMs
    const startS = startMs / 1000
    // 16 blocks ten minutes apart, the last found three minutes ago; a heavier projected block than the tests'
    const times = Array.from({ length: 16 }, (_, i) => startS - 180 - (15 - i) * 600)
    this.mempool = new FakeMempool(makeChain(870_000, times), startS, {
      projectedTxs: 2_000,
      txsPerUpdate: 40,
    })
  }

  /** `init` commands seen: more than one means the socket reconnected. */
  get inits(): number {
    return this.mempool.received.filter((command) => command['action'] === 'init').length
  }

  /** Paths the page asked for that nothing here answers. */
  get unknownPaths(): Set<string> {
    return new Set([...this.unknownOwnPaths, ...this.mempool.unanswered])
  }

  /** Routes the page, installs the fake clock paused at the start time and loads the clock. */
  async open(): Promise<void> {
    await this.page.route(`${CLOCK_ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname
      if (path === '/') return route.fulfill({ body: this.html(), contentType: 'text/html' })
      const file = resolve('dist', `.${path}`)
      if (file.startsWith(resolve('dist')) && existsSync(file)) {
        this.scripts.add(file)
        return route.fulfill({ path: file, contentType: 'text/javascript' })
      }
      this.unknownOwnPaths.add(path)
      return route.fulfill({ status: 404, json: { error: 'not a dist file' } })
    })
    await this.mempool.attach(this.page)
    // tsx compiles with esbuild's keepNames: functions handed to the page call its `__name` helper.
    await this.page.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
    await this.page.addInitScript(countLayoutShifts)
    await this.page.clock.install({ time: this.nowMs - 1_000 })
    await this.page.clock.pauseAt(this.nowMs) // install lets time run; from here only advance() moves it
    await this.page.goto(`${CLOCK_ORIGIN}/`)
  }

  /** Moves the fake clock on, firing every timer due on the way. */
  async advance(ms: number): Promise<void> {
    await this.page.clock.runFor(ms)
    this.nowMs += ms
  }

  /** data-active of `.clock` and the fastest hand's angle (the minute hand under reduced motion). */
  state(): Promise<{ active: string | null; hand: number }> {
    return this.page.evaluate(() => {
      const root = document.querySelector('mempool-clock')?.shadowRoot
      const hand =
        root?.querySelector('[data-hand="second"]') ?? root?.querySelector('[data-hand="minute"]')
      return {
        active: root?.querySelector('.clock')?.getAttribute('data-active') ?? null,
        hand: Number(hand?.getAttribute('data-deg') ?? NaN),
      }
    })
  }

  /** Polls from here (the page's timers are fake) until the clock's state passes `ok`. */
  async until(
    what: string,
    ok: (state: { active: string | null; hand: number }) => boolean,
  ): Promise<void> {
    const deadline = Date.now() + 20_000
    while (!ok(await this.state())) {
      if (Date.now() > deadline) throw new Error(`the clock never got ${what}`)
      await sleep(50)
    }
  }

  /** The clock at 800 × 600 with a tall spacer below, so scrolling down takes it off-screen. */
  private html(): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>clock bench</title>
<script type="module" src="/elements/mempool-clock.js"></script></head><body style="margin:0">
<mempool-clock api="${FAKE_API}" mode="${this.mode}" width="800" height="600"></mempool-clock>
<div style="height:3000px"></div></body></html>`
  }
}

/** Chrome's Performance.getMetrics as a name → value map. */
export async function pageMetrics(session: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await session.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[]
  }
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]))
}
