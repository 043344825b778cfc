// <BlockGraph> whole (scene → GL renderer → overlays) in Chromium with WebGL through SwiftShader, on a
// hand-made block whose layout is known: squares in their fee colour at their grid place (pixels read
// from a screenshot), the tooltip on hover, goggles dimming, a diff that removes, moves and adds the right
// squares, mp-tx-select cancelling the navigation, and the no-WebGL fallback.
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { mkdir } from 'node:fs/promises'
import { build } from 'esbuild'
import type { Plugin } from 'esbuild'
import { hexToRgba } from '../../src/core/bitcoin/colour'
import { feeColour } from '../../src/core/bitcoin/fee-palettes'
import { TX_FLAGS } from '../../src/core/bitcoin/flags'
import { startStaticServer } from './support/static-server'
import type { StaticServer } from './support/static-server'
import type { HarnessProps, HarnessTx } from './support/block-graph-harness'

const OUT = '.test-results/block-graph-harness'
const SIDE = 400 // CSS px of the graph; R = 10 → 40 px cells
const R = 10
const BACKGROUND = '181b2d' // dark theme --mp-graph-bg

/** Loads `*.css?inline` imports as text, as Vite and the library build do. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(builder) {
    builder.onResolve({ filter: /\?inline$/ }, (args) => ({
      path: new URL(args.path.replace(/\?inline$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'inline-css',
    }))
    builder.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => ({
      contents: await import('node:fs/promises').then((fs) => fs.readFile(args.path, 'utf8')),
      loader: 'text',
    }))
  },
}

let server: StaticServer

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true })
  await build({
    entryPoints: ['tests/e2e/support/block-graph-harness.tsx'],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    outfile: `${OUT}/harness.js`,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [inlineCss],
    logLevel: 'error',
  })
  server = await startStaticServer(OUT)
  server.page(
    '/',
    `<!doctype html><html><body style="margin:0;background:#000">
     <div id="root" style="width:${SIDE}px"></div><script type="module" src="/harness.js"></script>
     </body></html>`,
  )
})

test.afterAll(async () => server.close())

let serial = 0
/** A tx of `vsize` vB paying `rate` sat/vB of its own (R = 10: 9,000 vB → 1 cell, 40,000 vB → 2). */
function tx(rate: number, vsize = 9000, extra: Partial<HarnessTx> = {}): HarnessTx {
  serial++
  return {
    txid: serial.toString(16).padStart(4, '0').repeat(16),
    fee: Math.round(rate * vsize),
    vsize,
    value: 100_000,
    rate,
    flags: '0',
    time: 0,
    acc: false,
    ...extra,
  }
}

const BASE: Omit<HarnessProps, 'txs'> = {
  sceneKey: 'block-1',
  order: 'given',
  resolution: R,
  orientation: 'bottom',
  flip: false,
  label: 'Block 1, 3 transactions',
  animationMs: 0,
}

async function render(page: Page, props: Partial<HarnessProps> & { txs: HarnessTx[] }) {
  await page.evaluate((p) => window.graphHarness.render(p), { ...BASE, ...props })
  await expect(page.locator('.block-graph')).toBeVisible()
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
  )
}

async function open(page: Page, props: Partial<HarnessProps> & { txs: HarnessTx[] }) {
  await page.setViewportSize({ width: 600, height: 600 })
  await page.goto(`${server.url}/`)
  await page.waitForFunction(() => 'graphHarness' in window)
  await render(page, props)
}

/** RGBA bytes at page points, read from a screenshot (what the reader sees). */
async function pixels(page: Page, points: Array<[number, number]>): Promise<number[][]> {
  const png = (await page.screenshot()).toString('base64')
  return page.evaluate(
    async ({ png, points }) => {
      const blob = await (await fetch(`data:image/png;base64,${png}`)).blob()
      const bitmap = await createImageBitmap(blob)
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d context')
      context.drawImage(bitmap, 0, 0)
      return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data])
    },
    { png, points },
  )
}

/** How many sampled points (every 4 px over the graph) have colour `hex`. */
async function countColour(page: Page, hex: string): Promise<number> {
  const points: Array<[number, number]> = []
  for (let y = 2; y < SIDE; y += 4) for (let x = 2; x < SIDE; x += 4) points.push([x, y])
  const target = rgb(hex)
  return (await pixels(page, points)).filter((p) => near(p, target)).length
}

const rgb = (hex: string): number[] => {
  const c = hexToRgba(hex)
  return [c.r, c.g, c.b].map((v) => Math.round(v * 255))
}
const near = (got: number[], want: number[], tolerance = 3): boolean =>
  want.every((v, i) => Math.abs((got[i] ?? -99) - v) <= tolerance)
/** Centre of grid cell (gx, gy) with row 0 at the bottom, no flip. */
const centre = (gx: number, gy: number, side = 1): [number, number] => [
  (gx + side / 2) * (SIDE / R),
  SIDE - (gy + side / 2) * (SIDE / R),
]

