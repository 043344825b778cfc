// <mempool-blockchain> and <mempool-footer> from the BUILT bundle on a plain page of another origin, fed the
// recorded mainnet init frame by the replay server. Every expected string is computed here from the frame,
// independently of the widget's code. Run `npm run build:lib` first.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { hasRecorded, readCypress } from '../fixtures/recorded'
import { expect, test } from './support/fixtures'
import type { WidgetPage } from './support/fixtures'

interface RecordedBlock {
  id: string
  height: number
  tx_count: number
  size: number
  weight: number
  extras: { medianFee: number; feeRange: number[]; pool?: { name: string } }
}
interface RecordedTile {
  blockSize: number
  blockVSize: number
  nTx: number
  medianFee: number
  feeRange: number[]
}
interface RecordedInit {
  blocks: RecordedBlock[]
  'mempool-blocks': RecordedTile[]
}

const frame = hasRecorded ? readCypress<RecordedInit>('mainnet_mempoolInfo.json') : undefined
const VIEWPORT = { width: 1280, height: 720 }

const en = (n: number, min = 0, max = min) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: min, maximumFractionDigits: max }).format(n)
/** Cube fee rule: whole sat/vB from 1 up (7.0369 → "7"). */
const fee = (rate: number) => en(rate, 0, rate > 0 && rate < 1 ? 2 : 0)
/** Sizes step by 1,000 with two decimals: 2,162,709 → "2.16 MB". */
function size(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB']
  let step = 0
  while (step < units.length - 1 && bytes >= 1000 ** (step + 1)) step++
  return step === 0 ? `${en(bytes, 0, 2)} B` : `${en(bytes / 1000 ** step, 2)} ${units[step]}`
}
const txs = (n: number) => `${en(n)} ${n === 1 ? 'transaction' : 'transactions'}`

/** The projected tiles a 1,280 px strip shows: ⌊640 / 155⌋ = 4, the rest merged into the 4th. */
function expectedTiles(tiles: RecordedTile[]) {
  const visible = Math.max(1, Math.floor(VIEWPORT.width / 2 / 155))
  const shown = tiles.slice(0, visible - 1)
  const rest = tiles.slice(visible - 1)
  const range = rest.flatMap((t) => t.feeRange).sort((a, b) => a - b)
  const mid = Math.floor(range.length / 2)
  const median = range.length % 2 ? range[mid]! : (range[mid - 1]! + range[mid]!) / 2
  const sum = (pick: (t: RecordedTile) => number) => rest.reduce((total, t) => total + pick(t), 0)
  const merged = {
    blockSize: sum((t) => t.blockSize),
    blockVSize: sum((t) => t.blockVSize),
    nTx: sum((t) => t.nTx),
    medianFee: median,
    feeRange: range,
  }
  return [...shown, merged].map((t) => ({
    median: `~${fee(t.medianFee)} sat/vB`,
    span: `${fee(t.feeRange[0]!)} - ${fee(t.feeRange[t.feeRange.length - 1]!)} sat/vB`,
    size: size(t.blockSize),
    count: txs(t.nTx),
    blocks:
      t.blockVSize > 1_000_000 ? `(${Math.ceil(t.blockVSize / 1_000_000)} blocks)` : undefined,
    fill: Math.min(1, t.blockVSize / 1_000_000),
  }))
}

function expectedCubes(blocks: RecordedBlock[]) {
  return [...blocks]
    .sort((a, b) => b.height - a.height)
    .map((b) => {
      const r = b.extras.feeRange
      const min = b.extras.medianFee === r[3] ? r[1]! : r[0]!
      return {
        height: b.height,
        median: `~${fee(b.extras.medianFee)} sat/vB`,
        span: `${fee(min)} - ${fee(r[r.length - 1]!)} sat/vB`,
        size: size(b.size),
        count: txs(b.tx_count),
        pool: b.extras.pool?.name,
        fill: Math.min(1, b.weight / 4_000_000),
      }
    })
}

const inCube = (cube: Locator, figure: string) => cube.locator(`[data-figure="${figure}"]`)
const tile = (page: Page, position: number) =>
  page.locator(`mempool-blockchain .projected-list [data-position="${position}"]`)
const mined = (page: Page, height: number) =>
  page.locator(`mempool-blockchain .mined-list [data-height="${height}"]`)

async function openBoth(widgetPage: WidgetPage, dir: 'ltr' | 'rtl' = 'ltr') {
  await widgetPage.page.setViewportSize(VIEWPORT)
  const api = widgetPage.replay.url
  await widgetPage.openHtml({
    widgets: ['blockchain', 'footer'],
    body: `<mempool-blockchain api="${api}"></mempool-blockchain><mempool-footer api="${api}"></mempool-footer>`,
    dir,
  })
  await expect(
    widgetPage.page.locator('mempool-blockchain .mined-list .cube.loaded').first(),
  ).toBeVisible()
}

