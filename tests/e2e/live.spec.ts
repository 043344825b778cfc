// Live against the embedded server (src/server/main.ts) with a 5 s mean block interval: a new block slides
// in, the tip moves, counts change; then the server restarts and the widgets come back by themselves.
// Run `npm run build:lib` first (the page loads the built element scripts).
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'
import { livePagesForSpec } from './support/live-page'

const server = liveServerForSpec(test, { blockIntervalS: 5, seed: 1, networks: 'mainnet' })
const pages = livePagesForSpec(test)

/** Height of the newest mined cube the strip shows. */
async function shownTip(page: Page): Promise<number> {
  const heights = await page
    .locator('mempool-blockchain .mined-list .cube.loaded')
    .evaluateAll((cubes) =>
      cubes.map((cube) => Number(cube.closest('[data-height]')?.getAttribute('data-height'))),
    )
  return Math.max(-1, ...heights)
}

test('a new block slides in, the tip moves and the counts change; after a restart the widgets come back', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  await pages.open(
    page,
    server.url,
    ['blockchain', 'footer'],
    `<mempool-blockchain api="${server.url}"></mempool-blockchain><mempool-footer api="${server.url}"></mempool-footer>`,
  )
  await expect(page.locator('mempool-blockchain .mined-list .cube.loaded').first()).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.locator('mempool-blockchain .projected-list .cube').first()).toBeVisible({
    timeout: 60_000,
  })

  const counts = async (): Promise<string> =>
    [
      await page
        .locator('mempool-blockchain .projected-list [data-position="0"] [data-figure="count"]')
        .textContent(),
      await page.locator('mempool-footer [data-figure="unconfirmed"]').textContent(),
    ].join(' | ')
  const firstTip = await shownTip(page)
  const countsBefore = await counts()
  const firstCount = await page
    .locator(`mempool-blockchain [data-height="${firstTip}"] [data-figure="count"]`)
    .textContent()
  expect(firstCount).toMatch(/^[\d,]+ transactions?$/)

  // A new block: a cube for a higher height appears at the divider (index 0) and the old tip moves one slot on.
  await expect.poll(() => shownTip(page), { timeout: 90_000 }).toBeGreaterThan(firstTip)
  const secondTip = await shownTip(page)
  const newest = page
    .locator('mempool-blockchain .mined-list .slot')
    .filter({ has: page.locator('.cube.loaded') })
    .first()
  await expect(newest).toHaveAttribute('data-height', String(secondTip))
  await expect(
    page.locator(`mempool-blockchain .mined-list [data-height="${firstTip}"] .cube.loaded`),
  ).toBeVisible()
  // The counts moved on too (the next block's transactions and the mempool's).
  await expect.poll(counts, { timeout: 30_000 }).not.toBe(countsBefore)

  // Restart the server on the same port and data dir: the widgets reconnect without a reload.
  await server.stop()
  await server.start()
  await expect.poll(() => shownTip(page), { timeout: 120_000 }).toBeGreaterThan(secondTip)
  await expect(page.locator('mempool-blockchain .projected-list .cube').first()).toBeVisible()
  await expect(page.locator('mempool-footer [data-figure="unconfirmed"]')).toHaveText(
    /^[\d,]+ TXs?$/,
  )
})
