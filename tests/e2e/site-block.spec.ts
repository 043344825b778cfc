// The block page (/block/{height|hash}) of the site as `npm start` serves it, on live simulated data: the same
// header by height and by hash, the block graph, pages of transactions, arrow-key navigation, the error
// states with their soft-404 marker, accessibility and the CSP. Run `npm run build:lib` and `build:site` first.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { BlockAudit, BlockExtended } from '../../src/core'
import { liveServerForSpec } from './support/live-server'
import { collectPageErrors } from './support/page-checks'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${server.url}${path}`)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${server.url}${path}`)
  expect(response.ok(), path).toBe(true)
  return (await response.text()).trim()
}

/** A block below the tip (so it has a next block), with its hash. */
async function blockBelowTip(
  request: APIRequestContext,
): Promise<{ height: number; hash: string }> {
  const tip = Number(await text(request, '/api/blocks/tip/height'))
  const height = tip - 2
  return { height, hash: await text(request, `/api/block-height/${height}`) }
}

/** The header table's rows, label → text, without what moves with the clock (time since, confirmations). */
async function headerRows(page: Page): Promise<Record<string, string>> {
  const table = page.locator('table.block-header')
  await expect(table).toBeVisible({ timeout: 30_000 })
  const rows = await table.locator('tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const td = tr.querySelector('td')
      const time = td?.querySelector('time')
      return [
        tr.querySelector('th')?.textContent ?? '',
        time ? time.getAttribute('datetime') : (td?.textContent ?? ''),
      ]
    }),
  )
  const fields = Object.fromEntries(rows) as Record<string, string>
  delete fields['Confirmations']
  return fields
}

/** The txids of the shown transaction cards, in order. */
function txids(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-txid') ?? ''))
}

function blockHeading(page: Page, height: number) {
  return page.getByRole('heading', { level: 1, name: `Block ${height}` })
}

test('a block by height and by hash shows the same header, its extras and the block graph', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  const { height, hash } = await blockBelowTip(request)
  await page.goto(`${server.url}/block/${height}`)
  await expect(blockHeading(page, height)).toBeVisible({ timeout: 30_000 })
  const byHeight = await headerRows(page)
  expect(byHeight['Hash']).toBe(hash)

  await page.goto(`${server.url}/block/${hash}`)
  await expect(blockHeading(page, height)).toBeVisible({ timeout: 30_000 })
  expect(await headerRows(page)).toEqual(byHeight)

  const block = await json<BlockExtended>(request, `/api/v1/block/${hash}`)
  expect(byHeight['Merkle root']).toBe(block.merkle_root)
  expect(byHeight['Nonce']).toBe(`0x${block.nonce.toString(16)}`)
  expect(byHeight['Version']).toBe(`0x${block.version.toString(16)}`)
  expect(byHeight['Transactions']).toBe(block.tx_count.toLocaleString('en'))
  const previous = page.locator(
    'table.block-header a[href$="/block/' + block.previousblockhash + '"]',
  )
  await expect(previous).toBeVisible()
  // The confirmations follow the live tip: at least 3 (the block is 2 below the tip when the test started).
  await expect(page.getByTestId('block-confirmations')).toHaveText(/^\d+ confirmations$/, {
    timeout: 30_000,
  })
  const confirmations = Number(
    (await page.getByTestId('block-confirmations').textContent())?.split(' ')[0],
  )
  expect(confirmations).toBeGreaterThanOrEqual(3)

  const extras = page.locator('table.block-extras')
  if (block.extras.pool) {
    await expect(extras.getByRole('link', { name: block.extras.pool.name })).toHaveAttribute(
      'href',
      `/mining/pool/${block.extras.pool.slug}`,
    )
  }
  await expect(extras).toContainText('Median fee')
  await expect(extras).toContainText('Total fees')

  const graph = page.locator('mempool-block-overview')
  await expect(graph).toHaveAttribute('block', hash)
  await expect(graph.locator('canvas')).toHaveCount(1, { timeout: 30_000 })
  expect(problems).toEqual([])
})

test('transactions come 25 a page, and page 2 is the next 25 of the block', async ({
  page,
  request,
}) => {
  const blocks = await json<BlockExtended[]>(request, '/api/v1/blocks')
  const big = blocks.find((b) => b.tx_count > 30)
  test.skip(!big, 'no block of the simulation has more than 30 transactions')
  if (!big) return
  const secondPage = await json<{ txid: string }[]>(request, `/api/block/${big.id}/txs/25`)

  await page.goto(`${server.url}/block/${big.id}`)
  const ids = page.locator('.block-txs article.tx-card')
  await expect(ids).toHaveCount(25, { timeout: 30_000 })
  const first = await txids(ids)
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(ids.first()).toHaveAttribute('data-txid', secondPage[0]?.txid ?? 'none', {
    timeout: 30_000,
  })
  const second = await txids(ids)
  expect(second).toEqual(secondPage.map((tx) => tx.txid))
  expect(second.some((txid) => first.includes(txid))).toBe(false)

  // The page is in the query: a reload stays on page 2, and "Previous page" goes back to page 1.
  await page.reload()
  await expect(ids.first()).toHaveAttribute('data-txid', secondPage[0]?.txid ?? 'none', {
    timeout: 30_000,
  })
  await page.getByRole('link', { name: 'Previous page' }).click()
  await expect(ids.first()).toHaveAttribute('data-txid', first[0] ?? 'none', { timeout: 30_000 })
})

