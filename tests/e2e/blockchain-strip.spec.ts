// <mempool-blockchain> in Chromium on the recorded mainnet frame: the light theme reaches the cubes, and a
// chosen block beyond the visible area is scrolled into view (smoothly, unless reduced motion is asked for).
import type { Locator, Page } from '@playwright/test'
import { hasRecorded, readCypress } from '../fixtures/recorded'
import { expect, test } from './support/fixtures'
import type { WidgetPage } from './support/fixtures'

const frame = hasRecorded ? readCypress<object>('mainnet_mempoolInfo.json') : undefined
const TIP = 837_050

test.skip(!frame, 'recorded mainnet frames not found (../shared/fixtures/mempool-recorded)')
test.use({
  replayFrames: frame ? [frame] : [],
  replayRest: frame ? { '/api/v1/init-data': frame } : {},
})

async function openStrip(widgetPage: WidgetPage, tags: string): Promise<void> {
  await widgetPage.page.setViewportSize({ width: 1280, height: 720 })
  await widgetPage.openHtml({ widgets: ['blockchain'], body: tags })
  await expect(widgetPage.page.locator('mempool-blockchain .cube.loaded').first()).toBeVisible()
}

/** Computed colours of a cube, its text, its top face and its slot's gradient. */
function coloursOf(cube: Locator) {
  return cube.evaluate((element) => {
    const style = getComputedStyle(element)
    const text = element.querySelector('.body > span')
    return {
      text: style.color,
      background: element.parentElement
        ? getComputedStyle(element.parentElement).backgroundImage
        : '',
      topFace: getComputedStyle(element, '::before').backgroundColor,
      figure: text ? getComputedStyle(text).color : '',
    }
  })
}

/** Relative luminance of an `rgb(r, g, b)` colour, 0 (black) to 1 (white). */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

test('theme="light" draws pale cubes with dark text; the dark theme keeps white text on dark faces', async ({
  widgetPage,
}) => {
  const api = widgetPage.replay.url
  await openStrip(
    widgetPage,
    `<mempool-blockchain api="${api}" theme="dark"></mempool-blockchain>
     <mempool-blockchain api="${api}" theme="light"></mempool-blockchain>`,
  )
  const { page } = widgetPage
  const cube = (theme: string, side: string) =>
    page.locator(`mempool-blockchain[theme="${theme}"] .${side}-list .cube:not(.loading)`).first()
  await expect(cube('light', 'projected')).toBeVisible()

  for (const side of ['mined', 'projected']) {
    const dark = await coloursOf(cube('dark', side))
    const light = await coloursOf(cube('light', side))
    expect(light.text, side).not.toBe(dark.text)
    expect(light.topFace, side).not.toBe(dark.topFace)
    expect(luminance(dark.text), side).toBeGreaterThan(0.9)
    expect(luminance(light.text), side).toBeLessThan(0.1)
    expect(luminance(dark.topFace), side).toBeLessThan(0.1)
    expect(luminance(light.topFace), side).toBeGreaterThan(0.5)
  }
  // The mined gradient is mixed towards white in the light theme.
  const dark = await coloursOf(cube('dark', 'mined'))
  const light = await coloursOf(cube('light', 'mined'))
  expect(light.background).not.toBe(dark.background)
})

/** Records the behaviour of every scroll the page asks for (scrollBy/scrollTo/scrollIntoView). */
async function recordScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = []
    ;(window as unknown as { scrollCalls: string[] }).scrollCalls = calls
    for (const name of ['scrollBy', 'scrollTo', 'scrollIntoView'] as const) {
      const original = Element.prototype[name] as (...args: unknown[]) => void
      Element.prototype[name] = function (this: Element, ...args: unknown[]) {
        const options = args[0] as { behavior?: string } | undefined
        calls.push(`${name}:${options?.behavior ?? 'auto'}`)
        original.apply(this, args)
      } as never
    }
  })
}

const scrollCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls)

/** True when the cube lies wholly inside the strip's scroll area. */
function inView(page: Page, height: number) {
  return page.locator(`mempool-blockchain [data-height="${height}"] .cube`).evaluate((cube) => {
    const scroller = cube.closest('.scroller')
    if (!scroller) return false
    const view = scroller.getBoundingClientRect()
    const box = cube.getBoundingClientRect()
    return box.left >= view.left && box.right <= view.right
  })
}

test('selected-height far in the past scrolls the track to that block, smoothly', async ({
  widgetPage,
}) => {
  const { page } = widgetPage
  await recordScrolls(page)
  const api = widgetPage.replay.url
  await openStrip(
    widgetPage,
    `<mempool-blockchain api="${api}" selected-height="${TIP - 20}"></mempool-blockchain>`,
  )
  await expect.poll(() => inView(page, TIP - 20)).toBe(true)
  expect(await inView(page, TIP)).toBe(false)
  expect(await scrollCalls(page)).toContain('scrollBy:smooth')
})

test('arrow keys beyond the visible edge keep the chosen cube in view; reduced motion scrolls at once', async ({
  widgetPage,
}) => {
  const { page } = widgetPage
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await recordScrolls(page)
  const api = widgetPage.replay.url
  await openStrip(widgetPage, `<mempool-blockchain api="${api}"></mempool-blockchain>`)
  await page.locator(`mempool-blockchain [data-height="${TIP}"] .cube`).focus()
  // Default time direction: older blocks to the right.
  for (let step = 1; step <= 12; step++) await page.keyboard.press('ArrowRight')
  await expect(
    page.locator(`mempool-blockchain [data-height="${TIP - 12}"] .cube`),
  ).toHaveAttribute('aria-current', 'true')
  await expect.poll(() => inView(page, TIP - 12)).toBe(true)
  const calls = await scrollCalls(page)
  expect(calls.length).toBeGreaterThan(0)
  expect(calls.filter((call) => call.endsWith(':smooth'))).toEqual([])
})
