// The block graph's GL layer alone in Chromium (WebGL through SwiftShader): squares land where
// screen-mapping.ts says, in their colour, on WebGL2 and on the WebGL1 fallback; a transition half-way
// shows the interpolated square; context loss and restore redraw the same pixels; a change of 3 slots out
// of 10,000 uploads 3 × 48 bytes; frames stop when nothing moves and while the canvas is off-screen.
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { GlRenderer, GridView, SquareState } from '../../src/widgets/block-graph/gl/index'
import { openGlPage } from './support/gl-test-page'
import type { GlModule } from './support/gl-test-page'

declare global {
  interface Window {
    GlTest: GlModule
    renderer: GlRenderer
    clock: { now: number }
    events: string[]
  }
}

interface Sample {
  /** What the drawn square should look like. */
  expected: number[]
  got: number[]
  where: string
}

const BACKGROUND = [17, 34, 51, 255]

/** The renderer's drawing paths: WebGL2's default, WebGL2 asked to instance, and the WebGL1 fallback. */
interface DrawPath {
  name: string
  webgl1Only: boolean
  instanced: boolean
  method: 'pulled' | 'instanced'
}
const PULLED: DrawPath = {
  name: 'WebGL2 vertex pulling',
  webgl1Only: false,
  instanced: false,
  method: 'pulled',
}
const INSTANCED2: DrawPath = {
  name: 'WebGL2 instanced',
  webgl1Only: false,
  instanced: true,
  method: 'instanced',
}
const WEBGL1: DrawPath = {
  name: 'WebGL1 + ANGLE_instanced_arrays',
  webgl1Only: true,
  instanced: true,
  method: 'instanced',
}

/**
 * Creates `window.renderer` on the page's canvas (400 CSS px, grid 40: cell 10 px, padding 2 px) with an
 * injected clock at 1,000 ms and a dark opaque background.
 */
async function createRenderer(page: Page, view: GridView, path = PULLED): Promise<void> {
  await page.evaluate(
    ({ view, path, background }) => {
      const { GlRenderer, packRgba } = window.GlTest
      window.clock = { now: 1000 }
      window.events = []
      window.renderer = new GlRenderer(document.querySelector('canvas') as HTMLCanvasElement, {
        now: () => window.clock.now,
        background: packRgba(background[0] ?? 0, background[1] ?? 0, background[2] ?? 0),
        webgl1Only: path.webgl1Only,
        instanced: path.instanced,
        onContextLost: () => window.events.push('lost'),
        onContextRestored: () => window.events.push('restored'),
      })
      window.renderer.setView(view)
    },
    { view, path, background: BACKGROUND },
  )
}

/** Squares of a hand-made scene: grid position, side and colour. */
const SCENE: Array<{ x: number; y: number; s: number; rgb: [number, number, number] }> = [
  { x: 0, y: 0, s: 1, rgb: [230, 40, 40] },
  { x: 3, y: 2, s: 2, rgb: [40, 200, 60] },
  { x: 10, y: 5, s: 4, rgb: [50, 90, 240] },
  { x: 39, y: 39, s: 1, rgb: [250, 250, 0] },
]

/**
 * Places SCENE and reads, for each square, its centre and the pixels half a pixel inside each edge of the
 * rectangle the TypeScript mapping gives (square colour) and half a pixel outside (background).
 */
