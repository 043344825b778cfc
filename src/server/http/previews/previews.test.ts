import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp, type ServerApp } from '../app'
import { nullNetwork } from '../testing/null-network'
import { encodePng, pngSize } from './png'
import { PREVIEW_FILES, previewPicture } from './preview-images'
import { renderPicture } from './render-kind'

let server: ServerApp
beforeAll(async () => {
  server = await createServerApp({ networks: new Map([['mainnet', nullNetwork()]]) })
})
afterAll(async () => server.app.close())

describe('encodePng', () => {
  it('writes a PNG whose pixels inflate back to the rows given', () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])
    const png = encodePng(2, 2, rgb)
    expect(pngSize(png)).toEqual({ width: 2, height: 2 })
    // IDAT starts after signature (8) + IHDR chunk (25)
    const idatLength = png.readUInt32BE(33)
    expect(png.toString('ascii', 37, 41)).toBe('IDAT')
    const rows = inflateSync(png.subarray(41, 41 + idatLength))
    expect([...rows]).toEqual([0, ...rgb.subarray(0, 6), 0, ...rgb.subarray(6)])
  })
})

describe('GET /resources/previews/{name}.png', () => {
  it('lists the six fixed images', () => {
    expect([...PREVIEW_FILES].sort()).toEqual(
      ['address', 'block', 'dashboard', 'docs', 'mining', 'tx'].map((n) => `${n}.png`),
    )
  })

  it.each(PREVIEW_FILES)('serves %s as a 1000×500 PNG with a long cache', async (file) => {
    const res = await server.app.inject(`/resources/previews/${file}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=2592000')
    expect(pngSize(res.rawPayload)).toEqual({ width: 1000, height: 500 })
    expect(res.rawPayload.length).toBeLessThan(100_000)
  })

  it('draws different pictures for different pages', async () => {
    const a = await server.app.inject('/resources/previews/block.png')
    const b = await server.app.inject('/resources/previews/tx.png')
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false)
  })

  it.each(['nope.png', 'block.jpg', 'block', '..%2Fblock.png', 'BLOCK.png'])(
    'answers %s with a plain 404',
    async (file) => {
      const res = await server.app.inject(`/resources/previews/${file}`)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
    },
  )
})

describe('GET /render/{lang}/preview{page}', () => {
  it.each([
    ['/render/en/preview/', 'dashboard'],
    ['/render/en/preview/block/00000000000000000001', 'block'],
    ['/render/de/preview/testnet/tx/abc', 'tx'],
    ['/render/pt-BR/preview/signet/address/tb1qxyz', 'address'],
    ['/render/en/preview/mining/pool/foundryusa', 'mining'],
  ] as const)('%s answers the %s picture at 1200×600', async (url, name) => {
    const res = await server.app.inject(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 600 })
    expect(res.rawPayload.equals(previewPicture(name, 1200, 600))).toBe(true)
  })

  it('refuses a language prefix the site would not serve', async () => {
    for (const url of ['/render/english/preview/', '/render/EN/preview/tx/a']) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(404)
    }
  })

  it('picks the picture from the page family after the network segment', () => {
    expect(renderPicture('/testnet/block/1')).toBe('block')
    expect(renderPicture('/mempool-block/0')).toBe('block')
    expect(renderPicture('/testnet')).toBe('dashboard')
    expect(renderPicture('/unknown/thing')).toBe('dashboard')
  })
})
