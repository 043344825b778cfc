// Widgets in other languages (issue 12), from the BUILT bundle on a plain English page of another origin, fed a
// hand-made mainnet-like init frame (support/init-frame.ts: no recorded data, so this runs in CI): a widget
// follows its own `lang`, then its nearest ancestor's, live; it downloads its language's messages only (an
// English page downloads none); and right-to-left languages mirror the strip and the footer. Expected texts
// come from the catalogs' JSON and Intl, not from the widgets' code.
// Run `npm run build:lib` first.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { LANGUAGE_CODES } from '../../src/core/i18n/languages'
import { expect, test } from './support/fixtures'
import type { WidgetPage } from './support/fixtures'
import { makeInitFrame } from './support/init-frame'

const frame = makeInitFrame()
const VIEWPORT = { width: 1280, height: 720 }

const catalog = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(`src/core/i18n/catalog/${code}.json`, 'utf8')) as Record<string, string>
const ja = catalog('ja')
const de = catalog('de')
const ar = catalog('ar')
const en = catalog('en')

// The browser build's catalog chunks: dist/elements/chunks/<code>-<hash>.js, one per language but English.
const CATALOG_CHUNK = new RegExp(
  `/elements/chunks/(${[...LANGUAGE_CODES].filter((code) => code !== 'en').join('|')})-[\\w-]+\\.js$`,
)

/** The language codes of the catalog chunks the page has asked for so far. */
function catalogRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const code = CATALOG_CHUNK.exec(request.url())?.[1]
    if (code) seen.push(code)
  })
  return seen
}

const footer = (scope: Locator | Page) => scope.locator('mempool-footer')
const figure = (widget: Locator, name: string) => widget.locator(`[data-figure="${name}"]`)
const region = (widget: Locator) => widget.locator('[part="base"] > section').first()

async function openPage(widgetPage: WidgetPage, body: string, widgets = ['footer']) {
  await widgetPage.page.setViewportSize(VIEWPORT)
  const api = widgetPage.replay.url
  await widgetPage.openHtml({ widgets, body: body.replaceAll('API', api) })
}