function readScene(page: Page): Promise<Sample[]> {
  return page.evaluate(
    ({ scene, background }) => {
      const { packRgba, drawAndRead } = window.GlTest
      const renderer = window.renderer
      scene.forEach((square, slot) => renderer.place(slot, square, packRgba(...square.rgb)))
      const dpr = renderer.viewport.dpr
      const samples: Array<{ expected: number[]; point: [number, number]; where: string }> = []
      for (const square of scene) {
        const rect = renderer.rectOf(square)
        const [left, top] = [rect.x * dpr, rect.y * dpr]
        const [right, bottom] = [left + rect.width * dpr, top + rect.height * dpr]
        const [midX, midY] = [(left + right) / 2, (top + bottom) / 2]
        const colour = [...square.rgb, 255]
        const at = (point: [number, number], expected: number[], where: string) =>
          samples.push({
            point,
            expected,
            where: `${where} of (${square.x},${square.y},${square.s})`,
          })
        at([midX, midY], colour, 'centre')
        at([left + 0.5, midY], colour, 'inside left edge')
        at([right - 0.5, midY], colour, 'inside right edge')
        at([midX, top + 0.5], colour, 'inside top edge')
        at([midX, bottom - 0.5], colour, 'inside bottom edge')
        at([left - 0.5, midY], background, 'outside left edge')
        at([right + 0.5, midY], background, 'outside right edge')
        at([midX, top - 0.5], background, 'outside top edge')
        at([midX, bottom + 0.5], background, 'outside bottom edge')
      }
      const pixels = drawAndRead(
        renderer,
        samples.map((sample) => sample.point),
      )
      return samples.map((sample, index) => ({
        expected: sample.expected,
        got: pixels[index] ?? [],
        where: sample.where,
      }))
    },
    { scene: SCENE, background: BACKGROUND },
  )
}

function expectPixels(samples: Sample[]): void {
  expect(samples.length).toBeGreaterThan(0)
  for (const sample of samples) expect(sample.got, sample.where).toEqual(sample.expected)
}

for (const path of [PULLED, INSTANCED2, WEBGL1]) {
  for (const view of [
    { resolution: 40, orientation: 'left', flip: true },
    { resolution: 40, orientation: 'bottom', flip: false },
  ] satisfies GridView[]) {
    test(`${path.name}, orientation ${view.orientation}: squares are drawn where gridRectToCss puts them`, async ({
      page,
    }) => {
      await openGlPage(page)
      await createRenderer(page, view, path)
      expect(await page.evaluate(() => window.renderer.webgl2)).toBe(!path.webgl1Only)
      expect(await page.evaluate(() => window.renderer.method)).toBe(path.method)
      expect(await page.evaluate(() => window.renderer.bytesPerInstance)).toBeLessThanOrEqual(64)
      expectPixels(await readScene(page))
    })
  }
}

test('orientation decides the corner of row 0: left+flip = top right, bottom = bottom left', async ({
  page,
}) => {
  await openGlPage(page)
  await createRenderer(page, { resolution: 40, orientation: 'left', flip: true })
  const corners = await page.evaluate(() => {
    const { packRgba, drawAndRead } = window.GlTest
    const renderer = window.renderer
    renderer.place(0, { x: 0, y: 0, s: 1 }, packRgba(255, 0, 0))
    const leftFlip = drawAndRead(renderer, [[395, 5]])
    renderer.setView({ resolution: 40, orientation: 'bottom', flip: false })
    const bottom = drawAndRead(renderer, [
      [5, 395],
      [395, 5],
    ])
    return { leftFlip, bottom }
  })
  expect(corners.leftFlip).toEqual([[255, 0, 0, 255]])
  expect(corners.bottom).toEqual([[255, 0, 0, 255], BACKGROUND])
})

test('the backing store is CSS size × devicePixelRatio and the mapping scales with it', async ({
  browser,
}) => {
  const context = await browser.newContext({ deviceScaleFactor: 2 })
  const page = await context.newPage()
  await openGlPage(page)
  await createRenderer(page, { resolution: 40, orientation: 'left', flip: true })
  expect(
    await page.evaluate(() => [window.renderer.canvas.width, window.renderer.canvas.height]),
  ).toEqual([800, 800])
  expectPixels(await readScene(page))
  await page.evaluate(() =>
    (document.querySelector('canvas') as HTMLCanvasElement).style.setProperty('width', '300px'),
  )
  await expect.poll(() => page.evaluate(() => window.renderer.canvas.width)).toBe(600)
  await context.close()
})