test('left and right arrows go to the previous and next block, but not while typing', async ({
  page,
  request,
}) => {
  const { height } = await blockBelowTip(request)
  await page.goto(`${server.url}/block/${height}`)
  await expect(blockHeading(page, height)).toBeVisible({ timeout: 30_000 })
  await page.locator('body').click({ position: { x: 1, y: 1 } })

  await page.keyboard.press('ArrowRight')
  await expect(blockHeading(page, height + 1)).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('ArrowLeft')
  await expect(blockHeading(page, height)).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('ArrowLeft')
  await expect(blockHeading(page, height - 1)).toBeVisible({ timeout: 30_000 })

  const input = page.locator('header.site-header input.search-input')
  await input.focus()
  const url = page.url()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowRight')
  await page.waitForTimeout(500)
  expect(page.url()).toBe(url)
  await expect(blockHeading(page, height - 1)).toBeVisible()
})

test('the tip block has no next block', async ({ page, request }) => {
  const tip = Number(await text(request, '/api/blocks/tip/height'))
  await page.goto(`${server.url}/block/${tip}`)
  await expect(blockHeading(page, tip)).toBeVisible({ timeout: 30_000 })
  const nav = page.getByRole('navigation', { name: 'Neighbouring blocks' })
  await expect(nav.getByRole('link', { name: 'Previous block' })).toBeVisible()
  // a block found meanwhile makes a next block: only check when the tip has not moved
  if (Number(await text(request, '/api/blocks/tip/height')) === tip)
    await expect(nav.getByRole('link', { name: 'Next block' })).toHaveCount(0)
})

test('a bad or unknown block id shows an error page marked as a soft 404', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  const robots = page.locator('meta[name="robots"][content="noindex"]')

  await page.goto(`${server.url}/block/not-a-block`)
  await expect(page.getByRole('heading', { name: 'Invalid block id' })).toBeVisible()
  await expect(robots).toHaveCount(1)

  const tip = Number(await text(request, '/api/blocks/tip/height'))
  await page.goto(`${server.url}/block/${tip + 1000}`)
  await expect(page.getByRole('heading', { name: 'Block not found' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(robots).toHaveCount(1)

  await page.goto(`${server.url}/block/${'0'.repeat(64)}`)
  await expect(page.getByRole('heading', { name: 'Block not found' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(robots).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Back to the explorer' })).toBeVisible()

  // A found block clears the marker again.
  await page.goto(`${server.url}/block/${tip}`)
  await expect(blockHeading(page, tip)).toBeVisible({ timeout: 30_000 })
  await expect(robots).toHaveCount(0)
  expect(problems).toEqual([])
})

/** Serves the site with the audit toggle on (as `npm start --audit` would), by editing the page's config tag. */
async function withAuditToggle(page: Page) {
  await page.route(`${server.url}/block/**`, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(/(&quot;|")audit\1:false/, '$1audit$1:true')
    await route.fulfill({ response, body })
  })
}

test('the audit shows when the deployment audits blocks and the reader keeps audits on', async ({
  page,
  request,
}) => {
  const { hash } = await blockBelowTip(request)
  const response = await request.get(`${server.url}/api/v1/block/${hash}/audit-summary`)
  test.skip(!response.ok(), 'the simulation has no audit of this block')
  const audit = (await response.json()) as BlockAudit
  await withAuditToggle(page)
  await page.goto(`${server.url}/block/${hash}`)
  const section = page.getByRole('region', { name: 'Block audit' })
  await expect(section).toBeVisible({ timeout: 30_000 })
  const health = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 })
  await expect(section.getByRole('row', { name: /Health/ })).toContainText(
    health.format(audit.matchRate / 100),
  )
  await expect(section.getByRole('row', { name: /Added/ })).toContainText(
    String(audit.addedTxs.length),
  )
  await expect(page.locator('mempool-block-overview')).toHaveAttribute('audit', 'true')

  // The reader's preference turns it off (stored, so it holds after a reload).
  await page.evaluate(() => localStorage.setItem('mempool-widgets.show-audit', 'false'))
  await page.reload()
  await expect(page.locator('table.block-header')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'Block audit' })).toHaveCount(0)
  await expect(page.locator('mempool-block-overview')).toHaveAttribute('audit', 'false')
})

test('without the audit toggle there is no audit section', async ({ page, request }) => {
  const { hash } = await blockBelowTip(request)
  await page.goto(`${server.url}/block/${hash}`)
  await expect(page.locator('table.block-header')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'Block audit' })).toHaveCount(0)
})

test('the block page has no accessibility violations', async ({ page, request }) => {
  const { height } = await blockBelowTip(request)
  await page.goto(`${server.url}/block/${height}`)
  await expect(page.locator('.block-txs .tx-list > li').first()).toBeVisible({ timeout: 30_000 })
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
})
