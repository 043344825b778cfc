// Pool logos and miners.json under every network prefix (reference §2.2, §3.8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp, type ServerApp } from '../app'
import { defaultLogoSvg, poolLogoSvg } from '../pool-logo'
import { nullNetwork } from '../testing/null-network'

const POOLS = [
  { name: 'Foundry USA', slug: 'foundryusa', unique_id: 111 },
  { name: 'AntPool', slug: 'antpool', unique_id: 44 },
]

let server: ServerApp
beforeAll(async () => {
  const withPools = (name: 'mainnet' | 'testnet' | 'signet') =>
    nullNetwork({ name, poolList: () => POOLS })
  server = await createServerApp({
    networks: new Map([
      ['mainnet', withPools('mainnet')],
      ['testnet', withPools('testnet')],
      ['signet', withPools('signet')],
    ]),
  })
})
afterAll(async () => server.app.close())

describe('GET /resources/mining-pools/{slug}.svg', () => {
  it.each(['', '/testnet', '/signet'])(
    'serves every simulated pool under prefix %j',
    async (prefix) => {
      for (const pool of POOLS) {
        const res = await server.app.inject(`${prefix}/resources/mining-pools/${pool.slug}.svg`)
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
        expect(res.headers['cache-control']).toBe('public, max-age=2592000')
        expect(Date.parse(String(res.headers['expires']))).toBeGreaterThan(
          Date.now() + 29 * 86_400_000,
        )
        expect(res.headers['access-control-allow-origin']).toBe('*')
        expect(res.body).toBe(poolLogoSvg(pool, 'dark'))
      }
    },
  )

  it('serves the light variant as <slug>.light.svg', async () => {
    const res = await server.app.inject('/resources/mining-pools/antpool.light.svg')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(poolLogoSvg(POOLS[1] as (typeof POOLS)[number], 'light'))
  })

  it('answers unknown slugs and default.svg with the default badge', async () => {
    for (const [file, theme] of [
      ['nobody.svg', 'dark'],
      ['default.svg', 'dark'],
      ['default.light.svg', 'light'],
    ] as const) {
      const res = await server.app.inject(`/testnet/resources/mining-pools/${file}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(res.body).toBe(defaultLogoSvg(theme))
    }
  })

  it.each([
    'Foundry.svg',
    'foundry_usa.svg',
    'foundryusa.png',
    'foundryusa',
    '%3Cx%3E.svg',
    '.svg',
    `${'a'.repeat(65)}.svg`,
  ])('answers %s with 400 text', async (file) => {
    const res = await server.app.inject(`/resources/mining-pools/${file}`)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toBe('Invalid mining pool slug')
    expect(res.headers['cache-control']).toBe('no-cache')
  })
})

describe('GET /resources/miners.json', () => {
  it.each(['', '/signet'])('answers an empty JSON array under prefix %j', async (prefix) => {
    const res = await server.app.inject(`${prefix}/resources/miners.json`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual([])
    expect(res.headers['access-control-allow-origin']).toBe('*')
  })
})
