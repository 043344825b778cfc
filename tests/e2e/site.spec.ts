// The explorer site as `npm start` serves it: the home page composed of the widgets, live on the simulated
// network, under the server's strict CSP, with the network switch, and unknown routes sent to the network root.
// Run `npm run build` first (the server serves dist/site).
import { expect, test } from '@playwright/test'
import { liveServerForSpec } from './support/live-server'
import { collectProblems } from './support/page-checks'
import { startStaticServer } from './support/static-server'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

test('the home page shows the live strip and footer under a strict CSP', async ({ page }) => {
  const problems = collectProblems(page)
  const response = await page.goto(`${server.url}/`)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)

  await expect(page.locator('mempool-blockchain .mined-list .cube.loaded').first()).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.locator('mempool-blockchain .projected-list .cube').first()).toBeVisible({
    timeout: 60_000,
  })
  const unconfirmed = page.locator('mempool-footer [data-figure="unconfirmed"]')
  await expect(unconfirmed).toHaveText(/\d/, { timeout: 60_000 })
  expect(problems).toEqual([])
})

test('the network switch leads to the testnet explorer, which talks to the testnet API', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await page.goto(`${server.url}/`)
  const networks = page.getByRole('navigation', { name: 'Network' })
  await networks.getByRole('link', { name: 'Testnet' }).click()
  await expect(page).toHaveURL(`${server.url}/testnet`)
  await expect(networks.getByRole('link', { name: 'Testnet' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.locator('mempool-blockchain .mined-list .cube.loaded').first()).toBeVisible({
    timeout: 60_000,
  })
  // Mined cubes link inside the testnet prefix.
  const href = await page
    .locator('mempool-blockchain .mined-list a[href]')
    .first()
    .getAttribute('href')
  expect(href).toMatch(/\/testnet\/block\/[0-9a-f]{64}$/)
  expect(sockets.some((url) => url.endsWith('/testnet/api/v1/ws'))).toBe(true)
  expect(problems).toEqual([])
})

test('an unknown page is a 404 for the server and the network root for the reader', async ({
  page,
}) => {
  const response = await page.goto(`${server.url}/no/such/page`)
  expect(response?.status()).toBe(404)
  await expect(page).toHaveURL(`${server.url}/`)
  await expect(page.locator('.site-header')).toBeVisible()
  await expect(page.locator('mempool-blockchain')).toBeVisible()
})

test('the API answers bad input with a 400 and a plain message', async ({ request }) => {
  const bad = await request.get(`${server.url}/api/tx/not-a-txid`)
  expect(bad.status()).toBe(400)
  expect(bad.headers()['content-type']).toContain('text/plain')
  expect((await bad.text()).length).toBeGreaterThan(0)
  const tip = await request.get(`${server.url}/api/blocks/tip/height`)
  expect(tip.status()).toBe(200)
  expect(Number(await tip.text())).toBeGreaterThanOrEqual(2016)
})

test('a plain page on another origin embeds both widgets from the server with one script tag', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const host = await startStaticServer()
  try {
    host.page(
      '/',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>my blog</title>` +
        `<script type="module" src="${server.url}/dist/mempool-widgets.js"></script></head>` +
        `<body><main><h1>My blog</h1><mempool-blockchain api="${server.url}"></mempool-blockchain>` +
        `<mempool-footer api="${server.url}"></mempool-footer></main></body></html>`,
    )
    await page.goto(`${host.url}/`)
    await expect(page.locator('mempool-blockchain .mined-list .cube.loaded').first()).toBeVisible({
      timeout: 60_000,
    })
    await expect(page.locator('mempool-footer [data-figure="unconfirmed"]')).toHaveText(/\d/, {
      timeout: 60_000,
    })
    expect(problems).toEqual([])
  } finally {
    await host.close()
  }
})

test("framing per page kind, and the page's <meta> CSP is the header without frame-ancestors", async ({
  request,
}) => {
  const framing = async (path: string) => {
    const res = await request.get(`${server.url}${path}`)
    const csp = res.headers()['content-security-policy'] ?? ''
    return {
      status: res.status(),
      frameAncestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? null,
      xFrameOptions: res.headers()['x-frame-options'] ?? null,
      csp,
      html: await res.text(),
    }
  }
  const login = await framing('/login')
  expect([login.status, login.frameAncestors, login.xFrameOptions]).toEqual([200, "'none'", 'DENY'])
  const accelerator = await framing('/testnet/services/accelerator/history')
  expect([accelerator.frameAncestors, accelerator.xFrameOptions]).toEqual(["'none'", 'DENY'])
  for (const path of ['/view/blocks', '/clock/mempool/0', '/wallet']) {
    const view = await framing(path)
    expect([view.status, view.frameAncestors, view.xFrameOptions], path).toEqual([200, null, null])
  }
  const home = await framing('/')
  expect([home.status, home.frameAncestors, home.xFrameOptions]).toEqual([
    200,
    "'self'",
    'SAMEORIGIN',
  ])

  // The built page's <meta> policy: every directive identical to the header's (frame-ancestors is ignored
  // in a <meta>, so only the header carries it).
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(home.html)?.[1]
    ?.replaceAll('&#39;', "'")
  const directives = (policy: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '' && !d.startsWith('frame-ancestors'))
  expect(meta).toBeDefined()
  expect(directives(meta ?? '')).toEqual(directives(home.csp))
})
