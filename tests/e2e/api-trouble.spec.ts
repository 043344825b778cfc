// A widget whose API does not answer says so — naming the API — keeps retrying, and recovers by itself once
// the API is back. The built <mempool-blockchain> and <mempool-footer> in Chromium, pointed at a port that
// refuses connections, then at a server answering 500 to everything; then the same port starts answering.
import { createServer } from 'node:http'
import type { Page } from '@playwright/test'
import { hasRecorded, readCypress } from '../fixtures/recorded'
import { expect, test } from './support/fixtures'
import { WidgetPage } from './support/fixtures'
import type { ReplayServer } from './support/replay-server'
import { freePort } from './support/spawn-server'
import { startReplayServer } from './support/replay-server'

const frame = hasRecorded ? readCypress<object>('mainnet_mempoolInfo.json') : undefined

/** Answers every request, the WebSocket upgrade included, with 500. */
async function startFailingServer(port: number): Promise<{ close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response
      .writeHead(500, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' })
      .end('Internal Server Error')
  })
  server.on('upgrade', (_request, socket) => {
    socket.end('HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\n\r\n')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

const notice = (page: Page, tag: string) => page.locator(`${tag} [part="api-notice"]`)

async function openBoth(widgetPage: WidgetPage, api: string): Promise<void> {
  await widgetPage.page.setViewportSize({ width: 1280, height: 720 })
  await widgetPage.openHtml({
    widgets: ['blockchain', 'footer'],
    body: `<mempool-blockchain api="${api}"></mempool-blockchain><mempool-footer api="${api}"></mempool-footer>`,
  })
}

/** A page object whose CSP lets the widgets talk to `api` (the fixtures' replay server is not used). */
function pageFor(page: Page, distServer: never, hostServer: never, api: string): WidgetPage {
  return new WidgetPage(page, distServer, hostServer, { url: api } as ReplayServer)
}

test.describe('a widget whose API does not answer', () => {
  test('names the refused API within seconds, stops the skeleton, and recovers when the API comes up', async ({
    page,
    distServer,
    hostServer,
  }) => {
    test.skip(!frame, 'recorded mainnet frames not found (../shared/fixtures/mempool-recorded)')
    const port = await freePort()
    const api = `http://127.0.0.1:${port}`
    await openBoth(pageFor(page, distServer as never, hostServer as never, api), api)

    const expected = `Cannot reach ${api} — retrying…`
    for (const tag of ['mempool-blockchain', 'mempool-footer']) {
      await expect(notice(page, tag)).toHaveText(expected, { timeout: 5_000 })
      await expect(notice(page, tag)).toHaveAttribute('role', 'status')
    }
    // No endless skeleton: the empty slots stop flashing and the strip is not announced as loading.
    await expect(page.locator('mempool-blockchain .cube.loading')).toHaveCount(0)
    await expect(page.locator('mempool-blockchain .cube.placeholder').first()).toBeVisible()
    await expect(page.locator('mempool-blockchain [aria-busy="true"]')).toHaveCount(0)

    let replay: ReplayServer | undefined
    try {
      replay = await startReplayServer({
        frames: [frame!],
        rest: { '/api/v1/init-data': frame! },
        port,
      })
      // The socket retries every 2–4 s: the strip fills and the notices go without a reload.
      await expect(page.locator('mempool-blockchain .mined-list .cube.loaded').first()).toBeVisible(
        {
          timeout: 10_000,
        },
      )
      await expect(notice(page, 'mempool-blockchain')).toHaveCount(0)
      await expect(notice(page, 'mempool-footer')).toHaveCount(0)
      await expect(page.locator('mempool-footer [data-figure="unconfirmed"]')).not.toHaveText(
        'Loading…',
      )
    } finally {
      await replay?.close()
    }
  })

  test('says so too when the API answers 500 to everything, and keeps retrying', async ({
    page,
    distServer,
    hostServer,
  }) => {
    const port = await freePort()
    const failing = await startFailingServer(port)
    const api = `http://127.0.0.1:${port}`
    let upgrades = 0
    page.on('websocket', () => upgrades++)
    try {
      await openBoth(pageFor(page, distServer as never, hostServer as never, api), api)
      const expected = `Cannot reach ${api} — retrying…`
      await expect(notice(page, 'mempool-blockchain')).toHaveText(expected, { timeout: 5_000 })
      await expect(notice(page, 'mempool-footer')).toHaveText(expected)
      await expect.poll(() => upgrades, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
      await expect(notice(page, 'mempool-blockchain')).toHaveText(expected)
    } finally {
      await failing.close()
    }
  })

  test('a static strip whose block requests answer 500 says so instead of flashing forever', async ({
    page,
    distServer,
    hostServer,
  }) => {
    const port = await freePort()
    const failing = await startFailingServer(port)
    const api = `http://127.0.0.1:${port}`
    try {
      const widgetPage = pageFor(page, distServer as never, hostServer as never, api)
      await widgetPage.openHtml({
        widgets: ['blockchain'],
        body: `<mempool-blockchain api="${api}" static-height="800000"></mempool-blockchain>`,
      })
      await expect(notice(page, 'mempool-blockchain')).toHaveText(
        `Cannot reach ${api} — retrying…`,
        { timeout: 5_000 },
      )
      await expect(page.locator('mempool-blockchain .cube.loading')).toHaveCount(0)
    } finally {
      await failing.close()
    }
  })
})
