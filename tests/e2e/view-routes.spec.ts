// The embeddable views of the explorer site as `npm start` serves them (spec §2.2–2.3): view/block/{id},
// view/mempool-block/{index} and view/blocks, each one element filling the window with no header or footer,
// under the network and language prefixes, with every view/blocks query param reaching the element.
// Run `npm run build:site` first (the server serves dist/site).
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'

const server = liveServerForSpec(test, {
  blockIntervalS: 30,
  seed: 7, // the same simulation as site.spec.ts: one first start for both (live-templates.ts)
  networks: 'mainnet,testnet',
})

const VIEWPORT = { width: 1000, height: 700 }

/** The element's attributes, by name. */
function attributesOf(element: Locator): Promise<Record<string, string>> {
  return element.evaluate((node) =>
    Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value])),
  )
}

/** The element fills the window and the page has no header or footer. */
async function expectFullScreen(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible()
  expect(await element.boundingBox()).toEqual({ x: 0, y: 0, ...VIEWPORT })
  await expect(
    page.locator('header, .site-header, mempool-footer, mempool-blockchain'),
  ).toHaveCount(0)
}

test('view/blocks maps every query param to an attribute of a full-screen <mempool-eight-blocks>', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT)
  const response = await page.goto(
    `${server.url}/view/blocks?numBlocks=3&autofit=false&padding=4&blockWidth=300&wrap=false&stagger=50&animationDuration=500&test=true`,
  )
  expect(response?.status()).toBe(200)
  const element = page.locator('mempool-eight-blocks')
  await expectFullScreen(page, element)
  expect(await attributesOf(element)).toEqual({
    network: 'mainnet',
    'num-blocks': '3',
    autofit: 'false',
    padding: '4',
    'block-width': '300',
    wrap: 'false',
    stagger: '50',
    'animation-duration': '500',
    test: '',
  })
  await expect(element.locator('figure.block')).toHaveCount(3)
  await expect(element.locator('.eight-blocks--nowrap')).toHaveCount(1)
  await expect(page).toHaveTitle('Latest blocks - mempool - Bitcoin Explorer')
})

test('view/blocks: numbers that are not integers fall back to the defaults', async ({ page }) => {
  await page.setViewportSize(VIEWPORT)
  await page.goto(
    `${server.url}/view/blocks?numBlocks=many&padding=2.5&blockWidth=1e3&stagger=&animationDuration=fast&wrap=no`,
  )
  const element = page.locator('mempool-eight-blocks')
  await expectFullScreen(page, element)
  expect(await attributesOf(element)).toEqual({ network: 'mainnet' })
  // 8 blocks of 540 px, wrapping.
  await expect(element.locator('figure.block')).toHaveCount(8)
  const box = await element.locator('figure.block').first().boundingBox()
  expect([box?.width, box?.height]).toEqual([540, 540])
  await expect(element.locator('.eight-blocks--nowrap')).toHaveCount(0)
})

test('view/block/{id} shows a full-screen <mempool-block-overview> of that block; autofit=true fits it', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT)
  const tip = await (await fetch(`${server.url}/api/blocks/tip/height`)).text()
  await page.goto(`${server.url}/view/block/${tip}`)
  const element = page.locator('mempool-block-overview')
  await expectFullScreen(page, element)
  expect(await attributesOf(element)).toEqual({ network: 'mainnet', block: tip })
  await expect(page).toHaveTitle(`Block ${tip} - mempool - Bitcoin Explorer`)

  const hash = await (await fetch(`${server.url}/api/blocks/tip/hash`)).text()
  await page.goto(`${server.url}/view/block/${hash}?autofit=true`)
  expect(await attributesOf(element)).toEqual({ network: 'mainnet', block: hash, autofit: '' })
})

test('testnet view/mempool-block/{index} shows a full-screen <mempool-projected-block> on the testnet API', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT)
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  await page.goto(`${server.url}/testnet/view/mempool-block/1?autofit=true`)
  const element = page.locator('mempool-projected-block')
  await expectFullScreen(page, element)
  expect(await attributesOf(element)).toEqual({ network: 'testnet', index: '1', autofit: '' })
  await expect(page).toHaveTitle('Mempool block 1 - mempool - Bitcoin Testnet')
  await expect
    .poll(() => sockets, { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/\/testnet\/api\/v1\/ws$/))

  await page.goto(`${server.url}/testnet/view/mempool-block/-2`)
  expect(await attributesOf(element)).toEqual({ network: 'testnet', index: '0' })
})

test('a language prefix sets the page language; an unknown view is a 404 page', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT)
  await page.goto(`${server.url}/de/testnet/view/blocks?numBlocks=2`)
  const element = page.locator('mempool-eight-blocks')
  await expectFullScreen(page, element)
  expect(await attributesOf(element)).toEqual({ network: 'testnet', 'num-blocks': '2' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  const missing = await page.goto(`${server.url}/view/nothing`)
  expect(missing?.status()).toBe(404)
  await expect(page.locator('mempool-eight-blocks, mempool-block-overview')).toHaveCount(0)
})
