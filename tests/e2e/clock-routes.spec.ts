// The clock routes of the explorer site as `npm start` serves them (spec §2.2, §2.3): clock, clock/{mode} and
// clock/{mode}/{index} under the network and language prefixes. Every redirect replaces the history entry and
// keeps the query; the page is <mempool-clock> filling the window; stats=false hides the stat labels; width
// and height bound the clock; a block chosen on the clockchain is a new history entry.
// Run `npm run build:site` first (the server serves dist/site).
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'

// Mainnet only: the testnet pages here check their routes and attributes, not testnet data.
const server = liveServerForSpec(test, {
  blockIntervalS: 600, // no new block while a test runs: the clockchain stays where it was clicked
  seed: 1, // the same simulation as projected-block.spec.ts: one first start for both (live-templates.ts)
  networks: 'mainnet',
})

const VIEWPORT = { width: 1000, height: 700 }

/** The element's attributes, by name. */
function attributesOf(element: Locator): Promise<Record<string, string>> {
  return element.evaluate((node) =>
    Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value])),
  )
}

/**
 * Opening `from` lands on `to` (path and query) without a history entry of its own: Back returns to the page
 * before it. (Had the redirect pushed, Back would reach `from` again, which redirects to `to` once more.)
 */
async function expectReplaced(page: Page, from: string, to: string, step: number): Promise<void> {
  const before = `/clock/mined/5?step=${step}`
  await page.goto(`${server.url}${before}`)
  await expect(page.locator('mempool-clock')).toHaveAttribute('index', '5')
  await page.goto(`${server.url}${from}`)
  await expect(page).toHaveURL(`${server.url}${to}`)
  await page.goBack()
  await expect(page).toHaveURL(`${server.url}${before}`)
  await expect(page.locator('mempool-clock')).toHaveAttribute('index', '5')
}

test('each invalid clock path is replaced by its valid form, keeping the query', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(VIEWPORT)
  const cases: readonly (readonly [from: string, to: string])[] = [
    ['/clock', '/clock/mempool/0'],
    ['/clock?stats=false&width=400', '/clock/mempool/0?stats=false&width=400'],
    ['/clock/mined?height=300', '/clock/mined/0?height=300'],
    ['/clock/mempool', '/clock/mempool/0'],
    ['/clock/blocks', '/clock/mined/0'],
    ['/clock/blocks/2?stats=false', '/clock/mined/2?stats=false'],
    ['/clock/mempool/-1', '/clock/mempool/0'],
    ['/clock/mined/abc?width=500', '/clock/mined/0?width=500'],
    ['/testnet/clock?stats=false', '/testnet/clock/mempool/0?stats=false'],
    ['/testnet/clock/mined/1.5', '/testnet/clock/mined/0'],
    ['/de/clock/mined', '/de/clock/mined/0'],
    ['/de/testnet/clock/x/-3?width=640', '/de/testnet/clock/mined/0?width=640'],
  ]
  for (const [step, [from, to]] of cases.entries()) await expectReplaced(page, from, to, step)
})

test('clock/{mode}/{index} is a full-window <mempool-clock> with its title, on the prefix network', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT)
  const response = await page.goto(`${server.url}/testnet/clock/mined/3`)
  expect(response?.status()).toBe(200)
  const element = page.locator('mempool-clock')
  await expect(element).toBeVisible()
  expect(await element.boundingBox()).toEqual({ x: 0, y: 0, ...VIEWPORT })
  await expect(
    page.locator('header, .site-header, mempool-footer, mempool-blockchain'),
  ).toHaveCount(0)
  expect(await attributesOf(element)).toEqual({ network: 'testnet', mode: 'mined', index: '3' })
  await expect(element.locator('.clock')).toHaveAttribute('data-mode', 'mined')
  await expect(element.locator('.clock')).toHaveAttribute('data-index', '3')
  await expect(page).toHaveTitle('Clock - mempool - Bitcoin Testnet')
  await expect(element.locator('.clock')).toHaveAttribute('data-network', 'testnet')

  await page.goto(`${server.url}/de/clock/mempool/0`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  expect(await attributesOf(element)).toEqual({ network: 'mainnet', mode: 'mempool', index: '0' })
})