test('each square of a hand-made block is drawn in its fee colour at its grid place', async ({
  page,
}) => {
  const a = tx(5) // → (0, 0), bucket of 5 sat/vB
  const b = tx(100, 40_000) // 2 × 2 → (1, 0)
  const c = tx(5, 9000, { acc: true }) // → (3, 0), accelerated purple
  await open(page, { txs: [a, b, c] })
  const [pa, pb, pc, empty] = await pixels(page, [
    centre(0, 0),
    centre(1, 0, 2),
    centre(3, 0),
    centre(8, 8),
  ])
  expect(near(pa!, rgb(feeColour(5)))).toBe(true)
  expect(near(pb!, rgb(feeColour(100)))).toBe(true)
  expect(near(pc!, rgb('8f5ff6'))).toBe(true)
  expect(near(empty!, rgb(BACKGROUND))).toBe(true)

  // Default orientation ('left', flipped): row 0 is the right-hand column, filled from the top.
  await render(page, { txs: [a, b, c], orientation: 'left', flip: true, sceneKey: 'block-2' })
  const [topRight] = await pixels(page, [[SIDE - 20, 20]])
  expect(near(topRight!, rgb(feeColour(5)))).toBe(true)
})

test('palette="contrast" on the host swaps in the colour-blind-safe fee colours at once', async ({
  page,
}) => {
  await open(page, { txs: [tx(5), tx(100)] })
  expect(near((await pixels(page, [centre(1, 0)]))[0]!, rgb(feeColour(100)))).toBe(true)
  await page.evaluate(() =>
    document.querySelector('#root > div')?.setAttribute('palette', 'contrast'),
  )
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
  )
  const [a, b] = await pixels(page, [centre(0, 0), centre(1, 0)])
  expect(near(a!, rgb(feeColour(5, 'contrast')))).toBe(true)
  expect(near(b!, rgb(feeColour(100, 'contrast')))).toBe(true)
})

test('hovering a square shows its tooltip: short txid linking to /tx/{txid}, fee, rate, vsize', async ({
  page,
}) => {
  const a = tx(5)
  await open(page, { txs: [a, tx(100, 40_000)] })
  const box = await page.locator('canvas').boundingBox()
  const [x, y] = centre(0, 0)
  await page.mouse.move((box?.x ?? 0) + x, (box?.y ?? 0) + y)
  const tooltip = page.locator('.tx-tooltip')
  await expect(tooltip).toBeVisible()
  const link = tooltip.locator(`a[href="/tx/${a.txid}"]`)
  await expect(link).toHaveText(`${a.txid.slice(0, 11)}…${a.txid.slice(-4)}`)
  await expect(tooltip).toContainText('45,000 sat')
  await expect(tooltip).toContainText('5.00 sat/vB')
  await expect(tooltip).toContainText('9.00 kvB')
  // The hovered square takes the hover colour (after its 300 ms fade).
  await page.waitForTimeout(400)
  const [hovered] = await pixels(page, [centre(0, 0)])
  expect(near(hovered!, rgb('1bd8f4'))).toBe(true)
  await page.mouse.move(590, 590)
  await expect(tooltip).toBeHidden()
})

test('goggles draw non-matching squares at 0.2 opacity and keep matching ones', async ({
  page,
}) => {
  const rbf = tx(5, 9000, { flags: String(TX_FLAGS.rbf) })
  const plain = tx(100)
  // No tx has flags: nothing to filter by, no menu.
  await open(page, { txs: [tx(5), plain], showGoggles: true })
  await expect(page.locator('.goggles')).toHaveCount(0)
  await render(page, { txs: [rbf, plain], showGoggles: true })
  await expect(page.locator('.goggles')).toBeVisible()
  await render(page, { txs: [rbf, plain], goggles: { mode: 'and', mask: String(TX_FLAGS.rbf) } })
  const [kept, dimmed] = await pixels(page, [centre(0, 0), centre(1, 0)])
  expect(near(kept!, rgb(feeColour(5)))).toBe(true)
  const fee = rgb(feeColour(100))
  const bg = rgb(BACKGROUND)
  const blend = fee.map((v, i) => 0.2 * v + 0.8 * (bg[i] ?? 0))
  expect(near(dimmed!, blend, 4)).toBe(true)
})

test('a diff removes, moves and adds the right squares', async ({ page }) => {
  // Row 0 full of ten 1-cell txs, the first one purple; one more (pink-red, 1,000 sat/vB) on row 1.
  const first = tx(5, 9000, { acc: true })
  const row = [first, ...Array.from({ length: 9 }, () => tx(5))]
  const above = tx(1000)
  await open(page, { txs: [...row, above] })
  expect(near((await pixels(page, [centre(0, 1)]))[0]!, rgb(feeColour(1000)))).toBe(true)

  // Removing the first square: it is gone and the square above falls into its place.
  await render(page, { txs: [...row.slice(1), above] })
  expect(await countColour(page, '8f5ff6')).toBe(0)
  const [fallen, vacated] = await pixels(page, [centre(0, 0), centre(0, 1)])
  expect(near(fallen!, rgb(feeColour(1000)))).toBe(true)
  expect(near(vacated!, rgb(BACKGROUND))).toBe(true)

  // Adding one: its colour appears, nothing else changes colour.
  const added = tx(50)
  expect(await countColour(page, feeColour(50))).toBe(0)
  await render(page, { txs: [...row.slice(1), above, added] })
  expect(await countColour(page, feeColour(50))).toBeGreaterThan(0)
  expect(near((await pixels(page, [centre(0, 0)]))[0]!, rgb(feeColour(1000)))).toBe(true)
})

