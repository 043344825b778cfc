// <mempool-clock> from the BUILT bundle (dist/elements/mempool-clock.js) in Chromium, fed hand-made frames by
// FakeMempool (page.routeWebSocket + page.route) under Playwright's fake clock: the arcs' angles for known block
// times, the stat labels, no hand movement while hidden or off-screen, kiosk mode, the network colours, a flat
// heap and DOM over 24 simulated hours, axe-core; and one live run against the embedded server.
// Run `npm run build:lib` first.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { BlockExtended } from '../../src/core'
import { makeChain } from './support/clock-frames'
import { FakeMempool } from './support/clock-mempool'
import { expect, test, utc } from './support/clock-page'
import type { ArcAngles, ClockPage } from './support/clock-page'
import { livePagesForSpec } from './support/live-page'
import { liveServerForSpec } from './support/live-server'

/** 10:40:00 UTC on the test day: the fake clock starts here. */
const START_S = utc('10:40:00')

/**
 * 16 blocks (so the clock can keep all it may): 899,985–899,996 ten minutes apart up to 09:20 (all older than
 * the dial's hour), then 899,997 at 09:52:00, 899,998 at 10:05:30, 899,999 five seconds later and 900,000 at 10:21:15.
 */
const KNOWN_TIMES = ['09:52:00', '10:05:30', '10:05:35', '10:21:15'].map(utc)
const knownChain = () =>
  makeChain(899_985, [
    ...Array.from({ length: 12 }, (_, i) => utc('09:20:00') - (11 - i) * 600),
    ...KNOWN_TIMES,
  ])

async function openClock(
  clockPage: ClockPage,
  attributes: Record<string, string> = {},
  options: { before?: string } = {},
): Promise<FakeMempool> {
  const mempool = new FakeMempool(knownChain(), START_S)
  await clockPage.prepare(mempool, START_S * 1000)
  await clockPage.open({ attributes, ...(options.before ? { before: options.before } : {}) })
  // Let the socket connect and the first frames land; the dial then shows 10:40:01.
  await clockPage.run(1_000)
  await expect(clockPage.root).toHaveAttribute('data-mode', attributes['mode'] ?? 'mempool')
  return mempool
}

/** Arcs rounded to a tenth of a degree (one second of the dial), for exact comparisons. */
const rounded = (arcs: ArcAngles[]) =>
  arcs.map((arc) => ({
    ...arc,
    startDeg: Math.round(arc.startDeg * 10) / 10,
    endDeg: Math.round(arc.endDeg * 10) / 10,
  }))

test.use({ timezoneId: 'UTC', locale: 'en-US', viewport: { width: 1000, height: 900 } })

test.describe('the dial (UTC)', () => {
  test('block arcs run from the previous block (or an hour ago) to their own time, the pending arc to now', async ({
    clockPage,
  }) => {
    const mempool = await openClock(clockPage)
    // 10:40:01: the window opens at 09:40:01 (240.1°). 899,996 (09:20) has left; 899,999 sweeps 0.5° (omitted).
    await expect
      .poll(async () => rounded(await clockPage.arcs()))
      .toEqual([
        { kind: 'block', height: 899_997, startDeg: 240.1, endDeg: 312 },
        { kind: 'block', height: 899_998, startDeg: 312, endDeg: 393 },
        { kind: 'block', height: 900_000, startDeg: 33.5, endDeg: 127.5 },
        { kind: 'pending', height: undefined, startDeg: 127.5, endDeg: 240.1 },
      ])
    expect(await clockPage.hands()).toEqual({ hour: 320.008, minute: 240.1, second: 6 })

    // 12 min 29 s on (10:52:30): 899,997 (09:52) left the hour; 899,998 now starts where the window does.
    await clockPage.run(749_000)
    await expect
      .poll(async () => rounded(await clockPage.arcs()))
      .toEqual([
        { kind: 'block', height: 899_998, startDeg: 315, endDeg: 393 },
        { kind: 'block', height: 900_000, startDeg: 33.5, endDeg: 127.5 },
        { kind: 'pending', height: undefined, startDeg: 127.5, endDeg: 315 },
      ])
    expect(await clockPage.hands()).toMatchObject({ minute: 315, second: 180 })

    // A block found at 10:52:30 closes the pending arc and a new, empty one begins.
    mempool.mine(utc('10:52:30'))
    await clockPage.run(1_000)
    await expect
      .poll(async () => rounded(await clockPage.arcs()))
      .toEqual([
        { kind: 'block', height: 899_998, startDeg: 315.1, endDeg: 393 },
        { kind: 'block', height: 900_000, startDeg: 33.5, endDeg: 127.5 },
        { kind: 'block', height: 900_001, startDeg: 127.5, endDeg: 315 },
      ])
    await expect(clockPage.page.getByRole('img', { name: /last block 900,001/ })).toBeVisible()
  })

  test('the accessible name says the time, the last block and how long ago it was found', async ({
    clockPage,
  }) => {
    await openClock(clockPage)
    const face = clockPage.page.locator('mempool-clock [part="face"]')
    await expect(face).toHaveAttribute('role', 'img')
    // 900,000 was found at 10:21:15: 18 min 45 s before 10:40.
    await expect(face).toHaveAttribute('aria-label', /^10:40 .*900,000.*19 minutes ago$/)
    const label = await face.getAttribute('aria-label')
    await clockPage.run(58_000) // 10:40:59: still the same words (it changes at most once a minute)
    await expect(face).toHaveAttribute('aria-label', label ?? '')
    await clockPage.run(1_000)
    await expect(face).toHaveAttribute('aria-label', /^10:41 .*900,000.*20 minutes ago$/)
  })
})

