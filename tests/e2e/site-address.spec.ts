// The address page (/address/{address}) of the site as `npm start` serves it, on live simulated data: the
// balances from the address's stats, its transactions (window height − 150) / 30 a page, live news from the
// socket's track-address, the invalid-address state with its soft-404 marker, accessibility and the CSP.
// Run `npm run build:lib` and `build:site` first.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test'
import type { AddressInfo, RecentTransaction, Transaction } from '../../src/core'
import { liveServerForSpec } from './support/live-server'
import { collectPageErrors } from './support/page-checks'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${server.url}${path}`)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

const txCount = (info: AddressInfo) => info.chain_stats.tx_count + info.mempool_stats.tx_count
const btc = (sats: number) => (sats / 1e8).toFixed(8)

/** Addresses paid by the latest mempool txs, with their stats (the simulation reuses its wallets' keys). */
async function recentAddresses(request: APIRequestContext): Promise<AddressInfo[]> {
  const recent = await json<RecentTransaction[]>(request, '/api/mempool/recent')
  const addresses = new Set<string>()
  for (const { txid } of recent.slice(0, 8)) {
    const tx = await json<Transaction>(request, `/api/tx/${txid}`)
    for (const out of tx.vout) if (out.scriptpubkey_address) addresses.add(out.scriptpubkey_address)
  }
  return Promise.all(
    [...addresses].slice(0, 20).map((a) => json<AddressInfo>(request, `/api/address/${a}`)),
  )
}

/** The recent address with the most txs. */
async function busyAddress(request: APIRequestContext): Promise<AddressInfo> {
  const best = (await recentAddresses(request)).sort((a, b) => txCount(b) - txCount(a))[0]
  if (!best) throw new Error('no address in the latest mempool txs')
  return best
}

/** The recent address with the fewest unconfirmed txs (a confirmed tx then stays on the first page). */
async function quietAddress(request: APIRequestContext): Promise<AddressInfo> {
  const infos = await recentAddresses(request)
  const best = infos.sort((a, b) => a.mempool_stats.tx_count - b.mempool_stats.tx_count)[0]
  if (!best) throw new Error('no address in the latest mempool txs')
  return best
}

/** Sets the window to `items` rows of the address list: 150 px of chrome + 30 px per item. */
async function showItems(page: Page, items: number) {
  await page.setViewportSize({ width: 1200, height: 150 + 30 * items })
}

const cards = (page: Page) => page.locator('.address-txs article.tx-card')
const txids = (page: Page) =>
  cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-txid') ?? ''))

test('an address shows its balances and its transactions', async ({ page, request }) => {
  const problems = collectPageErrors(page)
  const info = await busyAddress(request)
  await page.goto(`${server.url}/address/${info.address}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(info.address, {
    timeout: 30_000,
  })
  const confirmed = info.chain_stats.funded_txo_sum - info.chain_stats.spent_txo_sum
  await expect(page.getByTestId('address-confirmed')).toContainText(btc(confirmed))
  await expect(page.getByTestId('address-tx-count')).toHaveText(/^\d/)
  // with a price, every amount has its fiat value (USD by default)
  const prices = await json<{ USD: number }>(request, '/api/v1/prices')
  if (prices.USD > 0)
    await expect(page.getByTestId('address-confirmed').locator('.fiat')).toContainText('$', {
      timeout: 30_000,
    })
  const shownCount = Number(
    (await page.getByTestId('address-tx-count').textContent())?.replaceAll(',', ''),
  )
  // the mempool moves on between the REST answer and the page's own: allow a few txs either way
  expect(Math.abs(shownCount - txCount(info))).toBeLessThanOrEqual(5)
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
  // every shown tx touches the address
  const first = await cards(page).first().textContent()
  expect(first).toContain(info.address)
  await expect(page).toHaveTitle(new RegExp(`Address ${info.address}`))
  expect(problems).toEqual([])
})

test('items per page follow the window height, and page 2 continues the list', async ({
  page,
  request,
}) => {
  const info = await busyAddress(request)
  test.skip(txCount(info) < 8, 'the busiest address has fewer than 8 transactions')
  await showItems(page, 3)
  await page.goto(`${server.url}/address/${info.address}`)
  await expect(page.locator('div.address-page')).toHaveAttribute('data-per-page', '3', {
    timeout: 30_000,
  })
  await expect(cards(page)).toHaveCount(3, { timeout: 30_000 })

  await showItems(page, 5)
  await expect(page.locator('div.address-page')).toHaveAttribute('data-per-page', '5')
  await expect(cards(page)).toHaveCount(5)
  const pageOne = await txids(page)

  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(cards(page).first()).toBeVisible()
  const pageTwo = await txids(page)
  expect(pageTwo.length).toBeGreaterThan(0)
  expect(pageTwo.some((txid) => pageOne.includes(txid))).toBe(false)
})

