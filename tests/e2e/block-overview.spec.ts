// <mempool-block-overview> live against the embedded server (src/server/main.ts): a block by height and by
// hash draws its squares and is named "Block N: M transactions"; a bad id shows the error state; a block
// whose audit lists deviations draws differently with audit highlighting than without. Then recorded
// mainnet data, when a block summary fixture exists. Run `npm run build:lib` first (the page loads the
// built element script).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'
import { livePagesForSpec } from './support/live-page'
import { pixelStats } from './support/pixel-stats'

const server = liveServerForSpec(test, { blockIntervalS: 5, seed: 1, networks: 'mainnet' })
const pages = livePagesForSpec(test)

async function rest(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`)
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return response.text()
}
const restJson = async <T>(path: string): Promise<T> => JSON.parse(await rest(path)) as T

interface AuditLists {
  addedTxs: string[]
  prioritizedTxs?: string[]
  acceleratedTxs: string[]
  fullrbfTxs: string[]
  unseenTxs?: string[]
}

const en = (n: number): string => n.toLocaleString('en-US')
const labelOf = (height: number, count: number): string =>
  `Block ${en(height)}: ${en(count)} ${count === 1 ? 'transaction' : 'transactions'}`

/** Opens the host page with the given tags, each `size` px square (set through the CSSOM: the page's CSP has no inline styles). */
async function openOverviews(page: Page, tags: string, size = 320): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' }) // transitions become cuts: stable pixels
  await page.setViewportSize({ width: 1000, height: 900 })
  await pages.open(page, server.url, ['block-overview'], tags)
  await page.locator('mempool-block-overview').evaluateAll((elements, px) => {
    for (const element of elements as HTMLElement[]) {
      element.style.display = 'inline-block'
      element.style.width = `${px}px`
      element.style.height = `${px}px`
    }
  }, size)
}

/**
 * Waits until the element's canvas shows squares: pixels that are not the background (the canvas alone,
 * so the goggles and table buttons over it do not count). The simulator's blocks may be small, so a few
 * squares are enough.
 */
async function expectSquares(page: Page, element: Locator): Promise<Buffer> {
  const canvas = element.locator('canvas').first()
  let shot: Buffer = Buffer.alloc(0)
  await expect
    .poll(
      async () => {
        shot = await canvas.screenshot()
        return (await pixelStats(page, shot)).drawnPixels
      },
      { timeout: 30_000, message: 'the graph never drew its squares' },
    )
    .toBeGreaterThan(10)
  return shot
}

test('by height and by hash: squares drawn, named "Block N: M transactions"', async ({ page }) => {
  test.setTimeout(120_000)
  const height = Number(await rest('/api/blocks/tip/height')) - 1
  const hash = (await rest(`/api/block-height/${height}`)).trim()
  const count = (await restJson<unknown[]>(`/api/v1/block/${hash}/summary`)).length
  expect(count).toBeGreaterThan(1)
  await openOverviews(
    page,
    `<mempool-block-overview id="by-height" api="${server.url}" block="${height}"></mempool-block-overview>
     <mempool-block-overview id="by-hash" api="${server.url}" block="${hash}"></mempool-block-overview>`,
  )
  for (const id of ['by-height', 'by-hash']) {
    const element = page.locator(`#${id}`)
    await expect(element.locator('[part=block]')).toHaveAttribute(
      'aria-label',
      labelOf(height, count),
      { timeout: 30_000 },
    )
    await expectSquares(page, element)
  }
})

test('a bad id shows the error state with what to check, never a blank graph', async ({ page }) => {
  await openOverviews(
    page,
    `<mempool-block-overview id="above-tip" api="${server.url}" block="99999999"></mempool-block-overview>
     <mempool-block-overview id="bad-hash" api="${server.url}" block="not-a-block"></mempool-block-overview>`,
  )
  await expect(page.locator('#above-tip [role=alert]')).toContainText(
    'Block “99999999” was not found.',
    { timeout: 30_000 },
  )
  await expect(page.locator('#above-tip [role=alert]')).toContainText('a height is digits only')
  await expect(page.locator('#bad-hash [role=alert]')).toContainText('“not-a-block” was not found')
  await expect(page.locator('#above-tip canvas')).toHaveCount(0)
})