test.describe('<mempool-blockchain> on recorded mainnet frames', () => {
  test.skip(!frame, 'recorded mainnet frames not found (../shared/fixtures/mempool-recorded)')
  test.use({
    replayFrames: frame ? [frame] : [],
    replayRest: frame ? { '/api/v1/init-data': frame } : {},
  })

  test('a third-party page with only the built scripts and two tags shows exactly the figures of the frame', async ({
    widgetPage,
  }) => {
    if (!frame) return
    const { page } = widgetPage
    await openBoth(widgetPage)
    await expect(page.locator('mempool-footer [data-figure="unconfirmed"]')).not.toHaveText(
      'Loading…',
    )

    const tiles = expectedTiles(frame['mempool-blocks'])
    await expect(page.locator('mempool-blockchain .projected-list .cube')).toHaveCount(tiles.length)
    for (const [position, expected] of tiles.entries()) {
      const cube = tile(page, position).locator('.cube')
      await expect(inCube(cube, 'median')).toHaveText(expected.median)
      await expect(inCube(cube, 'span')).toHaveText(expected.span)
      await expect(inCube(cube, 'size')).toHaveText(expected.size)
      await expect(inCube(cube, 'count')).toHaveText(expected.count)
      if (expected.blocks) await expect(inCube(cube, 'blocks')).toHaveText(expected.blocks)
      else await expect(inCube(cube, 'eta')).toHaveText(/^In ~\d+ (minute|minutes|hour|hours)$/)
      expect(Number(await cube.getAttribute('data-fill'))).toBeCloseTo(expected.fill, 5)
    }

    for (const expected of expectedCubes(frame.blocks)) {
      const slot = mined(page, expected.height)
      const cube = slot.locator('.cube')
      await expect(inCube(cube, 'height')).toHaveText(String(expected.height))
      await expect(inCube(cube, 'median')).toHaveText(expected.median)
      await expect(inCube(cube, 'span')).toHaveText(expected.span)
      await expect(inCube(cube, 'size')).toHaveText(expected.size)
      await expect(inCube(cube, 'count')).toHaveText(expected.count)
      if (expected.pool)
        await expect(slot.locator('[data-figure="pool"]')).toHaveText(expected.pool)
      expect(Number(await cube.getAttribute('data-fill'))).toBeCloseTo(expected.fill, 5)
      await expect(cube).toHaveAttribute(
        'href',
        `${widgetPage.replay.url}/block/${frame.blocks.find((b) => b.height === expected.height)!.id}`,
      )
    }
    // Older heights are asked from the REST API, which this replay does not answer: empty placeholders.
    const oldest = Math.min(...frame.blocks.map((b) => b.height))
    await expect(mined(page, oldest - 1).locator('.cube.placeholder')).toBeVisible()
    expect(widgetPage.replay.connections).toBe(1)
  })

  test('keyboard: Tab reaches the cubes, arrow keys move along the chain as drawn', async ({
    widgetPage,
  }) => {
    if (!frame) return
    const { page } = widgetPage
    await openBoth(widgetPage)
    const tip = Math.max(...frame.blocks.map((b) => b.height))
    await page.keyboard.press('Tab')
    await expect(page.locator('mempool-blockchain .projected-list .cube').first()).toBeFocused()

    const events: unknown[] = []
    await page.exposeFunction('recordSelect', (detail: unknown) => events.push(detail))
    await page.evaluate(() => {
      const record = (window as unknown as { recordSelect: (d: unknown) => void }).recordSelect
      document.addEventListener('mp-block-select', (e) => record((e as CustomEvent).detail))
      document.addEventListener('mp-mempool-block-select', (e) => record((e as CustomEvent).detail))
    })
    await mined(page, tip).locator('.cube').focus()
    await page.keyboard.press('ArrowRight')
    await expect(mined(page, tip - 1).locator('.cube')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(tile(page, 0).locator('.cube')).toBeFocused()
    await expect(tile(page, 0).locator('.cube')).toHaveAttribute('aria-current', 'true')
    await expect(page.locator('mempool-blockchain [part="arrow"]')).toBeVisible()
    expect(events).toEqual([
      expect.objectContaining({ height: tip - 1 }),
      expect.objectContaining({ height: tip }),
      expect.objectContaining({ index: 0 }),
    ])
  })

  test('dir="rtl" mirrors the strip and the arrow keys', async ({ widgetPage }) => {
    if (!frame) return
    const { page } = widgetPage
    const tip = Math.max(...frame.blocks.map((b) => b.height))
    await openBoth(widgetPage, 'ltr')
    const ltr = {
      next: await tile(page, 0).boundingBox(),
      tip: await mined(page, tip).boundingBox(),
    }
    await openBoth(widgetPage, 'rtl')
    const rtl = {
      next: await tile(page, 0).boundingBox(),
      tip: await mined(page, tip).boundingBox(),
    }
    expect(ltr.next!.x).toBeLessThan(ltr.tip!.x)
    // Mirrored geometry: cubes 155 px apart (125 px cube + 30 px gap), each side 40 px from the divider.
    const older = await mined(page, tip - 1)
      .locator('.cube')
      .boundingBox()
    const tipCube = await mined(page, tip).locator('.cube').boundingBox()
    const divider = await page.locator('mempool-blockchain .divider').boundingBox()
    expect(tipCube!.x - older!.x).toBeCloseTo(155, 0)
    expect(tipCube!.width).toBeCloseTo(125, 0)
    expect(Math.abs(divider!.x - (tipCube!.x + tipCube!.width) - 40)).toBeLessThanOrEqual(2) // the line is 2 px wide
    const nextCube = await tile(page, 0).locator('.cube').boundingBox()
    expect(Math.abs(nextCube!.x - divider!.x - 40)).toBeLessThanOrEqual(2)
    expect(rtl.next!.x).toBeGreaterThan(rtl.tip!.x)
    await mined(page, tip).locator('.cube').focus()
    await page.keyboard.press('ArrowLeft')
    await expect(mined(page, tip - 1).locator('.cube')).toBeFocused()
  })

  test('the divider button flips the direction of time and remembers it', async ({
    widgetPage,
  }) => {
    if (!frame) return
    const { page } = widgetPage
    const tip = Math.max(...frame.blocks.map((b) => b.height))
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openBoth(widgetPage)
    await page.getByRole('button', { name: 'Flip the direction of time' }).click()
    await expect(page.getByRole('button', { name: 'Flip the direction of time' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const flipped = {
      next: await tile(page, 0).boundingBox(),
      tip: await mined(page, tip).boundingBox(),
    }
    expect(flipped.next!.x).toBeGreaterThan(flipped.tip!.x)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Flip the direction of time' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('scrolling into older blocks shows the scroll-back button, which returns to the tip', async ({
    widgetPage,
  }) => {
    if (!frame) return
    const { page } = widgetPage
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openBoth(widgetPage)
    const back = page.getByRole('button', { name: 'Back to the newest blocks' })
    await expect(back).toHaveCount(0)
    const scroller = page.locator('mempool-blockchain .scroller')
    await scroller.evaluate((element) => element.scrollTo({ left: 1500 }))
    await expect(back).toBeVisible()
    // More cubes were laid out ahead of what is visible (loading or placeholders: the replay has no REST blocks).
    const oldest = Math.min(...frame.blocks.map((b) => b.height))
    await expect(mined(page, oldest - 15).locator('.cube')).toHaveCount(1)
    await back.click()
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0)
    await expect(back).toHaveCount(0)
  })

  test('has no axe-core violations', async ({ widgetPage }) => {
    await openBoth(widgetPage)
    const results = await new AxeBuilder({ page: widgetPage.page })
      .include('mempool-blockchain')
      .analyze()
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
})

test.describe('<mempool-blockchain static-height> on recorded mainnet blocks', () => {
  test.skip(!frame, 'recorded mainnet frames not found (../shared/fixtures/mempool-recorded)')
  const tip = frame ? Math.max(...frame.blocks.map((b) => b.height)) : 0
  // The REST answer for the group of the window's end: the recorded blocks, newest first.
  test.use({
    replayRest: frame
      ? { [`/api/v1/blocks/${Math.ceil(tip / 10) * 10}`]: [...frame.blocks].reverse() }
      : {},
  })

  test('shows a fixed window of mined blocks loaded over REST, without the projected side', async ({
    widgetPage,
  }) => {
    if (!frame) return
    const { page } = widgetPage
    await widgetPage.open({
      widget: 'blockchain',
      attributes: { 'static-height': String(tip), 'static-count': '5' },
    })
    await expect(page.locator('mempool-blockchain .mined-list .slot')).toHaveCount(5)
    await expect(page.locator('mempool-blockchain .projected-list')).toHaveCount(0)
    for (const expected of expectedCubes(frame.blocks).slice(0, 5)) {
      const cube = mined(page, expected.height).locator('.cube')
      await expect(inCube(cube, 'median')).toHaveText(expected.median)
      await expect(inCube(cube, 'count')).toHaveText(expected.count)
    }
    expect(widgetPage.replay.connections).toBe(0)
  })
})