test('half-way through a transition the square is half-way, in the mixed colour', async ({
  page,
}) => {
  await openGlPage(page)
  await createRenderer(page, { resolution: 40, orientation: 'bottom', flip: false })
  const result = await page.evaluate(() => {
    const { packRgba, drawAndRead } = window.GlTest
    const renderer = window.renderer
    const [from, to, middle] = [
      { x: 0, y: 0, s: 2 },
      { x: 20, y: 10, s: 2 },
      { x: 10, y: 5, s: 2 },
    ]
    const centre = (square: { x: number; y: number; s: number }): [number, number] => {
      const rect = renderer.rectOf(square)
      return [rect.x + rect.width / 2, rect.y + rect.height / 2]
    }
    renderer.setSquare(0, {
      ...{ x0: from.x, y0: from.y, s0: from.s, c0: packRgba(255, 0, 0) },
      ...{ x1: to.x, y1: to.y, s1: to.s, c1: packRgba(0, 0, 255) },
      t0: 1000,
      durationMs: 1000,
    })
    const points = [centre(from), centre(middle), centre(to)]
    const start = drawAndRead(renderer, points)
    window.clock.now = 1500
    const halfWay = drawAndRead(renderer, points)
    const state: SquareState | undefined = renderer.squareAt(0)
    window.clock.now = 2500
    const end = drawAndRead(renderer, points)
    return { start, halfWay, end, state }
  })
  const background = BACKGROUND
  expect(result.start).toEqual([[255, 0, 0, 255], background, background])
  expect(result.halfWay[0]).toEqual(background)
  expect(result.halfWay[2]).toEqual(background)
  const [r = 0, g = 0, b = 0] = result.halfWay[1] ?? []
  expect(
    Math.abs(r - 128) <= 1 && g === 0 && Math.abs(b - 128) <= 1,
    `mixed colour ${r},${g},${b}`,
  ).toBe(true)
  expect(result.state).toMatchObject({ x: 10, y: 5, s: 2 })
  expect(result.end).toEqual([background, background, [0, 0, 255, 255]])
})

test('prefers-reduced-motion turns transitions into cuts', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openGlPage(page)
  await createRenderer(page, { resolution: 40, orientation: 'bottom', flip: false })
  const pixels = await page.evaluate(() => {
    const { packRgba, drawAndRead } = window.GlTest
    const renderer = window.renderer
    renderer.setSquare(0, {
      ...{ x0: 0, y0: 0, s0: 2, c0: packRgba(255, 0, 0) },
      ...{ x1: 20, y1: 10, s1: 2, c1: packRgba(0, 0, 255) },
      t0: 1000,
      durationMs: 1000,
    })
    const rect = renderer.rectOf({ x: 20, y: 10, s: 2 })
    return drawAndRead(renderer, [[rect.x + rect.width / 2, rect.y + rect.height / 2]])
  })
  expect(pixels).toEqual([[0, 0, 255, 255]])
})

for (const path of [PULLED, WEBGL1])
  test(`${path.name}: context loss stops drawing; restore redraws the same pixels from the CPU copy`, async ({
    page,
  }) => {
    await openGlPage(page)
    await createRenderer(page, { resolution: 40, orientation: 'left', flip: true }, path)
    const before = await readScene(page)
    expectPixels(before)
    const whileLost = await page.evaluate(async () => {
      const renderer = window.renderer
      const loseContext = window.GlTest.contextOf(renderer).getExtension('WEBGL_lose_context')
      if (!loseContext) throw new Error('WEBGL_lose_context missing')
      const lost = new Promise((done) =>
        renderer.canvas.addEventListener('webglcontextlost', done, { once: true }),
      )
      loseContext.loseContext()
      await lost
      const frames = renderer.stats.frames
      // A write while lost is kept in the CPU copy and drawn after the restore.
      renderer.place(7, { x: 20, y: 20, s: 3 }, window.GlTest.packRgba(0, 255, 255))
      await new Promise((done) => setTimeout(done, 100))
      const state = {
        lost: renderer.lost,
        drew: renderer.drawNow(),
        framesDrawn: renderer.stats.frames - frames,
      }
      const restored = new Promise((done) =>
        renderer.canvas.addEventListener('webglcontextrestored', () => setTimeout(done, 0), {
          once: true,
        }),
      )
      loseContext.restoreContext()
      await restored
      return state
    })
    expect(whileLost).toEqual({ lost: true, drew: false, framesDrawn: 0 })
    expect(await page.evaluate(() => [window.events, window.renderer.lost])).toEqual([
      ['lost', 'restored'],
      false,
    ])
    expectPixels(await readScene(page))
    const added = await page.evaluate(() => {
      const rect = window.renderer.rectOf({ x: 20, y: 20, s: 3 })
      return window.GlTest.drawAndRead(window.renderer, [
        [rect.x + rect.width / 2, rect.y + rect.height / 2],
      ])
    })
    expect(added).toEqual([[0, 255, 255, 255]])
  })

