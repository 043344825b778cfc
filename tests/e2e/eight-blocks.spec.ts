// <mempool-eight-blocks> on a page of another origin, live against the embedded server: one graph per block
// with its info overlay, each block's transactions fetched once, a new block replacing the graphs; test mode
// driven by Playwright's clock, and a block that left the list leaving the cache (seen in the requests).
// Run `npm run build:lib` first (the page loads the built element scripts).
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { BlockExtended } from '../../src/core'
import { liveServerForSpec } from './support/live-server'
import { livePagesForSpec } from './support/live-page'

const server = liveServerForSpec(test, {
  blockIntervalS: 10,
  seed: 9,
  networks: 'mainnet',
})
const pages = livePagesForSpec(test)

interface Shown {
  /** The block each graph draws (set when its slide-in starts). */
  drawn: string | undefined
  height: string | undefined
  pool: string | undefined
  time: string | undefined
  infoShown: boolean
}

/** What every block of the element shows. */
function shownBlocks(page: Page): Promise<Shown[]> {
  return page.locator('mempool-eight-blocks').evaluate((element) =>
    [...(element.shadowRoot?.querySelectorAll<HTMLElement>('figure.block') ?? [])].map((figure) => {
      const info = figure.querySelector('.info')
      const text = (key: string) =>
        info?.querySelector(`[data-info="${key}"]`)?.textContent ?? undefined
      return {
        drawn: figure.dataset['hash'],
        height: text('height'),
        pool: text('pool'),
        time: text('time'),
        infoShown: info?.classList.contains('info--shown') ?? false,
      }
    }),
  )
}

/** Why the element shows no block: not defined, no shadow root, or its alert's text. */
function problem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.querySelector('mempool-eight-blocks')
    if (!customElements.get('mempool-eight-blocks')) return 'element not defined'
    if (!element?.shadowRoot) return 'no shadow root'
    return `alert: ${element.shadowRoot.querySelector('[role="alert"]')?.textContent ?? 'none'}`
  })
}

/** The fade of the first info overlay, e.g. '1s'. */
function infoFade(page: Page): Promise<string> {
  return page.locator('mempool-eight-blocks').evaluate((element) => {
    const info = element.shadowRoot?.querySelector('.info')
    return info ? getComputedStyle(info).transitionDuration : 'none'
  })
}

/** Summary requests by block hash, in order. */
function watchSummaries(page: Page): string[] {
  const hashes: string[] = []
  page.on('request', (request) => {
    const match = /\/api\/v1\/block\/([0-9a-f]{64})\/summary$/.exec(request.url())
    if (match?.[1]) hashes.push(match[1])
  })
  return hashes
}

const countOf = (list: readonly string[], item: string): number =>
  list.filter((entry) => entry === item).length

async function block(hash: string): Promise<BlockExtended> {
  const response = await fetch(`${server.url}/api/v1/block/${hash}`)
  return (await response.json()) as BlockExtended
}