test.describe('widget languages on a hand-made mainnet-like frame', () => {
  test.use({ replayFrames: [frame], replayRest: { '/api/v1/init-data': frame } })

  test('lang="ja" widgets in an English page show Japanese texts and number formats, downloading only Japanese', async ({
    widgetPage,
  }) => {
    const { page } = widgetPage
    const requested = catalogRequests(page)
    await openPage(
      widgetPage,
      `<mempool-footer lang="ja" api="API"></mempool-footer>
       <mempool-blockchain lang="ja" api="API"></mempool-blockchain>
       <mempool-footer api="API" id="english"></mempool-footer>`,
      ['footer', 'blockchain'],
    )
    const japanese = footer(page).first()
    const jaNumber = new Intl.NumberFormat('ja')
    await expect(figure(japanese, 'unconfirmed')).toHaveText(
      `${jaNumber.format(frame.mempoolInfo.size)} TX`, // ja.json: {count, plural, other {# TX}}
    )
    await expect(region(japanese)).toHaveAttribute('aria-label', ja['footer.region']!)
    await expect(japanese.locator('[part="base"]')).toHaveAttribute('lang', 'ja')
    await expect(japanese.getByText(ja['footer.unconfirmed']!)).toBeVisible()

    const strip = page.locator('mempool-blockchain')
    await expect(strip.getByRole('region', { name: ja['blockchain.region']! })).toBeVisible()
    await expect(
      strip.getByRole('button', { name: ja['blockchain.flip-direction']! }),
    ).toBeVisible()
    const tip = frame.blocks.reduce((a, b) => (b.height > a.height ? b : a))
    const tipCube = strip.locator(`.mined-list [data-height="${tip.height}"] .cube`)
    await expect(figure(tipCube, 'count')).toHaveText(
      `${jaNumber.format(tip.tx_count)}件のトランザクション`,
    )
    // Time since mining through Intl.RelativeTimeFormat('ja'): "2 年前", "3 か月前"…
    await expect(figure(tipCube, 'ago')).toHaveText(/\d+\s*\S+前$/)
    await expect(
      figure(strip.locator('.projected-list [data-position="0"] .cube'), 'eta'),
    ).toHaveText(/^約\d+(分|時間|日)後$/)

    // The widget without lang follows the page: English.
    await expect(figure(page.locator('#english'), 'unconfirmed')).toHaveText(
      `${new Intl.NumberFormat('en').format(frame.mempoolInfo.size)} TXs`,
    )
    expect([...new Set(requested)]).toEqual(['ja'])

    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })

  test('changing lang live switches the language; without its own lang a widget follows its nearest ancestor', async ({
    widgetPage,
  }) => {
    const { page } = widgetPage
    await openPage(
      widgetPage,
      `<section lang="ja" aria-label="outer"><div><mempool-footer api="API"></mempool-footer></div></section>`,
    )
    const widget = footer(page)
    const size = frame.mempoolInfo.size
    await expect(region(widget)).toHaveAttribute('aria-label', ja['footer.region']!)

    await widget.evaluate((element) => element.setAttribute('lang', 'de'))
    await expect(region(widget)).toHaveAttribute('aria-label', de['footer.region']!)
    await expect(figure(widget, 'unconfirmed')).toHaveText(
      `${new Intl.NumberFormat('de').format(size)} TXs`,
    )
    await expect(widget.locator('[part="base"]')).toHaveAttribute('lang', 'de')

    // Its own lang removed: the ancestor's (Japanese) again; then the ancestor turns Arabic.
    await widget.evaluate((element) => element.removeAttribute('lang'))
    await expect(region(widget)).toHaveAttribute('aria-label', ja['footer.region']!)
    await page.locator('section[aria-label="outer"]').evaluate((element) => {
      element.setAttribute('lang', 'ar')
    })
    await expect(region(widget)).toHaveAttribute('aria-label', ar['footer.region']!)
    await expect(widget.locator('[part="base"]')).toHaveAttribute('dir', 'rtl')
    await expect(figure(widget, 'unconfirmed')).toContainText(
      new Intl.NumberFormat('ar').format(size),
    )
  })

  test('an English page downloads no catalog chunk', async ({ widgetPage }) => {
    const { page } = widgetPage
    const requested = catalogRequests(page)
    await openPage(
      widgetPage,
      `<mempool-blockchain api="API"></mempool-blockchain><mempool-footer api="API"></mempool-footer>`,
      ['blockchain', 'footer'],
    )
    await expect(region(footer(page))).toHaveAttribute('aria-label', en['footer.region']!)
    await expect(page.locator('mempool-blockchain .mined-list .cube.loaded').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])
  })

  test('an Arabic ancestor mirrors the strip’s geometry and the footer’s order', async ({
    widgetPage,
  }) => {
    const { page } = widgetPage
    const tip = Math.max(...frame.blocks.map((b) => b.height))
    const boxes = async (lang: string) => {
      await openPage(
        widgetPage,
        `<div lang="${lang}"><mempool-blockchain api="API"></mempool-blockchain><mempool-footer api="API"></mempool-footer></div>`,
        ['blockchain', 'footer'],
      )
      const strip = page.locator('mempool-blockchain')
      await expect(strip.locator('.mined-list .cube.loaded').first()).toBeVisible()
      await expect(figure(footer(page), 'rate')).not.toHaveText(/…/)
      const box = async (locator: Locator) => (await locator.boundingBox())!
      return {
        strip: await box(strip),
        next: await box(strip.locator('.projected-list [data-position="0"] .cube')),
        second: await box(strip.locator('.projected-list [data-position="1"] .cube')),
        tip: await box(strip.locator(`.mined-list [data-height="${tip}"] .cube`)),
        older: await box(strip.locator(`.mined-list [data-height="${tip - 1}"] .cube`)),
        divider: await box(strip.locator('.divider')),
        bar: await box(footer(page).locator('[part="bar"]')),
        items: await Promise.all(
          ['incoming', 'unconfirmed', 'size'].map((name) =>
            box(footer(page).locator(`.item.${name}`)),
          ),
        ),
        dir: await strip.locator('[part="base"]').getAttribute('dir'),
        flipped: await strip.locator('.flip').getAttribute('aria-pressed'),
      }
    }
    const ltr = await boxes('en')
    const rtl = await boxes('ar')
    expect([ltr.dir, rtl.dir]).toEqual(['ltr', 'rtl'])
    // The stored time direction is the default in both: future first in the reading order.
    expect([ltr.flipped, rtl.flipped]).toEqual(['false', 'false'])
    expect(ltr.next.x).toBeLessThan(ltr.tip.x)
    expect(ltr.tip.x).toBeLessThan(ltr.older.x)
    expect(rtl.next.x).toBeGreaterThan(rtl.tip.x)
    expect(rtl.tip.x).toBeGreaterThan(rtl.older.x)
    // Each cube sits as far from the strip's right edge in Arabic as from its left edge in English.
    const fromStart = (box: { x: number }, strip: { x: number }) => box.x - strip.x
    const fromEnd = (box: { x: number; width: number }, strip: { x: number; width: number }) =>
      strip.x + strip.width - (box.x + box.width)
    for (const name of ['next', 'second', 'tip', 'older', 'divider'] as const) {
      expect(
        Math.abs(fromEnd(rtl[name], rtl.strip) - fromStart(ltr[name], ltr.strip)),
        name,
      ).toBeLessThanOrEqual(2)
    }
    // The footer reads incoming → unconfirmed → size from the start side: left in English, right in Arabic.
    const lefts = (items: { x: number }[]) => items.map((item) => item.x)
    expect(lefts(ltr.items)).toEqual([...lefts(ltr.items)].sort((a, b) => a - b))
    expect(lefts(rtl.items)).toEqual([...lefts(rtl.items)].sort((a, b) => b - a))
    // The first item starts as far from the bar's right edge as from its left edge in English (the later
    // ones move with the texts' widths, which differ between the languages).
    expect(
      Math.abs(fromEnd(rtl.items[0]!, rtl.bar) - fromStart(ltr.items[0]!, ltr.bar)),
    ).toBeLessThanOrEqual(2)

    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})