test.describe('the dial (Asia/Kolkata, UTC+5:30)', () => {
  test.use({ timezoneId: 'Asia/Kolkata' })

  test('angles are the local minute of the hour: half an hour off UTC turns every arc by 180°', async ({
    clockPage,
  }) => {
    await openClock(clockPage)
    await expect
      .poll(async () => rounded(await clockPage.arcs()))
      .toEqual([
        { kind: 'block', height: 899_997, startDeg: 60.1, endDeg: 132 },
        { kind: 'block', height: 899_998, startDeg: 132, endDeg: 213 },
        { kind: 'block', height: 900_000, startDeg: 213.5, endDeg: 307.5 },
        { kind: 'pending', height: undefined, startDeg: 307.5, endDeg: 420.1 },
      ])
    // 16:10:01 local: the hour hand between 4 and 5.
    expect(await clockPage.hands()).toMatchObject({ hour: 125.008, minute: 60.1 })
  })
})

test.describe('stat labels', () => {
  test('mempool mode: price, high priority fee, memory usage and unconfirmed, updated by the socket', async ({
    clockPage,
  }) => {
    const mempool = await openClock(clockPage)
    await expect
      .poll(() => clockPage.stats())
      .toEqual({
        price: expect.stringMatching(/price.*\$71,240/i),
        priority: expect.stringMatching(/priority.*23(\.0)? sat\/vB/i),
        memory: expect.stringMatching(/memory.*702\.11 MB.*3\.00 GB/i),
        unconfirmed: expect.stringMatching(/unconfirmed.*98,412/i),
      })
    mempool.update(START_S + 2)
    await clockPage.run(1_000)
    await expect.poll(async () => (await clockPage.stats())['unconfirmed']).toMatch(/98,413/)
  })

  test('mined mode: size and transactions of the chosen block', async ({ clockPage }) => {
    await openClock(clockPage, { mode: 'mined', index: '2' })
    // index 2 = 899,998: 1,000 + (899,998 % 7 = 1) × 311 transactions, 1,500,000 + (% 5 = 3) × 50,000 bytes
    await expect
      .poll(() => clockPage.stats())
      .toEqual({
        price: expect.stringMatching(/\$71,240/),
        priority: expect.stringMatching(/23(\.0)? sat\/vB/),
        size: expect.stringMatching(/size.*1\.65 MB/i),
        transactions: expect.stringMatching(/transactions.*1,311/i),
      })
    await expect(clockPage.page.locator('mempool-clock [part="cube"]')).toBeVisible()
    await expect(clockPage.page.locator('mempool-clock [data-figure="height"]')).toHaveText(
      /899,?998/,
    )
  })

  test('stats="false" hides every label, and nothing else', async ({ clockPage }) => {
    await openClock(clockPage, { stats: 'false' })
    await expect(clockPage.page.locator('mempool-clock [data-arc="pending"]')).toHaveCount(1)
    await expect(clockPage.page.locator('mempool-clock [part="dial"]')).toBeVisible()
    await expect(clockPage.page.locator('mempool-clock [data-stat]')).toHaveCount(0)
    await expect(clockPage.page.getByText('$71,240')).toHaveCount(0)
  })
})

