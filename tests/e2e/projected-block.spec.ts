// <mempool-projected-block> live against the embedded server (src/server/main.ts at its default 600 s block
// interval, so the mempool keeps a standing backlog of several projected blocks; first start ≈ 2 min):
// index 0 draws its squares and is named "Projected block 1: N transactions"; mempool updates and mined
// blocks change them; an index beyond the projected blocks shows the last one; arrow keys move between
// blocks (re-tracking on the socket); leaving the page's DOM stops the tracking (`track-mempool-block: -1`).
// Run `npm run build:lib` first (the page loads the built element script).
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'
import { livePagesForSpec } from './support/live-page'
import { pixelStats } from './support/pixel-stats'

const server = liveServerForSpec(test, {
  blockIntervalS: 600,
  seed: 1,
  networks: 'mainnet',
})
const pages = livePagesForSpec(test)

async function projectedBlockCount(): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/fees/mempool-blocks`)
  return ((await response.json()) as unknown[]).length
}

/** Every `track-mempool-block` value the page sends over its websockets, in order. */
function watchTracking(page: Page): number[] {
  const sent: number[] = []
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('track-mempool-block')) return
      const value = (JSON.parse(payload) as Record<string, unknown>)['track-mempool-block']
      if (typeof value === 'number') sent.push(value)
    }),
  )
  return sent
}

/** Times of the `projected-block-transactions` deltas for block 0 that add or remove transactions. */
function watchChangingDeltas(page: Page): number[] {
  const seen: number[] = []
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('projected-block-transactions')) return
      const frame = (JSON.parse(payload) as Record<string, unknown>)['projected-block-transactions']
      const { index, delta } = (frame ?? {}) as {
        index?: number
        delta?: { added?: unknown[]; removed?: unknown[] }
      }
      if (index === 0 && (delta?.added?.length || delta?.removed?.length)) seen.push(Date.now())
    }),
  )
  return seen
}

/** Opens the host page with the tags, each 320 px square (set through the CSSOM: the page's CSP has no inline styles). */
async function openBlocks(page: Page, tags: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' }) // transitions become cuts: stable pixels
  await page.setViewportSize({ width: 1000, height: 900 })
  await pages.open(page, server.url, ['projected-block'], tags)
  await page.locator('mempool-projected-block').evaluateAll((elements) => {
    for (const element of elements as HTMLElement[]) {
      element.style.display = 'inline-block'
      element.style.width = '320px'
    }
  })
}

/** Waits until the element's graph (its canvas) shows squares; returns the screenshot that did. */
async function expectSquares(page: Page, element: Locator): Promise<Buffer> {
  const canvas = element.locator('canvas')
  let shot: Buffer = Buffer.alloc(0)
  await expect
    .poll(
      async () => {
        shot = await canvas.screenshot()
        return (await pixelStats(page, shot)).drawnShare
      },
      { timeout: 30_000, message: 'the graph never drew its squares' },
    )
    .toBeGreaterThan(0.1)
  return shot
}

const labelPattern = (n: number): RegExp =>
  new RegExp(`^Projected block ${n}: [\\d,]+ transactions?$`)

test('index 0: squares drawn and named; mempool updates and new blocks change them', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const tracking = watchTracking(page)
  const changingDeltas = watchChangingDeltas(page)
  await openBlocks(
    page,
    `<mempool-projected-block id="next" api="${server.url}"></mempool-projected-block>`,
  )
  const element = page.locator('#next')
  const block = element.locator('[part=block]')
  await expect(block).toHaveAttribute('aria-label', labelPattern(1), { timeout: 30_000 })
  await expect(block).toHaveAttribute('data-loading', 'false')
  expect(tracking).toContain(0)
  const first = await expectSquares(page, element)
  const canvas = element.locator('canvas')
  // The square layout changes when the server says block 0 changed. How often that happens depends on the
  // simulation's arrivals (on a loaded 2-core CI machine a minute can pass without one), so wait for a delta
  // that adds or removes transactions first, then for the canvas to show it.
  const deltasBefore = changingDeltas.length
  await expect
    .poll(() => changingDeltas.length, {
      timeout: 150_000,
      message: 'the server sent no delta that changes projected block 0',
    })
    .toBeGreaterThan(deltasBefore)
  await expect
    .poll(async () => (await pixelStats(page, await canvas.screenshot(), first)).differing, {
      timeout: 15_000,
      message: 'a delta changed block 0, but its squares never changed',
    })
    .toBeGreaterThan(0)
})

test('an index beyond the projected blocks shows the last one; the attribute keeps its value', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openBlocks(
    page,
    `<mempool-projected-block id="far" api="${server.url}" index="99"></mempool-projected-block>`,
  )
  const element = page.locator('#far')
  const block = element.locator('[part=block]')
  await expect(block).toHaveAttribute('data-loading', 'false', { timeout: 30_000 })
  // The count can move by one with a block; the shown index follows it.
  await expect
    .poll(async () => Number(await block.getAttribute('data-index')) + 1, { timeout: 15_000 })
    .toBe(await projectedBlockCount())
  const last = Number(await block.getAttribute('data-index'))
  expect(last).toBeGreaterThan(0)
  await expect(block).toHaveAttribute('aria-label', labelPattern(last + 1))
  await expect(element).toHaveAttribute('index', '99')
  await expectSquares(page, element)
})

test('arrow keys on the block move between blocks and re-track; leaving stops the tracking', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const tracking = watchTracking(page)
  await openBlocks(
    page,
    `<mempool-projected-block id="nav" api="${server.url}"></mempool-projected-block>`,
  )
  expect(await projectedBlockCount()).toBeGreaterThan(1)
  const element = page.locator('#nav')
  const block = element.locator('[part=block]')
  await expect(block).toHaveAttribute('data-loading', 'false', { timeout: 30_000 })
  await page.evaluate(() => {
    const seen: number[] = []
    Object.assign(window, { seenSelects: seen })
    document.addEventListener('mp-mempool-block-select', (event) =>
      seen.push((event as CustomEvent<{ index: number }>).detail.index),
    )
  })

  await block.focus()
  await page.keyboard.press('ArrowLeft') // away from the chain: block 1
  await expect(block).toHaveAttribute('data-index', '1')
  await expect(block).toHaveAttribute('aria-label', labelPattern(2), { timeout: 30_000 })
  await expect(block).toHaveAttribute('data-loading', 'false')
  await expect.poll(() => tracking.at(-1)).toBe(1)
  await expectSquares(page, element)

  await page.keyboard.press('ArrowRight') // back towards the chain: block 0
  await expect(block).toHaveAttribute('data-index', '0')
  await expect(block).toHaveAttribute('aria-label', labelPattern(1), { timeout: 30_000 })
  await expect.poll(() => tracking.at(-1), { timeout: 10_000 }).toBe(0)
  await page.keyboard.press('ArrowRight') // block 0 is next to the chain: nothing further
  await expect(block).toHaveAttribute('data-index', '0')
  expect(
    await page.evaluate(() => (window as unknown as { seenSelects: number[] }).seenSelects),
  ).toEqual([1, 0])

  // Leaving: the element goes, and after the core's grace period the server is told to stop.
  expect(tracking).not.toContain(-1)
  await element.evaluate((node) => node.remove())
  await expect
    .poll(() => tracking.at(-1), { timeout: 15_000, message: 'no track-mempool-block -1' })
    .toBe(-1)
})
