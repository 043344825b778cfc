// The page the clock's browser tests drive: the BUILT dist/elements/mempool-clock.js on a host page of its
// own origin under a strict CSP, talking to FakeMempool (clock-mempool.ts) through routed requests, with
// Playwright's fake clock, a switchable page visibility and a recording Screen Wake Lock stub.
import { test as base, expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { FAKE_API } from './clock-mempool'
import type { FakeMempool } from './clock-mempool'
import { startStaticServer } from './static-server'
import type { StaticServer } from './static-server'

export interface ClockOpenOptions {
  /** Attributes of <mempool-clock>; `api` defaults to the fake API. */
  attributes?: Record<string, string>
  /** Markup before the clock, e.g. a tall spacer that puts it off-screen. */
  before?: string
}

interface Stubs {
  /** Every wake lock asked for, and how many of them are still held. */
  wakeLocks: { requested: string[]; held: number }
  setHidden(hidden: boolean): void
}

declare global {
  interface Window {
    clockTestStubs: Stubs
  }
}

/**
 * Runs in the page before its scripts. Headless Chromium never hides a page and has no wake lock, so both
 * are stubbed the way a browser behaves: hiding fires `visibilitychange` and releases every held lock.
 */
function installStubs(): void {
  let hidden = false
  const held = new Set<EventTarget & { released: boolean }>()
  const stubs: Stubs = {
    wakeLocks: { requested: [], held: 0 },
    setHidden(next) {
      hidden = next
      if (next)
        for (const sentinel of [...held]) {
          sentinel.released = true
          held.delete(sentinel)
          sentinel.dispatchEvent(new Event('release'))
        }
      stubs.wakeLocks.held = held.size
      document.dispatchEvent(new Event('visibilitychange'))
    },
  }
  window.clockTestStubs = stubs
  const visibility = { configurable: true, get: () => (hidden ? 'hidden' : 'visible') }
  Object.defineProperty(Document.prototype, 'visibilityState', visibility)
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  const wakeLock = {
    request(type: string) {
      stubs.wakeLocks.requested.push(type)
      if (hidden) return Promise.reject(new DOMException('page hidden', 'NotAllowedError'))
      const sentinel = Object.assign(new EventTarget(), {
        type,
        released: false,
        release() {
          sentinel.released = true
          held.delete(sentinel)
          stubs.wakeLocks.held = held.size
          return Promise.resolve()
        },
      })
      held.add(sentinel)
      stubs.wakeLocks.held = held.size
      return Promise.resolve(sentinel)
    },
  }
  Object.defineProperty(Navigator.prototype, 'wakeLock', {
    configurable: true,
    get: () => wakeLock,
  })
}

export interface HandAngles {
  hour: number
  minute: number
  second: number | undefined
}

export interface ArcAngles {
  kind: string
  height: number | undefined
  startDeg: number
  endDeg: number
}

export class ClockPage {
  constructor(
    readonly page: Page,
    private readonly dist: StaticServer,
    private readonly host: StaticServer,
  ) {}

  /** The element's host. */
  get clock(): Locator {
    return this.page.locator('mempool-clock')
  }

  /** The root inside the shadow: `.clock[data-mode][data-index][data-network][data-active]`. */
  get root(): Locator {
    return this.page.locator('mempool-clock .clock')
  }

  /** Fake time from `startMs` (paused: it moves only when a test runs it), the stubs, and the fake API. */
  async prepare(mempool: FakeMempool, startMs: number): Promise<void> {
    // Installed a little earlier, as the installed clock runs until paused: pausing may not go back in time.
    await this.page.clock.install({ time: startMs - 10_000 })
    await this.page.clock.pauseAt(startMs)
    await this.page.addInitScript(installStubs)
    await mempool.attach(this.page)
  }

  async open(options: ClockOpenOptions = {}): Promise<Locator> {
    const attributes = { api: FAKE_API, ...options.attributes }
    const attributeText = Object.entries(attributes)
      .map(
        ([name, value]) => `${name}="${value.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`)}"`,
      )
      .join(' ')
    const api = FAKE_API.replace(/^http:/, '')
    const policy = `default-src 'none'; script-src ${this.dist.url}; connect-src http:${api} ws:${api}; style-src 'self'`
    this.host.page(
      '/',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><title>clock test page</title><script type="module" src="${this.dist.url}/elements/mempool-clock.js"></script></head><body><main><h1>Clock test page</h1>${options.before ?? ''}<mempool-clock ${attributeText}></mempool-clock></main></body></html>`,
    )
    await this.page.goto(`${this.host.url}/`)
    return this.clock
  }

  /** Moves the fake clock on, running every timer due meanwhile (the hands' ticks included). */
  async run(ms: number): Promise<void> {
    await this.page.clock.runFor(ms)
  }

  async setHidden(hidden: boolean): Promise<void> {
    await this.page.evaluate((next) => window.clockTestStubs.setHidden(next), hidden)
  }

  wakeLocks(): Promise<Stubs['wakeLocks']> {
    return this.page.evaluate(() => ({ ...window.clockTestStubs.wakeLocks }))
  }

  async hands(): Promise<HandAngles> {
    const deg = async (hand: string): Promise<number | undefined> => {
      const found = this.page.locator(`mempool-clock [data-hand="${hand}"]`)
      if ((await found.count()) === 0) return undefined
      return Number(await found.getAttribute('data-deg'))
    }
    return {
      hour: (await deg('hour')) ?? NaN,
      minute: (await deg('minute')) ?? NaN,
      second: await deg('second'),
    }
  }

  /** The dial's arcs in document order. */
  arcs(): Promise<ArcAngles[]> {
    return this.page.locator('mempool-clock [data-arc]').evaluateAll((paths) =>
      paths.map((path) => {
        const data = (path as SVGElement).dataset
        return {
          kind: data['arc'] ?? '',
          height: data['height'] === undefined ? undefined : Number(data['height']),
          startDeg: Number(data['startDeg']),
          endDeg: Number(data['endDeg']),
        }
      }),
    )
  }

  /** The visible stat labels' texts by `data-stat`. */
  stats(): Promise<Record<string, string>> {
    return this.page
      .locator('mempool-clock [part="stats"] [data-stat]')
      .evaluateAll((items) =>
        Object.fromEntries(
          items
            .filter((item) => (item as HTMLElement).offsetParent !== null)
            .map((item) => [
              (item as HTMLElement).dataset['stat'] ?? '',
              (item.textContent ?? '').replace(/\s+/g, ' ').trim(),
            ]),
        ),
      )
  }

  /** Heap after a full GC, and DOM nodes: all the page's (CDP counters) and the clock's shadow tree. */
  async memory(): Promise<{ heapBytes: number; domNodes: number; shadowNodes: number }> {
    const cdp = await this.page.context().newCDPSession(this.page)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const counters = await cdp.send('Memory.getDOMCounters')
    await cdp.detach()
    const shadowNodes = await this.clock.evaluate(
      (element) => element.shadowRoot?.querySelectorAll('*').length ?? 0,
    )
    return { heapBytes: heap.usedSize, domNodes: counters.nodes, shadowNodes }
  }
}

/** Local unix seconds of a UTC wall time on the test day, 2026-01-15. */
export const utc = (hhmmss: string): number => Date.parse(`2026-01-15T${hhmmss}Z`) / 1000

interface Fixtures {
  clockPage: ClockPage
}
interface WorkerFixtures {
  clockDist: StaticServer
  clockHost: StaticServer
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  clockDist: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, provide) => {
      if (!existsSync('dist/elements/mempool-clock.js'))
        throw new Error('dist/elements/mempool-clock.js is missing: run `npm run build:lib` first')
      const server = await startStaticServer('dist')
      await provide(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  clockHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, provide) => {
      const server = await startStaticServer()
      await provide(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  clockPage: async ({ page, clockDist, clockHost }, provide) => {
    await provide(new ClockPage(page, clockDist, clockHost))
  },
})

export { expect }