/** Counts attribute changes of the hands from now on; read with `handChanges(page)`. */
async function watchHands(page: Page): Promise<void> {
  await page.locator('mempool-clock').evaluate((element) => {
    const target = element.shadowRoot?.querySelector('[part="face"]')
    const counter = { changes: 0 }
    Object.assign(window, { handCounter: counter })
    if (!target) return
    new MutationObserver((records) => {
      counter.changes += records.filter((record) =>
        (record.target as Element).hasAttribute?.('data-hand'),
      ).length
    }).observe(target, { attributes: true, subtree: true })
  })
}
const handChanges = (page: Page): Promise<number> =>
  page.evaluate(
    () => (window as unknown as { handCounter: { changes: number } }).handCounter.changes,
  )

test.describe('no timed work out of sight', () => {
  test('while the page is hidden the hands stand still, and catch up when it is shown again', async ({
    clockPage,
  }) => {
    await openClock(clockPage, { mode: 'mined' })
    const { page } = clockPage
    await watchHands(page)
    await clockPage.run(2_000)
    expect(await handChanges(page)).toBeGreaterThan(0) // the watch sees ticks at all

    await clockPage.setHidden(true)
    await expect(clockPage.root).toHaveAttribute('data-active', 'false')
    const before = await clockPage.hands()
    const changesBefore = await handChanges(page)
    await clockPage.run(30_000)
    expect(await handChanges(page)).toBe(changesBefore)
    expect(await clockPage.hands()).toEqual(before)
    await expect(page.locator('mempool-clock [part="cube"]')).toHaveCSS(
      'animation-play-state',
      'paused',
    )

    await clockPage.setHidden(false)
    await clockPage.run(250)
    await expect(clockPage.root).toHaveAttribute('data-active', 'true')
    // 10:40:01 + 2 s + 30 s + 0.25 s → 10:40:33
    expect(await clockPage.hands()).toMatchObject({ minute: 243.3, second: 198 })
  })

  test('off-screen the hands stand still; scrolled into view they move again', async ({
    clockPage,
  }) => {
    // A tall SVG (sized by attributes: the page's CSP allows no inline style) pushes the clock below the fold.
    await openClock(
      clockPage,
      { height: '500' },
      { before: '<svg width="10" height="3000" aria-hidden="true"></svg>' },
    )
    const { page } = clockPage
    await expect(clockPage.root).toHaveAttribute('data-active', 'false')
    await watchHands(page)
    const before = await clockPage.hands()
    await clockPage.run(30_000)
    expect(await handChanges(page)).toBe(0)
    expect(await clockPage.hands()).toEqual(before)

    await clockPage.clock.scrollIntoViewIfNeeded()
    await expect(clockPage.root).toHaveAttribute('data-active', 'true')
    await clockPage.run(500)
    expect(await handChanges(page)).toBeGreaterThan(0)
    expect((await clockPage.hands()).second).toBe(186) // 10:40:31
  })
})

