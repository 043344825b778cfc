import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp, type ServerApp } from './app'
import { CONTENT_SECURITY_POLICY } from './security-headers'
import { nullNetwork } from './testing/null-network'

const root = mkdtempSync(join(tmpdir(), 'mpw-static-'))
let server: ServerApp

beforeAll(async () => {
  mkdirSync(join(root, 'site/assets'), { recursive: true })
  writeFileSync(join(root, 'site/index.html'), '<!doctype html><title>app</title>')
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