for (const path of [PULLED, WEBGL1])
  test(`${path.name}: changing 3 slots of 10,000 uploads only those 3 instances`, async ({
    page,
  }) => {
    await openGlPage(page)
    await createRenderer(page, { resolution: 100, orientation: 'bottom', flip: false }, path)
    const result = await page.evaluate(() => {
      const { packRgba, countUploads, drawAndRead } = window.GlTest
      const renderer = window.renderer
      const grey = packRgba(90, 90, 90)
      renderer.ensureCapacity(10_000)
      for (let slot = 0; slot < 10_000; slot++) {
        renderer.place(slot, { x: slot % 100, y: Math.floor(slot / 100), s: 1 }, grey)
      }
      renderer.drawNow()
      const uploads = countUploads(renderer)
      for (const slot of [17, 5000, 9999]) renderer.setColour(slot, packRgba(255, 255, 255))
      const rect = renderer.rectOf({ x: 0, y: 50, s: 1 }) // slot 5000
      const [changed] = drawAndRead(renderer, [[rect.x + rect.width / 2, rect.y + rect.height / 2]])
      const afterThree = { ...uploads }
      renderer.setColour(100, grey)
      renderer.setColour(101, grey)
      renderer.drawNow()
      const afterAdjacent = { ...uploads }
      // Slots 1000–1099 cross a texture row (512 squares each) on the pulling path.
      for (let slot = 1000; slot < 1100; slot++) renderer.setColour(slot, packRgba(255, 255, 255))
      const crossing = [1010, 1030, 1099].map((slot) =>
        renderer.rectOf({ x: slot % 100, y: 10, s: 1 }),
      )
      const crossed = drawAndRead(
        renderer,
        crossing.map((rect) => [rect.x + rect.width / 2, rect.y + rect.height / 2]),
      )
      return {
        afterThree,
        afterAdjacent,
        afterCrossing: { ...uploads },
        changed,
        crossed,
        bytesPerInstance: renderer.bytesPerInstance,
      }
    })
    const size = result.bytesPerInstance
    expect(result.afterThree).toEqual({ ranges: 3, full: 0, bytes: 3 * size })
    expect(result.afterAdjacent).toEqual({ ranges: 4, full: 0, bytes: 5 * size })
    const crossingCalls = path.method === 'pulled' ? 2 : 1
    expect(result.afterCrossing).toEqual({ ranges: 4 + crossingCalls, full: 0, bytes: 105 * size })
    expect(result.changed).toEqual([255, 255, 255, 255])
    expect(result.crossed).toEqual([
      [255, 255, 255, 255],
      [255, 255, 255, 255],
      [255, 255, 255, 255],
    ])
  })

for (const path of [PULLED, WEBGL1])
  test(`${path.name}: growing past the capacity reallocates once (doubling) and keeps every square`, async ({
    page,
  }) => {
    await openGlPage(page)
    await createRenderer(page, { resolution: 40, orientation: 'bottom', flip: false }, path)
    const result = await page.evaluate(() => {
      const { packRgba, countUploads, drawAndRead } = window.GlTest
      const renderer = window.renderer
      renderer.place(0, { x: 0, y: 0, s: 1 }, packRgba(255, 0, 0))
      renderer.drawNow()
      const uploads = countUploads(renderer)
      const capacity = renderer.capacity
      renderer.place(capacity, { x: 5, y: 5, s: 1 }, packRgba(0, 255, 0))
      const [first, added] = drawAndRead(renderer, [
        [5, 395],
        [55, 345],
      ])
      return { before: capacity, after: renderer.capacity, uploads: { ...uploads }, first, added }
    })
    expect(result.after).toBe(result.before * 2)
    expect(result.uploads).toMatchObject({ ranges: 0, full: 1 })
    expect(result.first).toEqual([255, 0, 0, 255])
    expect(result.added).toEqual([0, 255, 0, 255])
  })