test.describe('kiosk', () => {
  test('holds a screen wake lock, again after the page was hidden', async ({ clockPage }) => {
    await openClock(clockPage, { kiosk: '' })
    await expect.poll(() => clockPage.wakeLocks()).toEqual({ requested: ['screen'], held: 1 })
    await clockPage.setHidden(true) // the browser lets the lock go
    expect(await clockPage.wakeLocks()).toEqual({ requested: ['screen'], held: 0 })
    await clockPage.setHidden(false)
    await expect
      .poll(() => clockPage.wakeLocks())
      .toEqual({ requested: ['screen', 'screen'], held: 1 })
  })

  test('shows no interactive chrome: nothing in the clock is a button or takes the focus', async ({
    clockPage,
  }) => {
    await openClock(clockPage, { kiosk: '' })
    const { page } = clockPage
    await expect(page.locator('mempool-clock [data-kind="mined"]').first()).toBeVisible()
    await expect(page.locator('mempool-clock [part="centre"] canvas')).toHaveCount(1)
    await expect(page.locator('mempool-clock [part="clockchain"] button')).toHaveCount(0)
    await expect(page.locator('mempool-clock [part="time-toggle"]')).toHaveCount(0)
    const focusable = await clockPage.clock.evaluate((element) =>
      [
        ...(element.shadowRoot?.querySelectorAll(
          'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ) ?? []),
      ].map((found) => `${found.localName}.${found.className}`),
    )
    expect(focusable).toEqual([])
  })

  test('without kiosk: no wake lock, and the clockchain blocks are buttons that choose the centre', async ({
    clockPage,
  }) => {
    await openClock(clockPage)
    const { page } = clockPage
    const chosen = page.locator('mempool-clock button[data-kind="mined"][data-index="3"]')
    await expect(chosen).toBeVisible()
    await expect(page.locator('mempool-clock [part="time-toggle"]')).toBeVisible()
    expect(await clockPage.wakeLocks()).toEqual({ requested: [], held: 0 })

    const events = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.addEventListener('mp-clock-select', (event) =>
            resolve((event as CustomEvent).detail),
          ),
        ),
    )
    await chosen.click()
    expect(await events).toMatchObject({ mode: 'mined', index: 3 })
    await expect(clockPage.root).toHaveAttribute('data-mode', 'mined')
    await expect(clockPage.root).toHaveAttribute('data-index', '3')
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
  })
})

/** Hue (0–360), saturation and lightness (0–1) of a CSS colour, resolved by the page. */
interface Hsl {
  h: number
  s: number
  l: number
}

/** The colours the dial's gradient is drawn with (its two stops' computed stop-color). */
async function gradientColours(clockPage: ClockPage): Promise<{ start: Hsl; end: Hsl }> {
  return clockPage.clock.evaluate((element) => {
    const toHsl = (css: string): Hsl => {
      const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map((n) => Number(n) / 255)
      const max = Math.max(r, g, b)
      const min = Math.min(r, g, b)
      const l = (max + min) / 2
      const d = max - min
      const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1))
      const h =
        d === 0
          ? 0
          : max === r
            ? 60 * (((g - b) / d + 6) % 6)
            : max === g
              ? 60 * ((b - r) / d + 2)
              : 60 * ((r - g) / d + 4)
      return { h, s, l }
    }
    const stop = (name: string) =>
      getComputedStyle(element.shadowRoot?.querySelector(`[part="face"] stop.${name}`) as Element)
        .stopColor
    return { start: toHsl(stop('gradient-start')), end: toHsl(stop('gradient-end')) }
  })
}

/** A colour's family as spec §2.5 names them: grey, teal, blue or dark blue, purple, magenta (or other). */
function family({ h, s, l }: Hsl): string {
  if (s < 0.12) return 'grey'
  if (h >= 160 && h < 195) return 'teal'
  if (h >= 195 && h < 255) return l < 0.3 ? 'dark blue' : 'blue'
  if (h >= 255 && h < 295) return 'purple'
  if (h >= 295 && h < 335) return 'magenta'
  return `other (${Math.round(h)}°)`
}

test.describe('network colours (spec §2.5)', () => {
  const anyBlue = expect.stringMatching(/^(dark )?blue$/)
  const expected: Record<string, { start: unknown; end: unknown }> = {
    mainnet: { start: 'purple', end: anyBlue },
    testnet: { start: anyBlue, end: anyBlue },
    signet: { start: 'magenta', end: 'purple' },
    liquid: { start: 'teal', end: 'dark blue' },
    liquidtestnet: { start: 'grey', end: 'dark blue' },
  }
  for (const [network, colours] of Object.entries(expected)) {
    test(`${network}: the arcs' gradient`, async ({ clockPage }) => {
      await openClock(clockPage, { network, mode: 'mined' })
      await expect(clockPage.root).toHaveAttribute('data-network', network)
      const { start, end } = await gradientColours(clockPage)
      expect({ start: family(start), end: family(end) }).toEqual(colours)
    })
  }

  test('a host page can set its own gradient with the public custom properties', async ({
    clockPage,
  }) => {
    await openClock(clockPage, { network: 'signet', mode: 'mined' })
    await clockPage.clock.evaluate((element: HTMLElement) => {
      element.style.setProperty('--mp-clock-gradient-start', 'rgb(0, 200, 0)')
      element.style.setProperty('--mp-clock-gradient-end', 'rgb(200, 0, 0)')
    })
    expect(await gradientColours(clockPage)).toMatchObject({
      start: { h: 120, s: 1 },
      end: { h: 0, s: 1 },
    })
  })
})

