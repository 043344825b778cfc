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
    ]) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>app</title>')
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
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
