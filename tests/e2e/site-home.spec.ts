// The dashboard pages of the site as `npm start` serves them, on live simulated data: the home dashboard's
// live cards and their links (mainnet and testnet), the mempool-block page with its arrow keys and its
// not-found state, the paged blocks list and the RBF replacements. Each page passes axe and the CSP.
// Run `npm run build:lib` and `build:site` first.
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import type { RbfTree } from '../../src/core'
import { liveServerForSpec } from './support/live-server'
import { collectPageErrors, expectNoAxeViolations } from './support/page-checks'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

async function tipHeight(request: APIRequestContext, prefix = ''): Promise<number> {
  const response = await request.get(`${server.url}${prefix}/api/blocks/tip/height`)
  expect(response.ok()).toBe(true)
  return Number(await response.text())
}

const card = (page: Page, name: string) => page.locator(`[data-card="${name}"]`)
const robotsNoindex = (page: Page) => page.locator('meta[name="robots"][content*="noindex"]')

test('the home dashboard shows live fees, difficulty, blocks, transactions and replacements', async ({
  page,
}) => {
  const problems = collectPageErrors(page)
  await page.goto(`${server.url}/`)
  await expect(page.locator('mempool-blockchain')).toBeAttached()

  const fees = card(page, 'fees').locator('dd')
  await expect(fees).toHaveCount(4, { timeout: 60_000 })
  for (const fee of await fees.all()) await expect(fee).toHaveText(/^\d[\d.,]* sat\/vB$/)

  const difficulty = card(page, 'difficulty')
  await expect(difficulty.locator('[data-figure="progress"] dd')).toHaveText(/^\d[\d.]*%$/, {
    timeout: 60_000,
  })
  await expect(difficulty.locator('[data-figure="change"] dd')).toHaveText(/^[+-]?\d[\d.]*%$/)
  await expect(difficulty.locator('[data-figure="remaining"] dd')).toHaveText(/^\d[\d,]*$/)
  await expect(difficulty.locator('[data-figure="retarget"] time')).toHaveText(/\(in \d+ \w+\)$/)

  await expect(card(page, 'next-block').locator('mempool-projected-block')).toHaveAttribute(
    'index',
    '0',
  )
  await expect(card(page, 'next-block').getByRole('link')).toHaveAttribute(
    'href',
    '/mempool-block/0',
  )

  const blockRows = card(page, 'blocks').locator('tbody tr')
  await expect(blockRows).toHaveCount(6, { timeout: 60_000 })
  const tip = Number(await blockRows.first().getAttribute('data-height'))
  expect(tip).toBeGreaterThan(0)
  await expect(blockRows.first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/block\/[0-9a-f]{64}$/,
  )

  // A new transaction arrives at the top of the latest transactions within the stats feed's updates.
  const txRows = card(page, 'transactions').locator('tbody tr')
  await expect(txRows.first()).toBeVisible({ timeout: 60_000 })
  await expect(txRows.first().getByRole('link')).toHaveAttribute('href', /^\/tx\/[0-9a-f]{64}$/)
  await expect(txRows.first().locator('td').nth(2)).toHaveText(/sat\/vB$/)
  const firstTxid = await txRows.first().getAttribute('data-txid')
  await expect(txRows.first()).not.toHaveAttribute('data-txid', firstTxid ?? '', {
    timeout: 60_000,
  })

  const rbf = card(page, 'rbf')
  await expect(rbf.locator('table, p:not(.dashboard-card-more)').first()).toBeVisible({
    timeout: 60_000,
  })
  await expect(rbf.getByRole('link', { name: 'View all replacements' })).toHaveAttribute(
    'href',
    '/rbf',
  )

  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the testnet dashboard links inside the testnet prefix', async ({ page, request }) => {
  const problems = collectPageErrors(page)
  await page.goto(`${server.url}/testnet`)
  const blockRows = card(page, 'blocks').locator('tbody tr')
  await expect(blockRows.first()).toBeVisible({ timeout: 60_000 })
  expect(Number(await blockRows.first().getAttribute('data-height'))).toBeGreaterThanOrEqual(
    (await tipHeight(request, '/testnet')) - 1,
  )
  await expect(blockRows.first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/testnet\/block\/[0-9a-f]{64}$/,
  )
  const poolLink = card(page, 'blocks').locator('a[href*="/mining/pool/"]').first()
  await expect(poolLink).toHaveAttribute('href', /^\/testnet\/mining\/pool\/[a-z0-9-]+$/)
  const txLink = card(page, 'transactions').locator('tbody a').first()
  await expect(txLink).toHaveAttribute('href', /^\/testnet\/tx\/[0-9a-f]{64}$/, {
    timeout: 60_000,
  })
  await expect(
    card(page, 'blocks').getByRole('link', { name: 'View more blocks' }),
  ).toHaveAttribute('href', '/testnet/blocks')
  await card(page, 'next-block').getByRole('link', { name: 'Details of the next block' }).click()
  await expect(page).toHaveURL(`${server.url}/testnet/mempool-block/0`)
  await expect(page.getByRole('heading', { level: 1, name: 'Next block' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a mempool block shows its figures and the arrow keys move between blocks', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  await page.goto(`${server.url}/mempool-block/0`)
  await expect(page.getByRole('heading', { level: 1, name: 'Next block' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page).toHaveTitle(/^Next block /)
  const stats = page.locator('.mempool-block-stats')
  await expect(stats.locator('[data-figure="median-fee"] dd')).toHaveText(/sat\/vB$/, {
    timeout: 60_000,
  })
  await expect(stats.locator('[data-figure="fee-range"] dd')).toHaveText(/sat\/vB – .*sat\/vB$/)
  await expect(stats.locator('[data-figure="tx-count"] dd')).toHaveText(/^\d[\d,]*$/)
  await expect(stats.locator('[data-figure="eta"] dd')).toHaveText(/^in \d+ \w+$/)
  await expectNoAxeViolations(page)

  // → goes towards the chain (index − 1) down to the next block; ← away from it while there is a block.
  // A block beyond the mempool's reach still has its page, saying so.
  await page.goto(`${server.url}/mempool-block/2`)
  await expect(page.getByRole('heading', { level: 1, name: 'Mempool block 3' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.locator('mempool-projected-block')).toHaveAttribute('index', '2')
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${server.url}/mempool-block/1`)
  await expect(page.getByRole('heading', { level: 1, name: 'Mempool block 2' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${server.url}/mempool-block/0`)
  await expect(page.locator('mempool-projected-block')).toHaveAttribute('index', '0')
  await expect(stats.locator('[data-figure="median-fee"] dd')).toBeVisible({ timeout: 60_000 })
  await page.keyboard.press('ArrowRight') // nothing nearer the chain than block 0
  await expect(page).toHaveURL(`${server.url}/mempool-block/0`)
  const projected = await request.get(`${server.url}/api/v1/fees/mempool-blocks`)
  const count = ((await projected.json()) as unknown[]).length
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(`${server.url}/mempool-block/${count > 1 ? 1 : 0}`)
  expect(problems).toEqual([])
})

test('a bad mempool block index is a not-found page with the soft-404 marker', async ({ page }) => {
  const problems = collectPageErrors(page)
  for (const index of ['8', '-1', 'x', '1.5']) {
    await page.goto(`${server.url}/mempool-block/${index}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mempool block not found' }),
    ).toBeVisible({ timeout: 30_000 })
    await expect(robotsNoindex(page)).toBeAttached()
  }
  await expectNoAxeViolations(page)
  await page.goto(`${server.url}/mempool-block/3`)
  await expect(page.getByRole('heading', { level: 1, name: 'Mempool block 4' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(robotsNoindex(page)).toHaveCount(0)
  expect(problems).toEqual([])
})

test('the blocks list pages by 15 with the page in the query', async ({ page, request }) => {
  const problems = collectPageErrors(page)
  const heights = (): Promise<number[]> =>
    page
      .locator('.blocks-table tbody tr')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-height'))))

  const tip = await tipHeight(request)
  await page.goto(`${server.url}/blocks`)
  const rows = page.locator('.blocks-table tbody tr')
  await expect(rows).toHaveCount(15, { timeout: 30_000 })
  const first = (await heights())[0] ?? 0
  expect(first).toBeGreaterThanOrEqual(tip)
  expect(await heights()).toEqual(Array.from({ length: 15 }, (_, i) => first - i))
  await expect(rows.first().locator('a[href*="/mining/pool/"]')).toHaveAttribute(
    'href',
    /^\/mining\/pool\/[a-z0-9-]+$/,
  )
  await expectNoAxeViolations(page)

  const pager = page.getByRole('navigation', { name: 'Pages of blocks' })
  await pager.getByRole('link', { name: 'Older blocks' }).click()
  await expect(page).toHaveURL(`${server.url}/blocks?page=2`)
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(rows.first()).toHaveAttribute('data-height', String(first - 15), {
    timeout: 30_000,
  })
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${server.url}/blocks?page=3`)
  await expect(rows.first()).toHaveAttribute('data-height', String(first - 30))
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(`${server.url}/blocks?page=2`)

  // A page number that is no page is page 1; mining/blocks is the same list.
  await page.goto(`${server.url}/blocks?page=zz`)
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 })
  await page.goto(`${server.url}/mining/blocks?page=2`)
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible({ timeout: 30_000 })
  await expect(rows).toHaveCount(15)
  expect(problems).toEqual([])
})

test('the RBF page lists the replacement trees the simulation made, and filters full RBF', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  const response = await request.get(`${server.url}/api/v1/replacements`)
  expect(response.ok()).toBe(true)
  const trees = (await response.json()) as RbfTree[]
  const sent: string[] = []
  page.on('websocket', (ws) => ws.on('framesent', (frame) => sent.push(String(frame.payload))))
  await page.goto(`${server.url}/rbf`)
  await expect(page.getByRole('heading', { level: 1, name: 'RBF replacements' })).toBeVisible({
    timeout: 30_000,
  })
  const chains = page.locator('.rbf-chain')
  test.info().annotations.push({ type: 'replacements', description: String(trees.length) })
  if (trees.length === 0) {
    await expect(page.locator('.rbf-empty, .rbf-chain').first()).toBeVisible({ timeout: 30_000 })
  } else {
    await expect(chains.first()).toBeVisible({ timeout: 30_000 })
    // Each chain: the replacement first (depth 0), then what it replaced, each linking to its transaction.
    const steps = chains.first().locator('.rbf-step')
    expect(await steps.count()).toBeGreaterThanOrEqual(2)
    await expect(steps.first()).toHaveAttribute('data-depth', '0')
    await expect(steps.nth(1)).toHaveAttribute('data-depth', '1')
    await expect(steps.first().getByRole('link')).toHaveAttribute('href', /^\/tx\/[0-9a-f]{64}$/)
    await expect(steps.first()).toContainText(/sat\/vB/)
  }
  // Live: the page asks the socket for the whole replacement list after every replacement.
  await expect.poll(() => sent.some((frame) => frame.includes('"track-rbf":"all"'))).toBe(true)
  await expectNoAxeViolations(page)

  await page.getByLabel('Full RBF only').check()
  const shown = await chains.evaluateAll((list) =>
    list.map((chain) => chain.getAttribute('data-full-rbf')),
  )
  expect(shown.every((flag) => flag === 'true')).toBe(true)
  if (shown.length === 0) await expect(page.locator('.rbf-empty')).toBeVisible()
  expect(problems).toEqual([])
})