test.describe('axe-core', () => {
  for (const [mode, theme] of [
    ['mempool', 'dark'],
    ['mined', 'light'],
  ] as const) {
    test(`0 violations (${mode} mode, ${theme} theme)`, async ({ clockPage }) => {
      await openClock(clockPage, { mode, theme })
      await expect(clockPage.page.locator('mempool-clock [data-arc="pending"]')).toHaveCount(1)
      await expect.poll(async () => Object.keys(await clockPage.stats()).length).toBe(4)
      await clockPage.page.clock.resume() // axe-core waits on timers of its own
      const results = await new AxeBuilder({ page: clockPage.page }).analyze()
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    })
  }
})

test.describe('a long run', () => {
  /** Minutes between blocks; they add up to an hour, so every simulated hour ends with the dial alike. */
  const BLOCK_GAPS_MIN = [7, 13, 9, 11, 6, 14]
  /** A mempool update this often (the socket would ping after 30 s without a frame). */
  const UPDATE_EVERY_S = 20

  /** Drives `hours` of simulated time from `fromS`: every tick, every update, every block. */
  async function simulate(
    clockPage: ClockPage,
    mempool: FakeMempool,
    fromS: number,
    hours: number,
  ) {
    let nowS = fromS
    for (let hour = 0; hour < hours; hour++)
      for (const gap of BLOCK_GAPS_MIN) {
        for (let s = 0; s < gap * 60; s += UPDATE_EVERY_S) {
          await clockPage.run(UPDATE_EVERY_S * 1000)
          nowS += UPDATE_EVERY_S
          mempool.update(nowS)
        }
        mempool.mine(nowS)
      }
    return nowS
  }

  test('flat memory: after 24 more simulated hours of blocks, mempool updates and hand ticks, heap and DOM are within a bound of the 1-hour figures', async ({
    clockPage,
  }) => {
    test.setTimeout(30 * 60_000)
    // Mempool mode runs the most code: the clockchain, stats, the dial and the centre's projected-block graph.
    const mempool = await openClock(clockPage, { mode: 'mempool' })
    await expect(clockPage.page.locator('mempool-clock [part="centre"] canvas')).toHaveCount(1)
    let nowS = await simulate(clockPage, mempool, START_S + 1, 1)
    const oneHour = await clockPage.memory()
    const arcsAtOneHour = await clockPage.arcs()
    const heapByHour = [oneHour.heapBytes]
    for (let hour = 2; hour <= 25; hour++) {
      nowS = await simulate(clockPage, mempool, nowS, 1)
      heapByHour.push((await clockPage.memory()).heapBytes)
    }
    const dayLater = await clockPage.memory()
    test.info().annotations.push({
      type: 'clock memory',
      description: `heap by hour (kB): ${heapByHour.map((b) => Math.round(b / 1000)).join(' ')}; page DOM nodes ${oneHour.domNodes} → ${dayLater.domNodes}, clock shadow nodes ${oneHour.shadowNodes} → ${dayLater.shadowNodes}`,
    })

    expect(nowS - START_S).toBeGreaterThanOrEqual(25 * 3600)
    // Still live on the one socket it opened: the newest block named, the dial drawn alike.
    const tip = new Intl.NumberFormat('en-US').format(mempool.tip?.height ?? 0)
    await expect(
      clockPage.page.getByRole('img', { name: new RegExp(`last block ${tip},`) }),
    ).toBeVisible()
    expect((await clockPage.arcs()).map((arc) => arc.kind)).toEqual(
      arcsAtOneHour.map((arc) => arc.kind),
    )
    expect(mempool.received.filter((command) => command['action'] === 'init')).toHaveLength(1)
    // The bounds: the clock's own tree exactly as large; the page's DOM nodes (CDP counter, so detached nodes
    // not yet collected count too) at most 20 more; the heap after a full GC at most 2 MB over the 1-hour figure
    // (measured: +1.0–1.15 MB, nearly all in hour 2 as code warms up, then flat).
    expect(dayLater.shadowNodes).toBe(oneHour.shadowNodes)
    expect(dayLater.domNodes).toBeLessThanOrEqual(oneHour.domNodes + 20)
    expect(dayLater.heapBytes).toBeLessThanOrEqual(oneHour.heapBytes + 2_000_000)
    // No slow climb either: hour 13 → 25 adds at most 250 kB (measured −77 and +66 kB; a planted leak of
    // ~1 kB per stats render, about 37 kB an hour, added 445 kB: caught here, though within the bound above).
    expect(dayLater.heapBytes - (heapByHour[12] ?? 0)).toBeLessThanOrEqual(250_000)
  })
})

