// The transaction page (/tx/{txid}) of the site as `npm start` serves it, on live simulated data: a mempool tx
// with its fees and inputs/outputs that confirms live when the next block is mined, a confirmed tx with its
// confirmations and the flags the server gives it, script fields behind the inputs' disclosure buttons, the
// outputs' spending status, CPFP relatives and RBF history when the simulation has them, and the error and
// waiting states with their soft-404 marker; axe-core and the CSP on every state.
// Run `npm run build:lib` and `build:site` first. The recorded mainnet tx pages are in site-recorded.spec.ts.
import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
// The rule modules themselves: the core's index pulls the JSON catalog, which Playwright's loader cannot import.
import { TX_FILTERS } from '../../src/core/bitcoin/filters'
import { flagNames } from '../../src/core/bitcoin/flags'
import type {
  CpfpInfo,
  Outspend,
  RecentTransaction,
  RbfTree,
  Transaction,
  TransactionClassified,
  TxFilterKey,
} from '../../src/core'
import { liveServerForSpec } from './support/live-server'
import { collectPageErrors } from './support/page-checks'

// The machine is shared and the simulation mines while pages load: allow a slow first paint.
const expect = baseExpect.configure({ timeout: 15_000 })
const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  // One retry: a kept-alive connection the server closed while the test waited for a block resets.
  const get = () => request.get(`${server.url}${path}`)
  const response = await get().catch(get)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

async function tipHeight(request: APIRequestContext): Promise<number> {
  return Number(await (await request.get(`${server.url}/api/blocks/tip/height`)).text())
}

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

const softNotFound = (page: Page) =>
  page.locator('meta[name="prerender-status-code"][content="404"]')
const fact = (page: Page, name: string) => page.locator(`[data-fact="${name}"] dd`)

/** A block two below the tip and its transactions (first page) with their summary flags. */
async function confirmedBlockTxs(request: APIRequestContext) {
  const height = (await tipHeight(request)) - 2
  const hash = (await (await request.get(`${server.url}/api/block-height/${height}`)).text()).trim()
  const txs = await json<Transaction[]>(request, `/api/block/${hash}/txs`)
  const summary = await json<TransactionClassified[]>(request, `/api/v1/block/${hash}/summary`)
  const flags = new Map(summary.map((s) => [s.txid, s.flags]))
  return { height, hash, txs, flags }
}