test('following a tx link fires mp-tx-select; cancelling it stops the navigation', async ({
  page,
}) => {
  const a = tx(5)
  await open(page, { txs: [a] })
  const box = await page.locator('canvas').boundingBox()
  const [x, y] = centre(0, 0)
  await page.mouse.click((box?.x ?? 0) + x, (box?.y ?? 0) + y) // pins the tooltip
  const link = page.locator(`.tx-tooltip a[href="/tx/${a.txid}"]`)
  await expect(link).toBeVisible()

  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seen })
    document.addEventListener('mp-tx-select', (event) => {
      seen.push(event.detail.txid)
      event.preventDefault()
    })
  })
  const before = page.url()
  await link.click()
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
    a.txid,
  ])
  expect(page.url()).toBe(before)

  // Not cancelled: the link is followed.
  server.page(`/tx/${a.txid}`, '<p>tx page</p>')
  await page.reload()
  await page.waitForFunction(() => 'graphHarness' in window)
  await render(page, { txs: [a] })
  await page.mouse.click((box?.x ?? 0) + x, (box?.y ?? 0) + y)
  await page.locator(`.tx-tooltip a[href="/tx/${a.txid}"]`).click()
  await expect(page).toHaveURL(`${server.url}/tx/${a.txid}`)
})

test('keyboard: the grid takes focus, Home and arrows move between squares with the tooltip, Enter selects', async ({
  page,
}) => {
  const a = tx(5) // (0, 0)
  const b = tx(100, 40_000) // (1, 0), 2 × 2
  const c = tx(20) // (3, 0)
  const fillers = Array.from({ length: 6 }, () => tx(2)) // (4…9, 0): row 0 is full
  const d = tx(10) // (0, 1), above a (b holds (1…2, 1))
  await open(page, { txs: [a, b, c, ...fillers, d] })
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seen })
    document.addEventListener('mp-tx-select', (event) => {
      seen.push(event.detail.txid)
      event.preventDefault()
    })
  })
  const grid = page.getByRole('application', { name: 'Block 1, 3 transactions' })
  await page.keyboard.press('Tab')
  await expect(grid).toBeFocused()
  const tooltipLink = (t: HarnessTx) => page.locator(`.tx-tooltip a[href="/tx/${t.txid}"]`)
  await page.keyboard.press('Home')
  await expect(tooltipLink(a)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(tooltipLink(b)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(tooltipLink(c)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(tooltipLink(b)).toBeVisible()
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowUp') // row 1 is above row 0 with orientation 'bottom'
  await expect(tooltipLink(d)).toBeVisible()
  await page.keyboard.press('Enter')
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
    d.txid,
  ])
})

test('context loss shows a notice and the restore redraws the same squares', async ({ page }) => {
  const a = tx(5)
  await open(page, { txs: [a, tx(100, 40_000)] })
  // WEBGL_lose_context on the graph's own context (getContext hands back the existing one).
  await page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    const extension = gl?.getExtension('WEBGL_lose_context')
    Object.assign(window, { lostExtension: extension })
    extension?.loseContext()
  })
  await expect(page.locator('.graph-lost')).toBeVisible()
  await page.evaluate(() =>
    (window as unknown as { lostExtension?: WEBGL_lose_context }).lostExtension?.restoreContext(),
  )
  await expect(page.locator('.graph-lost')).toBeHidden()
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
  )
  const [pa, pb] = await pixels(page, [centre(0, 0), centre(1, 0, 2)])
  expect(near(pa!, rgb(feeColour(5)))).toBe(true)
  expect(near(pb!, rgb(feeColour(100)))).toBe(true)
})

test('without WebGL: the fallback texts, no goggles menu, and the table still lists the txs', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.startsWith('webgl')) return null
      return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest)
    } as typeof original
  })
  const a = tx(5, 9000, { flags: String(TX_FLAGS.rbf) })
  await open(page, { txs: [a], showGoggles: true })
  await expect(page.getByText('Your browser does not support this feature.')).toBeVisible()
  await expect(page.getByText('not available')).toBeVisible()
  await expect(page.locator('.goggles')).toHaveCount(0)
  // The table toggle is reached by keyboard (it stays out of sight until focused).
  const toggle = page.getByRole('button', { name: 'Show as table' })
  await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator(`.tx-table a[href="/tx/${a.txid}"]`)).toBeVisible()
})