test('frames run only while something moves', async ({ page }) => {
  await openGlPage(page)
  await page.evaluate(() => {
    const { GlRenderer, packRgba } = window.GlTest
    window.renderer = new GlRenderer(document.querySelector('canvas') as HTMLCanvasElement)
    const from = { x0: 0, y0: 0, s0: 1, c0: packRgba(255, 0, 0) }
    const to = { x1: 30, y1: 0, s1: 1, c1: packRgba(0, 0, 255) }
    window.renderer.setSquare(0, { ...from, ...to, t0: performance.now(), durationMs: 400 })
  })
  await expect.poll(() => page.evaluate(() => window.renderer.stats.frames)).toBeGreaterThan(5)
  await expect.poll(() => page.evaluate(() => window.renderer.animating)).toBe(false)
  const settled = await page.evaluate(() => window.renderer.stats.frames)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.renderer.stats.frames)).toBe(settled)
})

test('no frames while the canvas is off-screen; one catch-up frame when it scrolls into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 })
  await openGlPage(page, 400, 3000)
  await page.evaluate(() => {
    window.renderer = new window.GlTest.GlRenderer(
      document.querySelector('canvas') as HTMLCanvasElement,
    )
  })
  // Let the IntersectionObserver report the canvas as off-screen.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  const frames = await page.evaluate(async () => {
    const { packRgba } = window.GlTest
    const renderer = window.renderer
    const before = renderer.stats.frames
    const from = { x0: 0, y0: 0, s0: 1, c0: packRgba(255, 0, 0) }
    const to = { x1: 30, y1: 0, s1: 1, c1: packRgba(0, 0, 255) }
    renderer.setSquare(0, { ...from, ...to, t0: performance.now(), durationMs: 200 })
    await new Promise((done) => setTimeout(done, 400))
    return { drawn: renderer.stats.frames - before, total: renderer.stats.frames }
  })
  expect(frames.drawn).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 3000))
  await expect
    .poll(() => page.evaluate(() => window.renderer.stats.frames))
    .toBeGreaterThan(frames.total)
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => window.renderer.animating)).toBe(false)
})

test('without WebGL: supported() is false and the constructor throws GlUnsupportedError', async ({
  playwright,
}) => {
  const launchOptions = test.info().project.use.launchOptions ?? {}
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--disable-webgl', '--disable-3d-apis'],
  })
  const page = await browser.newPage()
  await openGlPage(page)
  const result = await page.evaluate(() => {
    const { GlRenderer } = window.GlTest
    try {
      new GlRenderer(document.querySelector('canvas') as HTMLCanvasElement)
      return { supported: GlRenderer.supported(), error: '' }
    } catch (error) {
      return { supported: GlRenderer.supported(), error: (error as Error).name }
    }
  })
  expect(result).toEqual({ supported: false, error: 'GlUnsupportedError' })
  await browser.close()
})

test('no frames while the page is hidden; drawing resumes when it is visible again', async ({
  page,
}) => {
  await openGlPage(page)
  const setHidden = (hidden: boolean) =>
    page.evaluate((hidden) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
      document.dispatchEvent(new Event('visibilitychange'))
    }, hidden)
  await page.evaluate(() => {
    window.renderer = new window.GlTest.GlRenderer(
      document.querySelector('canvas') as HTMLCanvasElement,
    )
  })
  await setHidden(true)
  const whileHidden = await page.evaluate(async () => {
    const { packRgba } = window.GlTest
    const renderer = window.renderer
    const before = renderer.stats.frames
    const from = { x0: 0, y0: 0, s0: 1, c0: packRgba(255, 0, 0) }
    const to = { x1: 30, y1: 0, s1: 1, c1: packRgba(0, 0, 255) }
    renderer.setSquare(0, { ...from, ...to, t0: performance.now(), durationMs: 300 })
    await new Promise((done) => setTimeout(done, 400))
    return { drawn: renderer.stats.frames - before, total: renderer.stats.frames }
  })
  expect(whileHidden.drawn).toBe(0)
  await setHidden(false)
  await expect
    .poll(() => page.evaluate(() => window.renderer.stats.frames))
    .toBeGreaterThan(whileHidden.total)
})