test('a mempool transaction shows its fees, inputs and outputs and confirms live in the next blocks', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const problems = collectPageErrors(page)
  // The best-paying recent tx: the next block should take it.
  const recent = await json<RecentTransaction[]>(request, '/api/mempool/recent')
  const best = [...recent].sort((a, b) => b.fee / b.vsize - a.fee / a.vsize)[0]
  if (!best) throw new Error('the simulated mempool has no recent transaction')
  const tx = await json<Transaction>(request, `/api/tx/${best.txid}`)

  await page.goto(`${server.url}/tx/${tx.txid}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tx.txid)
  await expect(page).toHaveTitle(new RegExp(`^Transaction ${tx.txid.slice(0, 8)}`))
  await expect(fact(page, 'fee')).toContainText(`${(tx.fee / 1e8).toFixed(8)} BTC`)
  await expect(fact(page, 'fee-rate')).toContainText('sat/vB')
  await expect(fact(page, 'effective-fee-rate')).toContainText('sat/vB')
  const card = page.locator(`article.tx-card[data-txid="${tx.txid}"]`)
  await expect(card.getByRole('list', { name: 'Inputs' }).locator(':scope > li')).toHaveCount(
    tx.vin.length,
  )
  await expect(card.getByRole('list', { name: 'Outputs' }).locator(':scope > li')).toHaveCount(
    tx.vout.length,
  )
  const firstAddress = tx.vout.find((vout) => vout.scriptpubkey_address)?.scriptpubkey_address
  if (firstAddress)
    await expect(card.getByRole('link', { name: firstAddress }).first()).toHaveAttribute(
      'href',
      `/address/${firstAddress}`,
    )
  // Unconfirmed with a projected block and an ETA, then confirmed without a reload.
  const state = page.locator('.tx-status-section [role="status"]')
  await expect(state).toHaveAttribute('data-confirmed', 'false')
  await expect(page.getByRole('link', { name: /^In projected block \d+$/ })).toHaveAttribute(
    'href',
    /^\/mempool-block\/\d+$/,
  )
  await expect(page.locator('.tx-eta dd')).toContainText(/In ~\d+ minutes?/)
  await expectAxeClean(page)
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

  await expect(state).toHaveAttribute('data-confirmed', 'true', { timeout: 200_000 })
  await expect(state).toContainText(/Confirmed in block \d+ · \d+ confirmations?/)
  const status = await json<Transaction['status']>(request, `/api/tx/${tx.txid}/status`)
  expect(status.confirmed).toBe(true)
  await expect(
    state.getByRole('link', { name: `Confirmed in block ${status.block_height}` }),
  ).toBeVisible()
  await expect(card.locator('.tx-status')).toContainText(/\d+ confirmations?/)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  expect(problems).toEqual([])
})

test('a confirmed transaction shows its confirmations and the flags the server gives it', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  const { height, hash, txs, flags } = await confirmedBlockTxs(request)
  // Prefer a tx with a flag the page shows (data carrier, heuristics…); any non-coinbase tx otherwise.
  const shown = (tx: Transaction) =>
    flagNames(flags.get(tx.txid) ?? 0).filter(
      (name): name is TxFilterKey => name !== 'annex' && TX_FILTERS[name].txPage,
    )
  const tx = txs.find((t) => !t.vin[0]?.is_coinbase && shown(t).length > 0) ?? txs[1]
  if (!tx) throw new Error('the block has no ordinary transaction')

  await page.goto(`${server.url}/tx/${tx.txid}`)
  const state = page.locator('.tx-status-section [role="status"]')
  await expect(state).toContainText(`Confirmed in block ${height}`)
  await expect(state.getByRole('link', { name: `Confirmed in block ${height}` })).toHaveAttribute(
    'href',
    `/block/${hash}`,
  )
  const tip = await tipHeight(request)
  const count = Number((await state.locator('.tx-confirmations').innerText()).match(/\d+/)?.[0])
  expect(count).toBeGreaterThanOrEqual(3)
  expect(count).toBeLessThanOrEqual(tip - height + 2)

  // Flags: exactly the server's flags that the spec shows on the tx page, with their labels.
  const expected = shown(tx).map((name) => String(TX_FILTERS[name].label.defaultMessage))
  const badges = page.locator('ul.tx-flags li:not([data-flag="rbf"])')
  if (expected.length > 0) await expect(badges).toHaveText(expected)
  else await expect(badges).toHaveCount(0)

  // Outputs: spending status from /outspends, spenders linked.
  const outspends = await json<Outspend[]>(request, `/api/tx/${tx.txid}/outspends`)
  const rows = page.locator(`article.tx-card[data-txid="${tx.txid}"] .tx-io-row[data-vout]`)
  for (const [i, spend] of outspends.entries()) {
    const status = rows.nth(i).locator('.tx-spend')
    if (spend.spent && spend.txid)
      await expect(status.getByRole('link')).toHaveAttribute('href', `/tx/${spend.txid}`)
    else await expect(status).toHaveText('Unspent')
  }
  expect(problems).toEqual([])
})

test('an input shows its script fields after its disclosure button is pressed', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  const { txs } = await confirmedBlockTxs(request)
  const tx = txs.find((t) => !t.vin[0]?.is_coinbase && (t.vin[0]?.witness?.length ?? 0) > 0)
  const vin = tx?.vin[0]
  if (!tx || !vin?.prevout) throw new Error('no segwit spend in the block')

  await page.goto(`${server.url}/tx/${tx.txid}`)
  const button = page.getByRole('button', { name: 'Script details of input 0' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  const details = page.locator(`#${await button.getAttribute('aria-controls')}`)
  await expect(details).toBeHidden()
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const field = (key: string) => details.locator(`[data-field="${key}"] dd`)
  await expect(field('prevoutType')).toHaveText(vin.prevout.scriptpubkey_type)
  await expect(field('prevoutAsm')).toHaveText(vin.prevout.scriptpubkey_asm)
  await expect(field('witness').locator('li')).toHaveText(
    (vin.witness ?? []).map((item) => item || '(empty)'),
  )
  await expect(field('sequence')).toHaveText(`0x${vin.sequence.toString(16).padStart(8, '0')}`)
  if (vin.inner_witnessscript_asm)
    await expect(field('innerWitnessscript')).toHaveText(vin.inner_witnessscript_asm)
  if (vin.scriptsig_asm) await expect(field('scriptsig')).toHaveText(vin.scriptsig_asm)
  // The previous output links to its tx and output.
  await expect(
    page.getByRole('link', { name: `Previous output ${vin.txid}:${vin.vout}` }),
  ).toHaveAttribute('href', `/tx/${vin.txid}:${vin.vout}`)
  await expectAxeClean(page)
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(details).toBeHidden()
  expect(problems).toEqual([])
})

test('a txid:vout link marks that output of the transaction', async ({ page, request }) => {
  const { txs } = await confirmedBlockTxs(request)
  const tx = txs.find((t) => t.vout.length > 1) ?? txs[0]
  if (!tx) throw new Error('empty block')
  await page.goto(`${server.url}/tx/${tx.txid}:1`)
  const rows = page.locator('.tx-io-row[data-vout]')
  await expect(rows.nth(1)).toHaveAttribute('data-highlight', 'true')
  await expect(rows.nth(0)).not.toHaveAttribute('data-highlight', 'true')
})

