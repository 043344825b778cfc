// The site's pages on RECORDED mainnet data (issue 11: "each page on recorded frames where they exist"): the
// built site served by the real server, but the page's API (socket and REST) answered from the recordings in
// ../shared/fixtures/mempool-recorded (never copied into the repo; skipped when absent). The home dashboard on
// the March 2024 init frame, the tx page of a replacement (b6a5…) confirming live, the replaced tx (242f…)
// naming its replacement, and /rbf on two `rbfLatest` frames. Values are read from the recordings.
// Run `npm run build:lib` and `build:site` first.
import { expect as baseExpect, test } from '@playwright/test'
import type { Page, Route, WebSocketRoute } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { liveServerForSpec } from './support/live-server'
import { collectPageErrors, expectNoAxeViolations } from './support/page-checks'

const expect = baseExpect.configure({ timeout: 15_000 })
const recorded = resolve(
  process.env['MEMPOOL_RECORDED_DIR'] ?? '../shared/fixtures/mempool-recorded',
  'frontend/cypress/fixtures',
)
test.skip(
  !existsSync(recorded),
  'recorded mainnet frames not present (../shared/fixtures/mempool-recorded)',
)
// Same setting as the other site specs: the simulation is first-started once per run.
const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

type Frame = Record<string, unknown>
const load = <T = Frame>(file: string): T =>
  JSON.parse(readFileSync(join(recorded, file), 'utf8')) as T

/** Parts of an init frame each `want` name covers (reference §1.2). */
const WANTED: Record<string, string[]> = {
  blocks: ['blocks'],
  'mempool-blocks': ['mempool-blocks'],
  stats: ['mempoolInfo', 'vBytesPerSecond', 'fees', 'da', 'transactions'],
}

/** One page's API made of recorded frames and REST bodies; anything else gets a 404. */
class RecordedApi {
  readonly received: Frame[] = []
  readonly unanswered: string[] = []
  private readonly sockets = new Set<WebSocketRoute>()
  /** REST paths answered only once their promise settles (to show what the socket alone brings). */
  readonly held = new Map<string, Promise<void>>()

  constructor(
    private readonly init: Frame,
    private readonly rest: Record<string, unknown>,
    /** Frames sent in order when the page tracks something (`track-tx`, `track-rbf`): command → frames. */
    private readonly onTrack: Record<string, Frame[]> = {},
  ) {}

  async attach(page: Page): Promise<void> {
    await page.routeWebSocket(/\/api\/v1\/ws/, (ws) => this.accept(ws))
    await page.route('**/api/**', (route) => this.answer(route))
  }

  push(frame: Frame): void {
    for (const ws of this.sockets) ws.send(JSON.stringify(frame))
  }

  private accept(ws: WebSocketRoute): void {
    this.sockets.add(ws)
    ws.onClose(() => this.sockets.delete(ws))
    ws.onMessage((message) => {
      const command = JSON.parse(String(message)) as Frame
      this.received.push(command)
      const send = (frame: Frame) => ws.send(JSON.stringify(frame))
      if (command['action'] === 'init') send(this.init)
      if (command['action'] === 'ping') send({ pong: true })
      if (command['action'] === 'want') send(this.wanted(command['data']))
      if (command['refresh-blocks'] === true) send({ blocks: this.init['blocks'] })
      for (const [name, frames] of Object.entries(this.onTrack))
        if (name in command && command[name] !== 'stop' && command[name] !== null)
          for (const frame of frames) send(frame)
    })
  }

  private wanted(data: unknown): Frame {
    const names = Array.isArray(data) ? data.map(String) : []
    const parts = names.flatMap((name) => WANTED[name] ?? [])
    return Object.fromEntries(parts.filter((k) => k in this.init).map((k) => [k, this.init[k]]))
  }