test('one graph per block with height, pool and local time; each block fetched once; a new block replaces them', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1100, height: 800 })
  const summaries = watchSummaries(page)
  await pages.open(
    page,
    server.url,
    ['eight-blocks'],
    `<mempool-eight-blocks api="${server.url}" num-blocks="3" block-width="320"></mempool-eight-blocks>`,
  )
  const drawnAndShown = async () =>
    (await shownBlocks(page)).filter((shown) => shown.drawn && shown.infoShown).length
  await expect.poll(drawnAndShown, { timeout: 60_000 }).toBe(3)
  await expect(page.locator('mempool-eight-blocks canvas')).toHaveCount(3)

  const shown = await shownBlocks(page)
  const blocks = await Promise.all(shown.map((entry) => block(entry.drawn ?? '')))
  // Newest first, consecutive heights.
  expect(blocks.map((b) => b.height)).toEqual([0, 1, 2].map((i) => (blocks[0]?.height ?? 0) - i))
  for (const [index, entry] of shown.entries()) {
    const mined = blocks[index]!
    const pool = mined.extras?.pool?.name
    const time = await page.evaluate(
      (seconds) =>
        new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric' }).format(
          seconds * 1000,
        ),
      mined.timestamp,
    )
    expect(entry).toMatchObject({
      height: String(mined.height),
      pool: pool ? `by ${pool}` : 'Unknown',
      time,
    })
  }
  for (const entry of shown) expect(countOf(summaries, entry.drawn ?? '')).toBe(1)
  // Read while an info overlay is shown: a block mined meanwhile hides them until its info delay has passed.
  await expect.poll(() => infoFade(page), { timeout: 10_000 }).toBe('1s')
  const axe = await new AxeBuilder({ page }).include('mempool-eight-blocks').analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

  // The next block: every graph moves on together and only the new block is fetched.
  const before = shown.map((entry) => entry.drawn ?? '')
  await expect
    .poll(async () => (await shownBlocks(page))[0]?.drawn, { timeout: 120_000 })
    .not.toBe(before[0])
  await expect
    .poll(async () => (await shownBlocks(page)).map((entry) => entry.drawn), { timeout: 10_000 })
    .not.toContain(undefined)
  const after = (await shownBlocks(page)).map((entry) => entry.drawn ?? '')
  expect(after).toHaveLength(3)
  expect(after).toContain(before[0])
  for (const hash of new Set(summaries)) expect(countOf(summaries, hash), hash).toBe(1)
})

test('test mode starts at the oldest stored block, moves one block per 10 s, and drops the block that left from its cache; no fade with reduced motion', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 900, height: 700 })
  await page.clock.install()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const summaries = watchSummaries(page)
  await pages.open(
    page,
    server.url,
    ['eight-blocks'],
    `<mempool-eight-blocks api="${server.url}" num-blocks="2" block-width="300" test></mempool-eight-blocks>`,
  )
  // The page's timers only run when the test moves the clock.
  const heightsAfter = async (ms: number): Promise<(string | undefined)[]> => {
    await page.clock.runFor(ms)
    const shown = await shownBlocks(page)
    // No block at all: say why, so a failure reads as more than an empty list.
    if (shown.length === 0) return [await problem(page)]
    return shown.map((entry) => (entry.infoShown ? entry.height : undefined))
  }
  await expect
    .poll(() => heightsAfter(250), { timeout: 60_000 })
    .toEqual([expect.any(String), expect.any(String)])
  const [newest, oldest] = (await shownBlocks(page)).map((entry) => Number(entry.height))
  expect(newest).toBe((oldest ?? 0) + 1)
  // The simulated chain has no block 800,000 (it starts later): the window begins at its oldest block.
  const below = await fetch(`${server.url}/api/v1/blocks/${(oldest ?? 0) - 1}`)
  expect(await below.json()).toEqual([])

  const first = (await shownBlocks(page)).map((entry) => entry.drawn ?? '')
  expect(summaries).toHaveLength(2)
  expect(new Set(summaries)).toEqual(new Set(first))

  await page.clock.runFor(10_000)
  await expect
    .poll(() => heightsAfter(250), { timeout: 30_000 })
    .toEqual([String((newest ?? 0) + 1), String(newest)])
  expect(summaries).toHaveLength(3) // only the new block
  const oldestHash = first[1] ?? ''

  // Three blocks again: the window starts over at the oldest block, whose transactions left the cache
  // when it left the list, so they are asked for again; the two blocks still on show are not.
  await page
    .locator('mempool-eight-blocks')
    .evaluate((element) => element.setAttribute('num-blocks', '3'))
  await expect
    .poll(() => heightsAfter(250), { timeout: 30_000 })
    .toEqual([String((newest ?? 0) + 1), String(newest), String(oldest)])
  expect(countOf(summaries, oldestHash)).toBe(2)
  expect(summaries).toHaveLength(4)
  expect(await infoFade(page)).toBe('0s') // reduced motion: the overlays appear without a fade
})
