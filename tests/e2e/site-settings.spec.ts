// The header's settings menu and search box on the live simulated network: the rate unit and currency persist
// across a reload and reach the widgets, and the search opens heights, transactions and addresses (with
// suggestions for a prefix) or says what it cannot read. Run `npm run build:lib` and `npm run build:site` first.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

interface LiveTx {
  txid: string
  vout: { scriptpubkey_address?: string }[]
}

/** A confirmed transaction of the tip block with an address output, read from the live REST API. */
async function liveTx(request: APIRequestContext): Promise<{ txid: string; address: string }> {
  const hash = await (await request.get(`${server.url}/api/blocks/tip/hash`)).text()
  const txs = (await (await request.get(`${server.url}/api/block/${hash}/txs`)).json()) as LiveTx[]
  for (const tx of txs.slice(1)) {
    const address = tx.vout.find((out) => out.scriptpubkey_address)?.scriptpubkey_address
    if (address) return { txid: tx.txid, address }
  }
  throw new Error('no transaction with an address output in the tip block')
}

async function openSettings(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Settings' })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
}

const search = (page: Page) =>
  page.getByRole('combobox', { name: 'Transaction id, block hash, height or address' })

test('the rate unit switches the footer and the strip to WU and stays after a reload', async ({
  page,
}) => {
  await page.goto(`${server.url}/`)
  const rate = page.locator('mempool-footer [data-figure="rate"]')
  const median = page.locator('mempool-blockchain .projected-list [data-figure="median"]').first()
  await expect(rate).toHaveText(/vB\/s/, { timeout: 60_000 })
  await expect(median).toHaveText(/sat\/vB/, { timeout: 60_000 })

  await openSettings(page)
  await page.getByRole('radio', { name: 'sat/WU (weight units)' }).check()
  await expect(rate).toHaveText(/WU\/s/)
  await expect(median).toHaveText(/sat\/WU/)

  await page.reload()
  await expect(rate).toHaveText(/WU\/s/, { timeout: 60_000 })
  await expect(median).toHaveText(/sat\/WU/, { timeout: 60_000 })
  await openSettings(page)
  await expect(page.getByRole('radio', { name: 'sat/WU (weight units)' })).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('mempool-widgets.rate-unit'))).toBe('wu')
})

test('the currency is remembered, and only the 7 base currencies are offered by default', async ({
  page,
}) => {
  await page.goto(`${server.url}/`)
  await openSettings(page)
  const currency = page.getByRole('combobox', { name: 'Currency' })
  await expect(currency.locator('option')).toHaveCount(7)
  await currency.selectOption('EUR')
  await page.reload()
  await openSettings(page)
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR')
  expect(await page.evaluate(() => localStorage.getItem('mempool-widgets.fiat-currency'))).toBe(
    'EUR',
  )
})

test('the open settings menu has no axe violations and closes with Escape', async ({ page }) => {
  await page.goto(`${server.url}/`)
  await openSettings(page)
  await expect(page.getByRole('group', { name: 'Display settings' })).toBeVisible()
  const results = await new AxeBuilder({ page }).include('.site-header').analyze()
  expect(
    results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused()
  await expect(page.getByRole('group', { name: 'Display settings' })).toBeHidden()
})

test('search opens a height and a transaction of the live chain', async ({ page, request }) => {
  const tip = Number(await (await request.get(`${server.url}/api/blocks/tip/height`)).text())
  const { txid } = await liveTx(request)
  await page.goto(`${server.url}/`)

  await search(page).fill(String(tip - 1))
  await search(page).press('Enter')
  await expect(page).toHaveURL(`${server.url}/block/${tip - 1}`)

  await search(page).fill(txid)
  await search(page).press('Enter')
  await expect(page).toHaveURL(`${server.url}/tx/${txid}`)
})

test('search suggests addresses for a prefix and opens the chosen one', async ({
  page,
  request,
}) => {
  const { address } = await liveTx(request)
  await page.goto(`${server.url}/`)
  await search(page).fill(address.slice(0, 12))
  const option = page.getByRole('option', { name: address })
  await expect(option).toBeVisible({ timeout: 10_000 })
  await expect(search(page)).toHaveAttribute('aria-expanded', 'true')
  await search(page).press('ArrowDown')
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('option', { name: address }).click()
  await expect(page).toHaveURL(`${server.url}/address/${address}`)
})

test('search says what it cannot read and stays on the page', async ({ page }) => {
  await page.goto(`${server.url}/testnet`)
  await search(page).fill('hello explorer')
  await search(page).press('Enter')
  await expect(page.getByRole('search').getByRole('alert')).toHaveText(
    'not a transaction id, block hash, height or address',
  )
  await expect(search(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(`${server.url}/testnet`)
  await search(page).fill('hello')
  await expect(page.getByRole('search').getByRole('alert')).toHaveCount(0)
})