test('a page beyond the first 25 confirmed txs is loaded from the next chunk', async ({
  page,
  request,
}) => {
  const info = await busyAddress(request)
  const first = await json<Transaction[]>(request, `/api/address/${info.address}/txs`)
  const last = first.filter((tx) => tx.status.confirmed).at(-1)
  const second = last
    ? await json<Transaction[]>(request, `/api/address/${info.address}/txs/chain/${last.txid}`)
    : []
  test.skip(second.length === 0, 'the address has no more than 25 confirmed txs')
  // a page as long as the first answer: page 2 can only come from the next chunk
  await showItems(page, first.length)
  await page.goto(`${server.url}/address/${info.address}?page=2`)
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
  const shown = await txids(page)
  const later = new Set(second.map((tx) => tx.txid))
  expect(shown.filter((txid) => later.has(txid)).length).toBeGreaterThan(0)
})

test('a new transaction to the address appears on top and changes the unconfirmed balance', async ({
  page,
  request,
}) => {
  const info = await quietAddress(request)
  await showItems(page, 60)
  const sample = (await json<Transaction[]>(request, `/api/address/${info.address}/txs`))[0]
  if (!sample) throw new Error('the address has no transactions')
  const sent: string[] = []
  let client: WebSocketRoute | undefined
  // The page talks to the real server through this route; the test adds one hand-made frame.
  await page.routeWebSocket(/\/api\/v1\/ws$/, (ws) => {
    client = ws
    const upstream = ws.connectToServer()
    ws.onMessage((message) => {
      sent.push(String(message))
      upstream.send(message)
    })
    upstream.onMessage((message) => ws.send(message))
  })
  await page.goto(`${server.url}/address/${info.address}`)
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(() => sent.some((m) => m.includes(`"track-address":"${info.address}"`)))
    .toBe(true)
  const before = await page.getByTestId('address-unconfirmed').textContent()
  const countBefore = await page.getByTestId('address-tx-count').textContent()

  const fakeTxid = 'f'.repeat(63) + '1'
  const paid = 12_345_678
  const fake: Transaction = {
    ...sample,
    txid: fakeTxid,
    status: { confirmed: false },
    vin: sample.vin.map((vin) => ({
      ...vin,
      prevout: vin.prevout ? { ...vin.prevout, scriptpubkey_address: 'bc1qsomeoneelse' } : null,
    })),
    vout: [
      {
        ...(sample.vout[0] ?? sample.vin[0]!.prevout!),
        scriptpubkey_address: info.address,
        value: paid,
      },
    ],
  }
  client?.send(JSON.stringify({ 'address-transactions': [fake] }))
  await expect(cards(page).first()).toHaveAttribute('data-txid', fakeTxid, { timeout: 10_000 })
  await expect(page.getByTestId('address-unconfirmed')).not.toHaveText(before ?? '')
  const unconfirmed = info.mempool_stats.funded_txo_sum - info.mempool_stats.spent_txo_sum
  // the REST answer may be a little older than the page's: check the change, not the sum, when it is stable
  if (before?.includes(btc(unconfirmed)))
    await expect(page.getByTestId('address-unconfirmed')).toContainText(btc(unconfirmed + paid))
  expect(
    Number(((await page.getByTestId('address-tx-count').textContent()) ?? '').replaceAll(',', '')),
  ).toBe(Number((countBefore ?? '').replaceAll(',', '')) + 1)

  // Confirmed: it leaves the unconfirmed part and moves below the unconfirmed txs.
  client?.send(
    JSON.stringify({
      'block-transactions': [
        {
          ...fake,
          status: { confirmed: true, block_height: 1, block_hash: '0'.repeat(64), block_time: 1 },
        },
      ],
    }),
  )
  // The fake no longer counts as unconfirmed: the page shows what the server has unconfirmed now (a real block
  // may have confirmed the address's own mempool txs meanwhile, so compare with the server, not with `before`).
  await expect
    .poll(
      async () => {
        const now = await json<AddressInfo>(request, `/api/address/${info.address}`)
        const text = (await page.getByTestId('address-unconfirmed').textContent()) ?? ''
        return text.includes(
          btc(now.mempool_stats.funded_txo_sum - now.mempool_stats.spent_txo_sum),
        )
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  // still one of the address's txs, now confirmed, placed after every unconfirmed one
  const fakeCard = page.locator(`.address-txs article.tx-card[data-txid="${fakeTxid}"]`)
  await expect(fakeCard.locator('.tx-status')).toHaveAttribute('data-confirmed', 'true')
  const order = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('.tx-status')?.getAttribute('data-confirmed')),
  )
  const fakeIndex = (await txids(page)).indexOf(fakeTxid)
  expect(order.slice(0, fakeIndex).every((confirmed) => confirmed === 'false')).toBe(true)
  expect(
    Number(((await page.getByTestId('address-tx-count').textContent()) ?? '').replaceAll(',', '')),
  ).toBe(Number((countBefore ?? '').replaceAll(',', '')) + 1)
})

test('an invalid address shows an error page marked as a soft 404', async ({ page }) => {
  const problems = collectPageErrors(page)
  const robots = page.locator('meta[name="robots"][content="noindex"]')
  for (const bad of [
    'not-an-address!',
    'bc1qnotreallyanaddress0000',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  ]) {
    await page.goto(`${server.url}/address/${encodeURIComponent(bad)}`)
    await expect(page.getByRole('heading', { name: 'Invalid address' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(robots).toHaveCount(1)
  }
  expect(problems).toEqual([])
})

test('the address page has no accessibility violations', async ({ page, request }) => {
  const info = await busyAddress(request)
  await page.goto(`${server.url}/address/${info.address}`)
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
})