test.describe('live against the embedded server', () => {
  const server = liveServerForSpec(test, { blockIntervalS: 10, seed: 9 })
  const pages = livePagesForSpec(test)

  /** Height of the newest mined block on the clockchain. */
  const chainTip = (page: Page): Promise<number> =>
    page
      .locator('mempool-clock [data-kind="mined"][data-index="0"]')
      .getAttribute('data-height', { timeout: 60_000 })
      .then(Number)

  /** The block at `height` and the one before it, from the server. */
  const blockAndPrevious = async (height: number): Promise<BlockExtended[]> =>
    (await (await fetch(`${server.url}/api/v1/blocks/${height}`)).json()) as BlockExtended[]

  test('new blocks: the clockchain, the dial’s name and the centre follow the tip; a block arc spans the live block times', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await pages.open(
      page,
      server.url,
      ['clock'],
      `<mempool-clock api="${server.url}" mode="mined" height="700"></mempool-clock>`,
    )
    const first = await chainTip(page)
    expect(first).toBeGreaterThan(0)

    // The tip moves on, and everything that names it follows (read together: blocks come every ~10 s).
    const en = new Intl.NumberFormat('en-US')
    const followsTip = async () => {
      const tip = await chainTip(page)
      const [block] = await blockAndPrevious(tip)
      const shown = (selector: string) => page.locator(`mempool-clock ${selector}`)
      return {
        moved: tip > first,
        label: (await shown('[part="face"]').getAttribute('aria-label'))?.includes(
          `last block ${en.format(tip)},`,
        ),
        cube: (await shown('[data-figure="height"]').textContent()) === en.format(tip),
        transactions:
          (await shown('[data-stat="transactions"] dd').textContent()) ===
          en.format(block?.tx_count ?? -1),
      }
    }
    await expect
      .poll(followsTip, { timeout: 90_000 })
      .toEqual({ moved: true, label: true, cube: true, transactions: true })

    // Blocks under 10 s apart sweep under 1° (not drawn): wait for a new tip found ≥ 12 s after its parent,
    // then its arc must run from the parent's time to its own (UTC page: 1 s = 0.1°).
    let arcBlock: BlockExtended[] = []
    await expect
      .poll(
        async () => {
          arcBlock = await blockAndPrevious(await chainTip(page))
          const [block, previous] = arcBlock
          return (
            !!block &&
            !!previous &&
            block.height > first &&
            block.timestamp - previous.timestamp >= 12
          )
        },
        { timeout: 150_000, intervals: [1_000] },
      )
      .toBe(true)
    const [block, previous] = arcBlock as [BlockExtended, BlockExtended]
    const startDeg = (previous.timestamp % 3600) / 10
    const arc = page.locator(`mempool-clock [data-arc="block"][data-height="${block.height}"]`)
    await expect(arc).toHaveCount(1)
    expect(Number(await arc.getAttribute('data-start-deg'))).toBeCloseTo(startDeg, 2)
    expect(Number(await arc.getAttribute('data-end-deg'))).toBeCloseTo(
      startDeg + (block.timestamp - previous.timestamp) / 10,
      2,
    )
  })
})
