// The status, docs and mining pool pages as `npm start` serves them, live on the simulated mainnet and
// testnet (signet is not simulated here, so the status page and the network switch leave it out), plus the config tag
// the server writes into every page. Needs dist/ (npm run build:lib && npm run build:site).
import { expect, test } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'
import { collectProblems, expectNoAxeViolations } from './support/page-checks'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

test('every page carries the server config in its meta tag', async ({ page }) => {
  await page.goto(`${server.url}/status`)
  const content = await page.locator('meta[name="mempool-site-config"]').getAttribute('content')
  const config = JSON.parse(content ?? 'null') as {
    build: string
    toggles: Record<string, boolean>
    networks: string[]
  }
  expect(config.build).toBe('mempool')
  expect(config.networks).toEqual(['mainnet', 'testnet'])
  expect(config.toggles).toMatchObject({
    historicalPrice: true,
    miningDashboard: true,
    audit: false,
  })
})

test('the status page shows the served networks live, and a failing API as an error row', async ({
  page,
}) => {
  // testnet's backend-info fails for this page: its row must say so instead of showing figures
  const problems = collectProblems(page, /\/testnet\/api\/v1\/backend-info|status of 503/)
  await page.goto(`${server.url}/status`)
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.locator('tr[data-network]')).toHaveCount(2)
  await expect(page.locator('tr[data-network="signet"]')).toHaveCount(0)
  for (const network of ['mainnet', 'testnet']) {
    const row = page.locator(`tr[data-network="${network}"]`)
    await expect(row.locator('[data-field="backend"]')).toContainText('esplora', {
      timeout: 30_000,
    })
    await expect(row.locator('[data-field="tip"]')).toHaveText(/Block \d+.*mined/, {
      timeout: 60_000,
    })
    await expect(row.locator('[data-field="mempool"]')).toHaveText(/\d+ transactions? · /, {
      timeout: 60_000,
    })
    await expect(row.locator('[data-field="connection"]')).toHaveText('Connected', {
      timeout: 30_000,
    })
  }
  await page.route('**/testnet/api/v1/backend-info', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  )
  await page.reload()
  const testnet = page.locator('tr[data-network="testnet"]')
  await expect(testnet.getByRole('alert')).toHaveText(/The API does not answer: 503/, {
    timeout: 30_000,
  })
  // the tip follows the live socket: it is the height the REST API reports now
  const height = await (await page.request.get(`${server.url}/api/blocks/tip/height`)).text()
  await expect(page.locator('tr[data-network="mainnet"] [data-field="tip"]')).toContainText(
    `Block ${height}`,
  )
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('/docs goes to the FAQ, whose goggles anchor scrolls into view on load', async ({ page }) => {
  const problems = collectProblems(page)
  await page.goto(`${server.url}/docs`)
  await expect(page).toHaveURL(`${server.url}/docs/faq`, { timeout: 30_000 })
  await page.goto(`${server.url}/docs/faq#how-do-mempool-goggles-work`)
  const entry = page.locator('#how-do-mempool-goggles-work')
  await expect(entry.getByRole('heading', { name: /goggles/ })).toBeVisible({ timeout: 30_000 })
  await expect(entry).toBeInViewport()
  await expect(entry).toBeFocused()
  // the first entry is far above: the page really scrolled
  await expect(page.locator('#what-is-a-mempool')).not.toBeInViewport()
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the docs API list links to live endpoints of this network that answer', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page)
  for (const prefix of ['', '/testnet']) {
    await page.goto(`${server.url}${prefix}/docs/api`)
    await expect(page.getByRole('heading', { level: 2, name: 'REST API' })).toBeVisible({
      timeout: 30_000,
    })
    const links = page.locator('a[data-api-path]')
    // every example (tip, hash, a mempool txid) arrives over the socket
    await expect(page.locator('.api-waiting')).toHaveCount(0, { timeout: 60_000 })
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(20)
    for (const href of hrefs) {
      expect(href.startsWith(`${prefix}/api/`), href).toBe(true)
      const res = await request.get(`${server.url}${href}`)
      // The example txid is the newest mempool tx: if a replacement evicted it meanwhile, the server still has
      // it in its cache of replaced txs, and only then is a 404 for it right.
      const txid = /\/([0-9a-f]{64})(\/|$)/.exec(href)?.[1]
      if (res.status() === 404 && txid) {
        const cached = await request.get(`${server.url}${prefix}/api/v1/tx/${txid}/cached`)
        expect(cached.status(), `${href}: gone, and not a replaced tx either`).toBe(200)
        continue
      }
      expect(res.status(), href).toBe(200)
    }
  }
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('a pool page reached from a block’s pool shows the pool and its latest blocks', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page)
  const blocks = (await (await request.get(`${server.url}/api/v1/blocks`)).json()) as {
    height: number
    extras: { pool: { slug: string; name: string } }
  }[]
  const pool = blocks[0]?.extras.pool
  expect(pool).toBeDefined()
  if (!pool) return
  await page.goto(`${server.url}/mining/pool/${pool.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: pool.name })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page).toHaveTitle(new RegExp(`Mining pool ${pool.name}`))
  await expect(page.locator('[data-field="hashrate"]')).toHaveText(/H\/s/)
  const rows = page.locator('.pool-blocks-table tbody tr[data-height]')
  await expect(rows.first()).toBeVisible()
  // every height links to its block page
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/block\/[0-9a-f]{64}$/)
  // the first page holds the newest 100 blocks (fewer when the pool has fewer); older ones come on request
  const detail = (await (
    await request.get(`${server.url}/api/v1/mining/pool/${pool.slug}`)
  ).json()) as { blockCount: { all: number } }
  // (the pool may mine again while the page loads: its count then is this one or one less)
  const total = detail.blockCount.all
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(Math.min(100, total - 1))
  expect(await rows.count()).toBeLessThanOrEqual(100)
  const more = page.getByRole('button', { name: 'Older blocks' })
  if (total > 100) {
    await more.click()
    await expect(rows).toHaveCount(Math.min(200, total))
  }
  const heights = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.dataset['height'])))
  // the block we came from is listed, newest first
  expect(heights).toContain(blocks[0]?.height)
  expect(heights[0]).toBeGreaterThanOrEqual(blocks[0]?.height ?? Infinity)
  expect(new Set(heights).size).toBe(heights.length)
  expect([...heights].sort((a, b) => b - a)).toEqual(heights)
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('an unknown pool slug is a not-found page with the soft-404 marker', async ({ page }) => {
  const problems = collectProblems(page, /mining\/pool\/no-such-pool|status of 404/)
  await page.goto(`${server.url}/mining/pool/no-such-pool`)
  await expect(page.getByRole('heading', { name: 'Mining pool not found' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the share-preview images answer at their sizes', async ({ request }) => {
  for (const [url, width, height] of [
    ['/resources/previews/docs.png', 1000, 500],
    ['/render/en/preview/block/1', 1200, 600],
  ] as const) {
    const res = await request.get(`${server.url}${url}`)
    expect(res.status(), url).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    const png = await res.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], url).toEqual([width, height])
  }
})
