import { describe, expect, it } from 'vitest'
import { createTranslator, defaultSiteConfig } from '../../../core'
import type { SiteConfig, SiteNetwork } from '../../../core'
import { pageHead } from './page-head'

const context = (
  pathname: string,
  network: SiteNetwork = 'mainnet',
  config: SiteConfig = defaultSiteConfig(),
) => ({
  config,
  network,
  translator: createTranslator('en'),
  pathname,
  origin: 'http://localhost:8999',
})

describe('pageHead', () => {
  it('titles a page with the site title and the network suffix', () => {
    expect(pageHead(context('/block/1'), { title: 'Block 1' }).title).toBe(
      'Block 1 - mempool - Bitcoin Explorer',
    )
    expect(pageHead(context('/testnet', 'testnet')).title).toBe('mempool - Bitcoin Testnet')
    expect(pageHead(context('/signet/tx/ab', 'signet'), { title: 'Tx' }).title).toBe(
      'Tx - mempool - Bitcoin Signet',
    )
    const named = { ...defaultSiteConfig(), siteName: 'my node' }
    expect(pageHead(context('/', 'mainnet', named)).title).toBe('my node - Bitcoin Explorer')
  })

  it('on the markets build titles "{product} Markets" and canonicalises on the markets host', () => {
    const markets = defaultSiteConfig('markets')
    const head = pageHead(context('/de/blocks?x=1', 'mainnet', markets), { title: 'Blocks' })
    expect(head.title).toBe('Blocks - mempool - bisq Markets')
    expect(head.canonical).toBe('https://bisq.markets/de/blocks')
    expect(head.description).toContain('bisq markets')
  })

  it('describes by network family unless the page says more', () => {
    expect(pageHead(context('/')).description).toContain('Bitcoin')
    expect(pageHead(context('/'), { description: 'Own words' }).description).toBe('Own words')
  })

  it('canonicalises on the build host, language and network kept, query dropped', () => {
    expect(pageHead(context('/de/testnet/tx/ab?x=1', 'testnet')).canonical).toBe(
      'https://mempool.space/de/testnet/tx/ab',
    )
  })

  it('points rendered previews at /render/{lang}/preview{url after the language} (1200×600)', () => {
    const de = { ...context('/de/testnet/tx/ab', 'testnet'), translator: createTranslator('de') }
    expect(pageHead(de, { preview: 'render' }).image).toEqual({
      url: 'http://localhost:8999/render/de/preview/testnet/tx/ab',
      width: 1200,
      height: 600,
    })
    expect(pageHead(context('/block/5'), { preview: 'render' }).image.url).toBe(
      'http://localhost:8999/render/en/preview/block/5',
    )
  })

  it('uses a fixed 1000×500 image otherwise, the dashboard one by default', () => {
    expect(pageHead(context('/')).image).toEqual({
      url: 'http://localhost:8999/resources/previews/dashboard.png',
      width: 1000,
      height: 500,
    })
    expect(pageHead(context('/'), { preview: { image: 'mining.png' } }).image.url).toBe(
      'http://localhost:8999/resources/previews/mining.png',
    )
  })

  it('marks a soft 404 only when asked', () => {
    expect(pageHead(context('/')).soft404).toBe(false)
    expect(pageHead(context('/tx/x'), { soft404: true }).soft404).toBe(true)
  })
})
