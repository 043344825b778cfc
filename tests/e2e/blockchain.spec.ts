// <mempool-blockchain> and <mempool-footer> from the BUILT bundle on a plain page of another origin, fed the
// recorded mainnet init frame by the replay server. Every expected string is written out literally from the
// frame (TILES, CUBES), independently of the widget's code. Run `npm run build:lib` first.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { hasRecorded, readCypress } from '../fixtures/recorded'
import { expect, test } from './support/fixtures'
import type { WidgetPage } from './support/fixtures'

interface RecordedBlock {
  id: string
  height: number
}
interface RecordedInit {
  blocks: RecordedBlock[]
}

const frame = hasRecorded ? readCypress<RecordedInit>('mainnet_mempoolInfo.json') : undefined
const VIEWPORT = { width: 1280, height: 720 }

// What the frame must show, written out once from its numbers with the reference's display rules (not
// computed by this test, so it cannot share a mistake with the widget): fees in whole sat/vB; a mined
// block's span from feeRange[1] when its median equals feeRange[3] (837044), else from feeRange[0], to the
// last entry; sizes in MB with two decimals; fill = vsize / 1 M vB (tiles) or weight / 4 M WU (blocks).
// At 1,280 px four tiles fit (⌊640 / 155⌋): the frame's 4th to 8th tiles are merged into the 4th (sizes
// and counts summed, median and span of their pooled fee ranges).
const TILES = [
  {
    median: '~7 sat/vB',
    span: '7 - 236 sat/vB',
    size: '2.16 MB',
    count: '4,888 transactions',
    fill: 0.997944,
  },
  {
    median: '~7 sat/vB',
    span: '6 - 7 sat/vB',
    size: '2.07 MB',
    count: '892 transactions',
    fill: 0.997996,
  },
  {
    median: '~6 sat/vB',
    span: '6 - 6 sat/vB',
    size: '1.84 MB',
    count: '27 transactions',
    fill: 0.997956,
  },
  {
    median: '~6 sat/vB',
    span: '1 - 6 sat/vB',
    size: '340.89 MB',
    count: '106,879 transactions',
    blocks: '(173 blocks)',
    fill: 1,
  },
]
const CUBES = [
  {
    height: 837_050,
    median: '~9 sat/vB',
    span: '7 - 262 sat/vB',
    size: '2.14 MB',
    count: '2,659 transactions',
    pool: 'Foundry USA',
    fill: 0.99817,
  },
  {
    height: 837_049,
    median: '~9 sat/vB',
    span: '8 - 201 sat/vB',
    size: '2.03 MB',
    count: '3,260 transactions',
    pool: 'Foundry USA',
    fill: 0.998243,
  },
  {
    height: 837_048,
    median: '~9 sat/vB',
    span: '9 - 146 sat/vB',
    size: '1.64 MB',
    count: '2,252 transactions',
    pool: 'ViaBTC',
    fill: 0.998341,
  },
  {
    height: 837_047,
    median: '~11 sat/vB',
    span: '10 - 423 sat/vB',
    size: '1.84 MB',
    count: '2,657 transactions',
    pool: 'F2Pool',
    fill: 0.999471,
  },
  {
    height: 837_046,
    median: '~15 sat/vB',
    span: '12 - 259 sat/vB',
    size: '1.69 MB',
    count: '3,099 transactions',
    pool: 'MARA Pool',
    fill: 0.998267,
  },
  {
    height: 837_045,
    median: '~19 sat/vB',
    span: '16 - 477 sat/vB',
    size: '1.52 MB',
    count: '3,135 transactions',
    pool: 'F2Pool',
    fill: 0.999471,
  },
  {
    height: 837_044,
    median: '~9 sat/vB',
    span: '7 - 264 sat/vB',
    size: '1.97 MB',
    count: '3,502 transactions',
    pool: 'AntPool',
    fill: 0.998433,
  },
  {
    height: 837_043,
    median: '~8 sat/vB',
    span: '7 - 102 sat/vB',
    size: '2.12 MB',
    count: '3,191 transactions',
    pool: 'Foundry USA',
    fill: 0.998185,
  },
]

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

    await expect(page.locator('mempool-blockchain .projected-list .cube')).toHaveCount(TILES.length)
    for (const [position, expected] of TILES.entries()) {
      const cube = tile(page, position).locator('.cube')
      await expect(inCube(cube, 'median')).toHaveText(expected.median)
      await expect(inCube(cube, 'span')).toHaveText(expected.span)
      await expect(inCube(cube, 'size')).toHaveText(expected.size)
      await expect(inCube(cube, 'count')).toHaveText(expected.count)
      if ('blocks' in expected) await expect(inCube(cube, 'blocks')).toHaveText(expected.blocks)
      else await expect(inCube(cube, 'eta')).toHaveText(/^In ~\d+ (minute|minutes|hour|hours)$/)
      expect(Number(await cube.getAttribute('data-fill'))).toBeCloseTo(expected.fill, 5)
    }

    for (const expected of CUBES) {
      const slot = mined(page, expected.height)
      const cube = slot.locator('.cube')
      await expect(inCube(cube, 'height')).toHaveText(String(expected.height))
      await expect(inCube(cube, 'median')).toHaveText(expected.median)
      await expect(inCube(cube, 'span')).toHaveText(expected.span)
      await expect(inCube(cube, 'size')).toHaveText(expected.size)
      await expect(inCube(cube, 'count')).toHaveText(expected.count)
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
    for (const expected of CUBES.slice(0, 5)) {
      const cube = mined(page, expected.height).locator('.cube')
      await expect(inCube(cube, 'median')).toHaveText(expected.median)
      await expect(inCube(cube, 'count')).toHaveText(expected.count)
    }
    expect(widgetPage.replay.connections).toBe(0)
  })
})