test('a bad transaction id shows an error page with the soft-404 marker', async ({ page }) => {
  const problems = collectPageErrors(page)
  await page.goto(`${server.url}/tx/not-a-transaction`)
  await expect(page.getByRole('heading', { name: 'Not a valid transaction id' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the explorer' })).toBeVisible()
  await expect(softNotFound(page)).toHaveCount(1)
  await expectAxeClean(page)
  expect(problems).toEqual([])
})

test('an unknown but valid id waits for the transaction, with text and the soft-404 marker', async ({
  page,
}) => {
  const problems = collectPageErrors(page)
  const sent: string[] = []
  page.on('websocket', (ws) => ws.on('framesent', (frame) => sent.push(String(frame.payload))))
  const txid = 'ab'.repeat(32)
  await page.goto(`${server.url}/tx/${txid}`)
  await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible()
  await expect(page.locator('.tx-missing').getByRole('status')).toContainText(
    'Transaction not found — waiting for it to appear in the mempool',
  )
  await expect(softNotFound(page)).toHaveCount(1)
  // It asked the server to watch the mempool for it.
  await expect
    .poll(() =>
      sent.some((frame) => frame.includes('"watch-mempool":true') && frame.includes(txid)),
    )
    .toBe(true)
  await expectAxeClean(page)
  expect(problems).toEqual([])
})

test('RBF: a replaced tx names its replacement; the replacement lists the history', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  const trees = await json<RbfTree[]>(request, '/api/v1/replacements')
  const tree = trees.find((t) => t.replaces.length > 0)
  if (!tree) {
    // Honest empty state: a tx without replacements has no RBF section.
    const recent = await json<RecentTransaction[]>(request, '/api/mempool/recent')
    await page.goto(`${server.url}/tx/${recent[0]?.txid ?? ''}`)
    await expect(page.locator('.tx-status-section')).toBeVisible()
    await expect(page.locator('[data-section="rbf"]')).toHaveCount(0)
    return
  }
  const replaced = tree.replaces[0]?.tx.txid ?? ''
  await page.goto(`${server.url}/tx/${tree.tx.txid}`)
  const history = page.locator('[data-section="rbf"]')
  await expect(history.getByRole('heading', { name: /RBF history/ })).toBeVisible()
  await expect(history.locator(`li[data-txid="${tree.tx.txid}"][data-this]`)).toBeVisible()
  await expect(history.locator(`li[data-txid="${replaced}"] a`).first()).toHaveAttribute(
    'href',
    `/tx/${replaced}`,
  )
  if (tree.fullRbf) await expect(history.locator('.tx-full-rbf')).toHaveText('Full RBF')
  await expectAxeClean(page)

  await page.goto(`${server.url}/tx/${replaced}`)
  const notice = page.locator('.tx-replaced')
  await expect(notice).toContainText('This transaction has been replaced by')
  await expect(notice.getByRole('link')).toHaveAttribute('href', `/tx/${tree.tx.txid}`)
  expect(problems).toEqual([])
})

test('CPFP: a tx with relatives lists them with links', async ({ page, request }) => {
  const problems = collectPageErrors(page)
  const txids = await json<string[]>(request, '/api/mempool/txids')
  let found: { txid: string; cpfp: CpfpInfo } | undefined
  for (const txid of txids.slice(0, 80)) {
    const cpfp = await json<CpfpInfo>(request, `/api/v1/cpfp/${txid}`)
    if (cpfp.ancestors.length > 0 || (cpfp.descendants?.length ?? 0) > 0) {
      found = { txid, cpfp }
      break
    }
  }
  if (!found) {
    // Honest empty state: no relatives in the sample → the section is absent.
    await page.goto(`${server.url}/tx/${txids[0] ?? ''}`)
    await expect(page.locator('.tx-status-section')).toBeVisible()
    await expect(page.locator('[data-section="cpfp"]')).toHaveCount(0)
    return
  }
  await page.goto(`${server.url}/tx/${found.txid}`)
  const section = page.locator('[data-section="cpfp"]')
  await expect(section.getByRole('heading', { name: 'CPFP relatives' })).toBeVisible({
    timeout: 15_000,
  })
  const relative = found.cpfp.ancestors[0] ?? found.cpfp.descendants?.[0]
  if (relative)
    await expect(section.locator(`a[href="/tx/${relative.txid}"]`).first()).toBeVisible()
  await expect(page.locator('#accelerate')).toBeVisible()
  await expectAxeClean(page)
  expect(problems).toEqual([])
})
