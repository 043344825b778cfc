import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp, type ServerApp } from '../app'
import { nullNetwork } from '../testing/null-network'

let server: ServerApp
beforeAll(async () => {
  server = await createServerApp({
    networks: new Map([
      ['mainnet', nullNetwork()],
      ['testnet', nullNetwork({ name: 'testnet' })],
    ]),
  })
})
afterAll(async () => server.app.close())

describe('the about page lists (no network prefix)', () => {
  it.each([
    ['/api/v1/services/sponsors', []],
    ['/api/v1/donations', []],
    ['/api/v1/contributors', []],
    ['/api/v1/translators', {}],
  ])('%s answers its empty shape as JSON, cached as a list', async (url, body) => {
    const res = await server.app.inject(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(res.json()).toEqual(body)
  })

  it('is not served under a network prefix', async () => {
    expect((await server.app.inject('/testnet/api/v1/donations')).statusCode).toBe(404)
  })
})