test('audit colours: a block whose audit lists deviations draws differently with highlighting', async ({
  page,
}) => {
  test.setTimeout(150_000)
  // The newest block whose audit marks some mined txs as not simply "found" (added, prioritized, …).
  const deviating = async (): Promise<string | undefined> => {
    const tip = Number(await rest('/api/blocks/tip/height'))
    for (let height = tip; height > Math.max(0, tip - 15); height--) {
      const hash = (await rest(`/api/block-height/${height}`)).trim()
      const response = await fetch(`${server.url}/api/v1/block/${hash}/audit-summary`)
      if (!response.ok) continue
      const audit = (await response.json()) as AuditLists
      const marked = [
        audit.addedTxs,
        audit.prioritizedTxs ?? [],
        audit.acceleratedTxs,
        audit.fullrbfTxs,
      ]
      if (marked.some((list) => list.length > 0)) return hash
    }
    return undefined
  }
  let hash: string | undefined
  await expect
    .poll(async () => (hash = await deviating()), {
      timeout: 90_000,
      message: 'no audited block with added/prioritized/accelerated/rbf txs',
    })
    .toBeDefined()
  await openOverviews(
    page,
    `<mempool-block-overview id="audit-on" api="${server.url}" block="${hash}"></mempool-block-overview>
     <mempool-block-overview id="audit-off" api="${server.url}" block="${hash}" audit="false"></mempool-block-overview>`,
  )
  await expect(page.locator('#audit-on [part=block]')).toHaveAttribute('data-audit', 'on', {
    timeout: 30_000,
  })
  await expect(page.locator('#audit-off [part=block]')).toHaveAttribute('data-audit', 'off')
  await expectSquares(page, page.locator('#audit-on'))
  await expectSquares(page, page.locator('#audit-off'))
  // Same block, same layout: only the audit statuses' colours can differ. Polled, because the first
  // drawn frame can come before the scene's colours settle (theme read, style applied).
  await expect
    .poll(
      async () => {
        const on = await page.locator('#audit-on canvas').first().screenshot()
        const off = await page.locator('#audit-off canvas').first().screenshot()
        return (await pixelStats(page, on, off)).differing
      },
      { timeout: 15_000, message: 'audit highlighting never changed a square' },
    )
    .toBeGreaterThan(0)
})

test('axe-core finds no violations in a drawn block and in the error state', async ({ page }) => {
  const height = Number(await rest('/api/blocks/tip/height')) - 1
  await openOverviews(
    page,
    `<mempool-block-overview id="drawn" api="${server.url}" block="${height}"></mempool-block-overview>
     <mempool-block-overview id="failed" api="${server.url}" block="nope"></mempool-block-overview>`,
  )
  await expect(page.locator('#drawn [part=block]')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  })
  await expect(page.locator('#failed [role=alert]')).toBeVisible()
  const results = await new AxeBuilder({ page }).include('mempool-block-overview').analyze()
  expect(
    results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
})

test('recorded mainnet data: recorded mainnet transactions draw as a block', async ({ page }) => {
  const dir =
    process.env['MEMPOOL_RECORDED_DIR'] ?? join('..', 'shared', 'fixtures', 'mempool-recorded')
  test.skip(!existsSync(dir), `recorded fixtures not found at ${dir} (set MEMPOOL_RECORDED_DIR)`)
  // A recorded block summary when there is one; else every recorded mainnet tx object that carries the
  // summary's fields (RBF trees, tx pages), in the order found: real txids, fees, sizes and values.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.json'),
  )
  const summaryFile = files.find((file) => /block.*summary.*\.json$/i.test(file))
  const recorded = summaryFile
    ? (JSON.parse(readFileSync(join(dir, summaryFile), 'utf8')) as unknown[])
    : recordedTxObjects(files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))))
  expect(recorded.length).toBeGreaterThan(5)
  // A recorded summary is served in place of the live one (the page's REST calls are routed here).
  const height = Number(await rest('/api/blocks/tip/height')) - 1
  const hash = (await rest(`/api/block-height/${height}`)).trim()
  await page.route(`${server.url}/api/v1/block/${hash}/summary`, (route) =>
    route.fulfill({ json: recorded, headers: { 'access-control-allow-origin': '*' } }),
  )
  await openOverviews(
    page,
    `<mempool-block-overview id="recorded" api="${server.url}" block="${hash}"></mempool-block-overview>`,
  )
  await expect(page.locator('#recorded [part=block]')).toHaveAttribute(
    'aria-label',
    labelOf(height, recorded.length),
    { timeout: 30_000 },
  )
  await expectSquares(page, page.locator('#recorded'))
})

/** Tx objects with the summary's fields (txid, fee, vsize, value) anywhere in the recorded JSON, once each. */
function recordedTxObjects(documents: unknown[]): unknown[] {
  const found = new Map<string, unknown>()
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (typeof node !== 'object' || node === null) return
    const tx = node as Record<string, unknown>
    const { txid, fee, vsize, value } = tx
    if (
      typeof txid === 'string' &&
      /^[0-9a-f]{64}$/.test(txid) &&
      typeof fee === 'number' &&
      typeof vsize === 'number' &&
      typeof value === 'number' &&
      !found.has(txid)
    ) {
      const rate = typeof tx['rate'] === 'number' ? tx['rate'] : fee / vsize
      found.set(txid, { txid, fee, vsize, value, rate, flags: 0 })
    }
    Object.values(tx).forEach(visit)
  }
  documents.forEach(visit)
  return [...found.values()]
}
