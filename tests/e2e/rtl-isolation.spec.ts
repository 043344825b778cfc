// Right-to-left pages (issue 12): on /ar, every txid, block hash and address a page shows is a left-to-right
// isolate holding only that identifier (so an Arabic sentence never reorders its characters or the words around
// it), and the page never scrolls sideways, on a desktop and a phone width. Live simulated data; run
// `npm run build:lib` and `build:site` first.
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import type { Transaction } from '../../src/core'
import { liveServerForSpec } from './support/live-server'
import { collectPageErrors, expectNoAxeViolations } from './support/page-checks'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${server.url}${path}`)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** A confirmed tx of the tip block that spends outputs (not the coinbase) and pays an address. */
async function confirmedTx(request: APIRequestContext): Promise<Transaction> {
  const hash = await (await request.get(`${server.url}/api/blocks/tip/hash`)).text()
  const txs = await json<Transaction[]>(request, `/api/block/${hash}/txs/0`)
  const tx = txs.find(
    (t) => t.vout.some((out) => out.scriptpubkey_address) && t.vin[0]?.is_coinbase === false,
  )
  if (!tx) throw new Error(`no tx with an address in block ${hash}`)
  return tx
}

interface IdentifierAudit {
  /** The identifier text as shown. */
  text: string
  /** The nearest isolating element (tag), if any. */
  isolate: string | null
  /** That element's resolved direction. */
  direction: string | null
  /** That element holds nothing but the identifier. */
  alone: boolean
}

/**
 * Runs in the page: every rendered text node (light DOM and open shadow roots) that shows a txid or hash (64 hex
 * or shortened with '…') or an address, with its nearest bidi-isolating ancestor.
 */
function auditIdentifiers(): IdentifierAudit[] {
  const ID =
    /[0-9a-f]{64}|[0-9a-f]{4,}…[0-9a-f]{4}|\b(?:bc1|tb1|bcrt1)[02-9ac-hj-np-z]{11,87}\b|\b[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}\b/
  const WHOLE = new RegExp(`^(?:${ID.source})(?::\\d+)?$`)
  const ISOLATING = new Set(['isolate', 'isolate-override', 'plaintext'])
  const parentOf = (node: Node): Element | null =>
    node.parentElement ?? (node.parentNode as ShadowRoot | null)?.host ?? null
  const audits: IdentifierAudit[] = []
  const visit = (root: Document | ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot)
      if (node.nodeType !== Node.TEXT_NODE) continue
      const match = ID.exec(node.textContent ?? '')
      const parent = node.parentElement
      if (!match || !parent || parent.getClientRects().length === 0) continue
      let isolate: Element | null = parent
      while (isolate && !ISOLATING.has(getComputedStyle(isolate).unicodeBidi))
        isolate = parentOf(isolate)
      audits.push({
        text: match[0],
        isolate: isolate?.tagName.toLowerCase() ?? null,
        direction: isolate ? getComputedStyle(isolate).direction : null,
        alone: isolate !== null && WHOLE.test((isolate.textContent ?? '').trim()),
      })
    }
  }
  visit(document)
  return audits
}

async function expectIsolatedIdentifiers(page: Page, mustShow: string) {
  const audits = await page.evaluate(auditIdentifiers)
  // The check is not vacuous: the page's own identifier was found among the audited ones.
  expect(audits.map((a) => a.text)).toContain(mustShow)
  const bad = audits.filter((a) => a.direction !== 'ltr' || !a.alone)
  expect(bad, `identifiers not isolated left to right (of ${audits.length})`).toEqual([])
}

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const root = document.documentElement
            return root.scrollWidth - root.clientWidth
          }),
        { message: `horizontal overflow at ${width} px` },
      )
      .toBeLessThanOrEqual(0)
  }
}

async function openArabic(page: Page, path: string, ready: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${server.url}/ar${path}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 })
}

test('the /ar transaction page isolates its txid, addresses and outpoints left to right', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  const tx = await confirmedTx(request)
  await openArabic(page, `/tx/${tx.txid}`, '.tx-card')
  await expectIsolatedIdentifiers(page, tx.txid)
  const address = tx.vout.find((out) => out.scriptpubkey_address)?.scriptpubkey_address ?? ''
  await expect(page.locator('.tx-address a').filter({ hasText: address }).first()).toHaveAttribute(
    'dir',
    'ltr',
  )
  // Amounts and fee rates keep "0.1 BTC" / "5 sat/vB" order too.
  const amounts = page.locator('.tx-amount, .tx-fee-rate')
  await expect(amounts.first()).toHaveAttribute('dir', 'ltr')
  // The previous-output arrow points back along the reading direction (mirrored: → on an rtl page).
  const arrow = page.locator('.tx-outpoint').first()
  expect(await arrow.evaluate((a) => new DOMMatrix(getComputedStyle(a).transform).a)).toBe(-1)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  expect(problems).toEqual([])
})

test('the /ar block page isolates its hashes left to right', async ({ page, request }) => {
  const problems = collectPageErrors(page)
  const hash = await (await request.get(`${server.url}/api/blocks/tip/hash`)).text()
  await openArabic(page, `/block/${hash}`, '.block-header')
  await expect(page.locator('.tx-card').first()).toBeVisible({ timeout: 30_000 })
  await expectIsolatedIdentifiers(page, hash)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  expect(problems).toEqual([])
})

test('the /ar address page isolates its address and txids left to right', async ({
  page,
  request,
}) => {
  const problems = collectPageErrors(page)
  const tx = await confirmedTx(request)
  const address = tx.vout.find((out) => out.scriptpubkey_address)?.scriptpubkey_address ?? ''
  await openArabic(page, `/address/${address}`, '.tx-card')
  await expectIsolatedIdentifiers(page, address)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  expect(problems).toEqual([])
})
