import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_CONFIG_META, defaultSiteConfig, parseSiteConfig } from '../../core/wire'
import { parseOptions } from '../cli/options'
import { createServerApp, type ServerApp } from './app'
import { CONTENT_SECURITY_POLICY } from './security-headers'
import { nullNetwork } from './testing/null-network'

const root = mkdtempSync(join(tmpdir(), 'mpw-static-'))
let server: ServerApp

beforeAll(async () => {
  mkdirSync(join(root, 'site/assets'), { recursive: true })
  writeFileSync(
    join(root, 'site/index.html'),
    '<!doctype html><html><head><title>app</title></head><body></body></html>',
  )
  writeFileSync(join(root, 'site/assets/app.js'), 'console.log(1)')
  writeFileSync(join(root, 'elements.js'), 'export {}')
  server = await createServerApp({
    networks: new Map([
      ['mainnet', nullNetwork()],
      ['testnet', nullNetwork({ name: 'testnet' })],
    ]),
    siteDir: join(root, 'site'),
    distDir: root,
  })
})
afterAll(async () => {
  await server.app.close()
  rmSync(root, { recursive: true, force: true })
})

describe('static site', () => {
  it('serves files, bundles under /dist/, and the app for client-side routes under every prefix', async () => {
    expect((await server.app.inject('/assets/app.js')).body).toBe('console.log(1)')
    expect((await server.app.inject('/dist/elements.js')).body).toBe('export {}')
    for (const url of [
      '/',
      '/tx/abc',
      '/testnet/block/123',
      '/signet/mempool-block/0',
      // The router ignores a trailing slash (for the API); client-side routes keep loading the app.
      '/testnet/',
      '/tx/abc/',
      '/de/testnet/address/tb1qxyz',
      '/preview/block/00ab',
      '/mining/pool/foundryusa',
      '/view/blocks?numBlocks=4',
    ]) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>app</title>')
      expect(res.headers['content-security-policy']?.startsWith(CONTENT_SECURITY_POLICY)).toBe(true)
    }
  })

  it('answers paths that are no page of the site with 404 and the app (its not-found page)', async () => {
    for (const url of [
      '/no/such/page',
      '/tx',
      '/tx/abc/extra',
      '/xx/testnet',
      '/liquid/tx/abc',
      '/wp-login.php',
      '/block//x',
    ]) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(res.body).toContain('<title>app</title>')
    }
  })

  it('answers another method on a site page with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'] as const) {
      const res = await server.app.inject({ method, url: '/testnet/tx/abc' })
      expect(res.statusCode, method).toBe(405)
      expect(res.headers['allow']).toBe('GET, HEAD')
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
    }
  })

  it('never answers API paths with the app', async () => {
    for (const url of ['/api/nope', '/testnet/api/v1/nope/', '/dist/missing.js', '/api/v1/']) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
    }
    expect((await server.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404)
  })
})

/** The parsed config of the page's meta tag (attribute unescaped as a browser would for these entities). */
function configOf(body: string): unknown {
  const match = new RegExp(`<meta name="${SITE_CONFIG_META}" content="([^"]*)">`).exec(body)
  if (!match?.[1]) return undefined
  const text = match[1]
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
  return JSON.parse(text)
}

describe('the site config meta tag', () => {
  it('is in every page the server answers with the app, 200 or 404, and never cached', async () => {
    for (const url of ['/', '/testnet/', '/tx/abc', '/no/such/page', '/index.html']) {
      const res = await server.app.inject(url)
      expect(configOf(res.body), url).toEqual(defaultSiteConfig())
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('carries the toggles of `npm start -- --audit --site-name …` (options as main.ts passes them)', async () => {
    const options = parseOptions(['--audit', '--site-name', 'Q&A "explorer"'], {})
    const audited = await createServerApp({
      networks: new Map([['mainnet', nullNetwork()]]),
      siteDir: join(root, 'site'),
      siteConfig: options.site,
    })
    try {
      const config = parseSiteConfig(configOf((await audited.app.inject('/block/1')).body))
      expect(config.toggles.audit).toBe(true)
      expect(config.toggles.historicalPrice).toBe(true)
      expect(config.siteName).toBe('Q&A "explorer"')
    } finally {
      await audited.app.close()
    }
  })
})
