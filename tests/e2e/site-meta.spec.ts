// The explorer site's document head (spec §2.4) as `npm start` serves it: the title of each network (page
// name, base title, network suffix), the description of the network family with the share-preview tags in
// sync, the canonical link on the build's public host, the preview image (rendered for pages with preview
// data, a fixed one otherwise) and the soft-404 marker set on a bad id and cleared on a good page.
// Run `npm run build:site` first (the server serves dist/site).
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

const content = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content')

async function expectShareTagsInSync(page: Page): Promise<void> {
  const title = await page.title()
  const description = await content(page, 'meta[name=description]')
  expect(description).not.toBeNull()
  expect(await content(page, 'meta[property="og:title"]')).toBe(title)
  expect(await content(page, 'meta[name="twitter:title"]')).toBe(title)
  expect(await content(page, 'meta[property="og:description"]')).toBe(description)
  expect(await content(page, 'meta[name="twitter:description"]')).toBe(description)
  expect(await page.locator('head meta[name=description]').count()).toBe(1)
}

test('each network has its title suffix and the Bitcoin description, tags in sync', async ({
  page,
}) => {
  const cases: readonly (readonly [path: string, suffix: string])[] = [
    ['/', 'mempool - Bitcoin Explorer'],
    ['/testnet', 'mempool - Bitcoin Testnet'],
    ['/signet', 'mempool - Bitcoin Signet'],
    ['/testnet/clock/mined/0', 'mempool - Bitcoin Testnet'],
  ]
  for (const [path, suffix] of cases) {
    await page.goto(`${server.url}${path}`)
    await expect(page, path).toHaveTitle(new RegExp(`^(.+ - )?${suffix.replaceAll('-', '\\-')}$`))
    expect(await content(page, 'meta[name=description]'), path).toContain('Bitcoin')
    await expectShareTagsInSync(page)
  }
  await page.goto(`${server.url}/signet/clock/mined/0`)
  await expect(page).toHaveTitle('Clock - mempool - Bitcoin Signet')
})

test('the canonical link is the public host plus the path, language and network kept, query dropped', async ({
  page,
}) => {
  await page.goto(`${server.url}/de/testnet/blocks?page=2`)
  const canonical = page.locator('head link[rel=canonical]')
  await expect(canonical).toHaveAttribute('href', 'https://mempool.space/de/testnet/blocks')
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
    'content',
    'https://mempool.space/de/testnet/blocks',
  )
  // the German page's navigation is German (de.json: site.shell.nav.clock)
  await page.locator('.site-nav').getByRole('link', { name: 'Uhr' }).click()
  await expect(canonical).toHaveAttribute(
    'href',
    'https://mempool.space/de/testnet/clock/mempool/0',
  )
  await expect(page.locator('head link[rel=canonical]')).toHaveCount(1)
})

test('share images: rendered for a block (1200×600), fixed under /resources/previews otherwise (1000×500)', async ({
  page,
}) => {
  const hash = await (await fetch(`${server.url}/api/blocks/tip/hash`)).text()
  await page.goto(`${server.url}/testnet/clock/mined/0`)
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${server.url}/resources/previews/dashboard.png`,
  )
  expect(await content(page, 'meta[property="og:image:width"]')).toBe('1000')
  expect(await content(page, 'meta[property="og:image:height"]')).toBe('500')

  await page.goto(`${server.url}/block/${hash}`)
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${server.url}/render/en/preview/block/${hash}`,
    { timeout: 30_000 }, // once the block has loaded
  )
  expect(await content(page, 'meta[property="og:image:width"]')).toBe('1200')
  expect(await content(page, 'meta[property="og:image:height"]')).toBe('600')
  expect(await content(page, 'meta[name="twitter:image"]')).toBe(
    `${server.url}/render/en/preview/block/${hash}`,
  )
})

test('a bad id sets the soft-404 marker; a good page clears it', async ({ page }) => {
  const robots = page.locator('head meta[name=robots]')
  const status = page.locator('head meta[name="prerender-status-code"]')
  await page.goto(`${server.url}/block/not-a-block`)
  await expect(robots).toHaveAttribute('content', 'noindex')
  await expect(status).toHaveAttribute('content', '404')

  // in-app navigation to a good page clears it
  await page.locator('.site-nav').getByRole('link', { name: 'Blocks' }).click()
  await expect(page).toHaveURL(`${server.url}/blocks`)
  await expect(robots).toHaveCount(0)
  await expect(status).toHaveCount(0)

  await page.goto(`${server.url}/testnet/mining/pool/no-such-pool`)
  await expect(robots).toHaveAttribute('content', 'noindex')
  await page.goto(`${server.url}/testnet`)
  await expect(robots).toHaveCount(0)
})