test('the stat labels show by default and stats=false hides them', async ({ page }) => {
  await page.setViewportSize(VIEWPORT)
  await page.goto(`${server.url}/clock/mempool/0`)
  const element = page.locator('mempool-clock')
  for (const stat of ['price', 'priority', 'memory', 'unconfirmed']) {
    await expect(element.locator(`[data-stat=${stat}]`)).toBeVisible()
  }

  await page.goto(`${server.url}/clock/mempool/0?stats=false`)
  expect(await attributesOf(element)).toEqual({
    network: 'mainnet',
    mode: 'mempool',
    index: '0',
    stats: 'false',
  })
  await expect(element.locator('.clock')).toBeVisible()
  await expect(element.locator('[part=stats], [data-stat]')).toHaveCount(0)
})

test('width and height bound the clock; without them it fills the window', async ({ page }) => {
  await page.setViewportSize(VIEWPORT)
  await page.goto(`${server.url}/clock/mined/0`)
  const clock = page.locator('mempool-clock .clock')
  await expect(clock).toBeVisible()
  expect(await clock.boundingBox()).toEqual({ x: 0, y: 0, ...VIEWPORT })

  await page.goto(`${server.url}/clock/mined/0?width=480&height=360`)
  expect(await attributesOf(page.locator('mempool-clock'))).toMatchObject({
    width: '480',
    height: '360',
  })
  await expect.poll(async () => (await clock.boundingBox())?.width).toBe(480)
  expect((await clock.boundingBox())?.height).toBe(360)
  const dial = await page.locator('mempool-clock [part=dial]').boundingBox()
  expect(dial?.width).toBeLessThanOrEqual(360)

  // Sizes that are not positive integers set no limit.
  await page.goto(`${server.url}/clock/mined/0?width=wide&height=-5`)
  expect(await attributesOf(page.locator('mempool-clock'))).toEqual({
    network: 'mainnet',
    mode: 'mined',
    index: '0',
  })
  expect(await clock.boundingBox()).toEqual({ x: 0, y: 0, ...VIEWPORT })
})

test('choosing a clockchain block routes to its clock page as a new history entry, keeping the query', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT)
  await page.goto(`${server.url}/clock/mempool/0?stats=false`)
  const mined = page.locator(
    'mempool-clock [part=clockchain] button[data-kind=mined][data-index="2"]',
  )
  await expect(mined).toBeVisible({ timeout: 60_000 })
  await mined.click()
  await expect(page).toHaveURL(`${server.url}/clock/mined/2?stats=false`)
  const element = page.locator('mempool-clock')
  await expect(element).toHaveAttribute('mode', 'mined')
  await expect(element).toHaveAttribute('index', '2')
  await expect(element.locator('.clock')).toHaveAttribute('data-index', '2')

  await page.goBack()
  await expect(page).toHaveURL(`${server.url}/clock/mempool/0?stats=false`)
  await expect(element).toHaveAttribute('mode', 'mempool')
  await expect(element.locator('.clock')).toHaveAttribute('data-mode', 'mempool')
})

test("the header's Clock link leads to clock/mempool/0 under the current prefixes", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT)
  await page.goto(`${server.url}/de/testnet`)
  // the German page's navigation is German (de.json: site.shell.nav.clock)
  const link = page.locator('.site-header').getByRole('link', { name: 'Uhr' })
  await expect(link).toHaveAttribute('href', '/de/testnet/clock/mempool/0')
  await link.click()
  await expect(page).toHaveURL(`${server.url}/de/testnet/clock/mempool/0`)
  expect(await attributesOf(page.locator('mempool-clock'))).toEqual({
    network: 'testnet',
    mode: 'mempool',
    index: '0',
  })

  await page.goto(`${server.url}/`)
  await expect(page.locator('.site-header').getByRole('link', { name: 'Clock' })).toHaveAttribute(
    'href',
    '/clock/mempool/0',
  )
})