  private async answer(route: Route): Promise<void> {
    const url = new URL(route.request().url())
    const path = url.pathname.replace(/^\/(testnet|signet|testnet4)(?=\/api\/)/, '')
    const body = this.rest[path] ?? this.rest[`${path}${url.search}`]
    await this.held.get(path)
    if (body === undefined) this.unanswered.push(`${path}${url.search}`)
    await route.fulfill({
      status: body === undefined ? 404 : 200,
      contentType: body === undefined ? 'text/plain' : 'application/json',
      body: body === undefined ? 'Not found' : JSON.stringify(body),
    })
  }
}

const card = (page: Page, name: string) => page.locator(`[data-card="${name}"]`)
const fact = (page: Page, name: string) => page.locator(`[data-fact="${name}"] dd`)
const en = (n: number) => new Intl.NumberFormat('en').format(n)
/** The site's fee-rate display rule (core format/fee-rate.ts): 2 decimals below 10, 1 below 100, else 0. */
const satPerVb = (rate: number) =>
  new Intl.NumberFormat('en', {
    minimumFractionDigits: rate < 10 ? 2 : rate < 100 ? 1 : 0,
    maximumFractionDigits: rate < 10 ? 2 : rate < 100 ? 1 : 0,
  }).format(rate)

test('the home dashboard shows the recorded mainnet init frame', async ({ page }) => {
  const frame = load('mainnet_mempoolInfo.json')
  const api = new RecordedApi(
    frame,
    { '/api/v1/init-data': frame },
    { 'track-rbf-summary': [{ rbfSummary: frame['rbfSummary'] }] },
  )
  await api.attach(page)
  const problems = collectPageErrors(page)
  await page.goto(`${server.url}/`)

  const heights = (frame['blocks'] as { height: number }[]).map((b) => b.height).reverse()
  expect(heights[0]).toBe(837050)
  const blockRows = card(page, 'blocks').locator('tbody tr')
  await expect(blockRows).toHaveCount(6)
  expect(await blockRows.evaluateAll((rows) => rows.map((r) => r.dataset['height']))).toEqual(
    heights.slice(0, 6).map(String),
  )

  const fees = frame['fees'] as Record<string, number>
  const feeLevels = card(page, 'fees')
  for (const [level, key] of [
    ['noPriority', 'economyFee'],
    ['low', 'hourFee'],
    ['medium', 'halfHourFee'],
    ['high', 'fastestFee'],
  ] as const)
    await expect(feeLevels.locator(`[data-level="${level}"] dd`)).toHaveText(
      `${satPerVb(fees[key] ?? Number.NaN)} sat/vB`,
    )

  const txids = (frame['transactions'] as { txid: string }[]).map((tx) => tx.txid)
  expect(txids).toHaveLength(6)
  const txLinks = card(page, 'transactions').locator('tbody tr a.txid')
  await expect(txLinks).toHaveCount(6)
  expect(await txLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    txids.map((txid) => `/tx/${txid}`),
  )

  const rates = (frame['transactions'] as { rate: number }[]).map(
    (tx) => `${satPerVb(tx.rate)} sat/vB`,
  )
  await expect(card(page, 'transactions').locator('tbody tr td:nth-child(3)')).toHaveText(rates)

  // The dashboard's RBF card on the frame's rbfSummary: each replacement with its old and new fee rates.
  type Replacement = {
    txid: string
    oldFee: number
    oldVsize: number
    newFee: number
    newVsize: number
  }
  const replacements = frame['rbfSummary'] as Replacement[]
  const rbfRows = card(page, 'rbf').locator('tbody tr')
  await expect(rbfRows).toHaveCount(replacements.length)
  for (const [index, item] of replacements.entries()) {
    const row = rbfRows.nth(index)
    await expect(row).toHaveAttribute('data-txid', item.txid)
    await expect(row.locator('td').nth(1)).toHaveText(
      `${satPerVb(item.oldFee / item.oldVsize)} sat/vB`,
    )
    await expect(row.locator('td').nth(2)).toHaveText(
      `${satPerVb(item.newFee / item.newVsize)} sat/vB`,
    )
  }

  const size = (frame['mempoolInfo'] as { size: number }).size
  await expect(page.locator('mempool-footer [data-figure="unconfirmed"]')).toHaveText(
    `${en(size)} TXs`,
  )
  await expect(page.locator('mempool-blockchain .mined-list [data-height="837050"]')).toBeVisible()

  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

const TX01 = '242f3fff9ca7d5aea7a7a57d886f3fa7329e24fac948598a991b3a3dd631cd29'
const TX02 = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'

test('the tx page of a replacement shows its recorded fees, RBF history and ETA, and confirms live', async ({
  page,
}) => {
  const tx = load<{
    txid: string
    fee: number
    weight: number
    vout: { scriptpubkey_address?: string }[]
  }>('details_rbf/tx02_api_tx.json')
  const cpfp = load<{ effectiveFeePerVsize: number; descendants: unknown[] }>(
    'details_rbf/tx02_api_cpfp.json',
  )
  expect(cpfp.descendants).toEqual([])
  const times = load<number[]>('details_rbf/tx02_api_tx_times.json')
  const da = load('details_rbf/tx01_ws_stratum_jobs.json')['da'] as { adjustedTimeAvg: number }
  const position = load('details_rbf/tx02_ws_tx_position.json')
  const api = new RecordedApi(
    load('details_rbf/tx01_ws_stratum_jobs.json'),
    {
      [`/api/tx/${TX02}`]: tx,
      [`/api/v1/transaction-times?txId%5B%5D=${TX02}`]: times,
      [`/api/v1/transaction-times?txId[]=${TX02}`]: times,
      [`/api/v1/tx/${TX02}/rbf`]: load('details_rbf/tx02_api_rbf.json'),
      [`/api/v1/cpfp/${TX02}`]: cpfp,
      // Not recorded: hand-made outspends, all unspent — the recorded CPFP answer has no descendants.
      [`/api/tx/${TX02}/outspends`]: tx.vout.map(() => ({ spent: false })),
    },
    {
      'track-tx': [position, load('details_rbf/tx02_ws_mempool_blocks_01.json')],
    },
  )
  await api.attach(page)
  const problems = collectPageErrors(page)
  await page.goto(`${server.url}/tx/${TX02}`)

  await expect(page.getByRole('heading', { level: 1 })).toContainText(TX02)
  await expect(fact(page, 'fee')).toContainText(`${(tx.fee / 1e8).toFixed(8)} BTC`)
  await expect(fact(page, 'fee-rate')).toContainText(`${satPerVb(tx.fee / (tx.weight / 4))} sat/vB`)
  await expect(fact(page, 'effective-fee-rate')).toContainText(
    `${satPerVb(cpfp.effectiveFeePerVsize)} sat/vB`,
  )
  const outputs = page.locator(`article.tx-card[data-txid="${TX02}"]`).getByRole('list', {
    name: 'Outputs',
  })
  await expect(outputs.locator(':scope > li')).toHaveCount(tx.vout.length)
  await expect(outputs).toContainText(tx.vout[0]?.scriptpubkey_address ?? '?')
  await expect(outputs.locator('[data-spent="false"]')).toHaveCount(tx.vout.length)
  const rbf = page.locator('[data-section="rbf"]')
  await expect(rbf.locator(`li[data-txid="${TX02}"][data-this]`)).toBeVisible()
  const replaced = rbf.locator(`li[data-txid="${TX01}"]`)
  await expect(replaced.getByRole('link')).toHaveAttribute('href', `/tx/${TX01}`)
  await expect(replaced).toContainText('replaced after 319 seconds')

  const firstSeen = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
  const status = page.locator('.tx-status-section')
  await expect(status).toContainText(firstSeen.format(new Date((times[0] ?? 0) * 1000)))
  await expect(page.locator('.tx-state')).toHaveAttribute('data-confirmed', 'false')
  await expect(page.locator('.tx-state')).toHaveText('Unconfirmed')
  // Projected block 0: one adjusted average block time from the recorded `da`.
  const minutes = Math.max(1, Math.round(da.adjustedTimeAvg / 60_000))
  await expect(page.locator('.tx-eta dd')).toContainText(`In ~${minutes} minutes`)
  await expect(page.locator('.tx-eta dd a')).toHaveAttribute('href', '/mempool-block/0')
  await expectNoAxeViolations(page)

  // The recorded new-block frame: block 890448 with txConfirmed for this tx.
  const blockFrame = load('details_rbf/tx02_ws_block.json')
  const block = blockFrame['block'] as { height: number; id: string }
  api.push(blockFrame)
  await expect(page.locator('.tx-state')).toHaveAttribute('data-confirmed', 'true')
  await expect(page.locator('.tx-state a')).toHaveText(`Confirmed in block ${block.height}`)
  await expect(page.locator('.tx-state a')).toHaveAttribute('href', `/block/${block.id}`)
  await expect(page.locator('.tx-eta')).toHaveCount(0)
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the replaced tx shows its cached version and names its replacement with a link', async ({
  page,
}) => {
  const cached = load<{ fee: number }>('details_rbf/tx01_api_cached.json')
  const api = new RecordedApi(
    load('details_rbf/tx01_ws_stratum_jobs.json'),
    {
      // /api/tx/242f… has no answer: the recording's REST 404 for a replaced tx.
      [`/api/v1/tx/${TX01}/cached`]: cached,
      [`/api/v1/tx/${TX01}/rbf`]: load('details_rbf/tx01_api_rbf.json'),
    },
    {
      'track-tx': [
        load('details_rbf/tx01_ws_blocks_01.json'),
        load('details_rbf/tx01_ws_tx_replaced.json'),
        load('details_rbf/tx01_ws_mempool_blocks_01.json'),
      ],
    },
  )
  // The RBF tree names the replacement too: hold it back until the socket's txReplaced has shown it.
  let releaseRbf = () => {}
  api.held.set(`/api/v1/tx/${TX01}/rbf`, new Promise((resolve) => (releaseRbf = resolve)))
  await api.attach(page)
  const problems = collectPageErrors(page)
  await page.goto(`${server.url}/tx/${TX01}`)

  await expect(page.getByRole('heading', { level: 1 })).toContainText(TX01)
  await expect(fact(page, 'fee')).toContainText(`${(cached.fee / 1e8).toFixed(8)} BTC`)
  const notice = page.locator('.tx-replaced')
  await expect(notice).toContainText(`This transaction has been replaced by ${TX02}.`)
  await expect(notice.getByRole('link', { name: TX02 })).toHaveAttribute('href', `/tx/${TX02}`)
  await expect(page.locator('.tx-state')).toHaveText('Replaced')
  await expect(page.locator('[data-section="rbf"]')).toHaveCount(0)
  releaseRbf()
  const history = page.locator('[data-section="rbf"]')
  await expect(history.locator(`li[data-txid="${TX02}"] > div > a`)).toHaveAttribute(
    'href',
    `/tx/${TX02}`,
  )
  await expect(history.locator(`li[data-txid="${TX01}"][data-this]`)).toBeVisible()
  await expect(page.locator('.tx-eta')).toHaveCount(0)
  expect(api.unanswered).toContain(`/api/tx/${TX01}`)
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the RBF page shows the recorded rbfLatest trees as they arrive', async ({ page }) => {
  type Latest = { rbfLatest: { tx: { txid: string } }[] }
  const first = load<Latest>('rbf_page/rbf_01.json')
  const second = load<Latest>('rbf_page/rbf_02.json')
  const api = new RecordedApi(
    load('mainnet_mempoolInfo.json'),
    // No recorded GET /api/v1/replacements: hand-made empty list, so the live frames fill the page.
    { '/api/v1/replacements': [] },
    { 'track-rbf': [first] },
  )
  await api.attach(page)
  const problems = collectPageErrors(page)
  await page.goto(`${server.url}/rbf`)

  const chains = page.locator('.rbf-chain')
  await expect(chains).toHaveCount(1)
  await expect(chains.first()).toContainText(first.rbfLatest[0]?.tx.txid.slice(0, 8) ?? '?')
  await expectNoAxeViolations(page)

  api.push(second)
  await expect(chains).toHaveCount(2)
  for (const [index, tree] of second.rbfLatest.entries())
    await expect(chains.nth(index)).toContainText(tree.tx.txid.slice(0, 8))
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})
