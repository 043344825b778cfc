// Who may frame which page: login, account and accelerator pages nobody; the embeddable views (view/*,
// clock/*, the wallet page) any origin, with no frame restriction at all; every other page and answer the
// configured sources ('self' by default), with X-Frame-Options where it can say the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp, type ServerApp } from './app'
import { parseFrameAncestors } from './frame-ancestors'
import { CONTENT_SECURITY_POLICY } from './security-headers'
import { nullNetwork } from './testing/null-network'

const networks = () => new Map([['mainnet', nullNetwork()]] as const)
let server: ServerApp
let configured: ServerApp
beforeAll(async () => {
  server = await createServerApp({ networks: networks() })
  configured = await createServerApp({
    networks: networks(),
    frameAncestors: "'self' https://blog.example",
  })
})
afterAll(async () => {
  await server.app.close()
  await configured.app.close()
})

async function framing(app: ServerApp, url: string) {
  const res = await app.app.inject(url)
  const csp = res.headers['content-security-policy'] ?? ''
  return {
    policy: String(csp),
    frameAncestors: /frame-ancestors ([^;]*)/.exec(String(csp))?.[1],
    xFrameOptions: res.headers['x-frame-options'],
  }
}

describe('framing per page kind', () => {
  it.each(['/login', '/services/accelerator/history', '/testnet/services/account', '/de/login'])(
    '%s is never framed',
    async (url) => {
      expect(await framing(server, url)).toMatchObject({
        frameAncestors: "'none'",
        xFrameOptions: 'DENY',
      })
      expect(await framing(configured, url)).toMatchObject({ frameAncestors: "'none'" })
    },
  )

  it.each([
    '/view/blocks',
    '/testnet/view/mempool-block/0?autofit=true',
    '/clock/mempool/0',
    '/signet/clock',
    '/wallet?addresses=bc1q',
  ])('%s may be framed by any page', async (url) => {
    const headers = await framing(server, url)
    expect(headers).toEqual({
      policy: CONTENT_SECURITY_POLICY,
      frameAncestors: undefined,
      xFrameOptions: undefined,
    })
  })

  it.each(['/', '/tx/abc', '/testnet/block/1', '/api/v1/blocks', '/no/such/page'])(
    '%s is framed by the same origin unless configured otherwise',
    async (url) => {
      const headers = await framing(server, url)
      expect(headers).toEqual({
        policy: `${CONTENT_SECURITY_POLICY}; frame-ancestors 'self'`,
        frameAncestors: "'self'",
        xFrameOptions: 'SAMEORIGIN',
      })
      // X-Frame-Options cannot name another origin: left out, the CSP says it.
      expect(await framing(configured, url)).toMatchObject({
        frameAncestors: "'self' https://blog.example",
        xFrameOptions: undefined,
      })
    },
  )
})

describe('--frame-ancestors values', () => {
  it.each([
    ["'self'", "'self'"],
    ["  'self'   https://a.example:8443 ", "'self' https://a.example:8443"],
    ["'none'", "'none'"],
    ['https://*.example.com http:', 'https://*.example.com http:'],
  ])('%j → %j', (raw, expected) => {
    expect(parseFrameAncestors(raw)).toBe(expected)
  })

  it.each([
    "'self'; script-src *",
    '',
    "'none' 'self'",
    'https://a.example,https://b',
    "'unsafe-inline'",
  ])('refuses %j', (raw) => {
    expect(() => parseFrameAncestors(raw)).toThrow(/--frame-ancestors/)
  })
})
