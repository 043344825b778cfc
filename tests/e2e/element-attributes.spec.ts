// Element attributes in real Chromium, from the BUILT bundle: boolean attributes are plain HTML booleans
// (present without a value = true, absent = the default, "false" = false), changes and removals re-render, and
// the camelCase properties from the API table work too. <mempool-provider> moves its widgets when its `api`
// changes. Fed the hand-made mainnet-like init frame (support/init-frame.ts: no recorded data, so this runs in
// CI). Run `npm run build:lib` first.
import { expect, test } from './support/fixtures'
import { makeInitFrame } from './support/init-frame'

const frame = makeInitFrame()
const tip = frame.blocks.reduce((a, b) => (b.height > a.height ? b : a))
// Every hand-made block names its pool, so the badges must show whenever they are on.
const tipPool = tip.extras?.pool?.name ?? ''

test.describe('element attributes on a hand-made mainnet-like frame', () => {
  test.use({ replayFrames: [frame], replayRest: { '/api/v1/init-data': frame } })

  test('<mempool-blockchain show-mining-info show-pools="false">: booleans without a value are true', async ({
    widgetPage,
  }) => {
    const { page, replay } = widgetPage
    await widgetPage.openHtml({
      widgets: ['blockchain'],
      body: `<mempool-blockchain api="${replay.url}" show-mining-info show-pools="false"></mempool-blockchain>`,
    })
    expect(tipPool).not.toBe('')
    const slot = page.locator(`mempool-blockchain .mined-list [data-height="${tip.height}"]`)
    await expect(slot.locator('.cube.loaded')).toBeVisible()
    await expect(slot.locator('[data-figure="total-fees"]')).toHaveCount(1)
    await expect(slot.locator('[data-figure="size"]')).toHaveCount(0)
    await expect(page.locator('mempool-blockchain [data-figure="pool"]')).toHaveCount(0)

    // Absent again → the defaults (sizes, pool badges); a valueless show-pools is true as well.
    await page.locator('mempool-blockchain').evaluate((element) => {
      element.removeAttribute('show-mining-info')
      element.setAttribute('show-pools', '')
    })
    await expect(slot.locator('[data-figure="size"]')).toHaveCount(1)
    await expect(slot.locator('[data-figure="total-fees"]')).toHaveCount(0)
    await expect(slot.locator('[data-figure="pool"]')).toHaveText(tipPool)

    // The same switch as a property.
    await page.locator('mempool-blockchain').evaluate((element) => {
      ;(element as HTMLElement & { showMiningInfo?: boolean }).showMiningInfo = true
    })
    await expect(slot.locator('[data-figure="total-fees"]')).toHaveCount(1)
  })

  test('enum attributes take only their values, and follow changes', async ({ widgetPage }) => {
    const { page, replay } = widgetPage
    await widgetPage.openHtml({
      widgets: ['footer'],
      body: `<mempool-footer api="${replay.url}" unit="kB" layout="fixed"></mempool-footer>`,
    })
    await expect(page.locator('mempool-footer [data-figure="rate"]')).toHaveText(/ vB\/s$/)
    await expect(page.locator('mempool-footer .footer--fixed')).toHaveCount(1)
    await page.locator('mempool-footer').evaluate((element) => element.setAttribute('unit', 'WU'))
    await expect(page.locator('mempool-footer [data-figure="rate"]')).toHaveText(/ WU\/s$/)
  })

  test('an element defined late keeps a property set before; moving it keeps its rendered DOM', async ({
    widgetPage,
    distServer,
  }) => {
    const { page, replay } = widgetPage
    // No element file yet: the tag is parsed undefined, with a valueless `layout` the property overrides.
    await widgetPage.openHtml({
      widgets: [],
      body: `<mempool-footer api="${replay.url}" unit="WU" layout></mempool-footer>`,
    })
    const footer = page.locator('mempool-footer')
    await footer.evaluate(async (element, file) => {
      ;(element as HTMLElement & { layout?: string }).layout = 'fixed'
      await import(file)
    }, `${distServer.url}/elements/mempool-footer.js`)
    await expect(page.locator('mempool-footer .footer--fixed')).toHaveCount(1)
    await expect(page.locator('mempool-footer [data-figure="rate"]')).toHaveText(/ WU\/s$/)
    expect(await footer.evaluate((element) => Object.hasOwn(element, 'layout'))).toBe(false)

    // Moved (removed and inserted in one task): React keeps its tree, so the same nodes stay in place.
    const kept = await footer.evaluate(async (element) => {
      const base = element.shadowRoot?.querySelector('.footer--fixed')
      const box = document.createElement('section')
      document.body.append(box)
      box.append(element)
      await new Promise((resolve) => setTimeout(resolve, 50))
      return base?.isConnected === true && element.shadowRoot?.contains(base) === true
    })
    expect(kept).toBe(true)
  })
})

test.describe('<mempool-provider> attribute changes', () => {
  test.use({ replayFrames: [frame] })

  test('its widgets follow a new api', async ({ widgetPage }) => {
    const { page, replay } = widgetPage
    // Starts on an API that never answers (a closed port), then points the provider at the replay server.
    await widgetPage.openHtml({
      widgets: ['provider', 'footer'],
      body: `<mempool-provider api="http://127.0.0.1:9"><mempool-footer></mempool-footer></mempool-provider>`,
    })
    await expect(page.locator('mempool-footer [data-figure="unconfirmed"]')).toBeVisible()
    expect(replay.connections).toBe(0)
    await page
      .locator('mempool-provider')
      .evaluate((element, api) => element.setAttribute('api', api), replay.url)
    await expect(page.locator('mempool-footer [data-figure="unconfirmed"]')).not.toHaveText(
      'Loading…',
    )
    expect(replay.connections).toBe(1)
  })
})
