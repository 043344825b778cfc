import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '../../core'
import {
  networkPrefixes,
  networkRootPath,
  pathLang,
  prefixPattern,
  redirectsMiningBlocks,
  routerPattern,
} from './site-routes'

describe('networkPrefixes', () => {
  it('serves mainnet unprefixed, testnet and signet under their segments on the main and markets builds', () => {
    const expected = [
      { segment: '', network: 'mainnet' },
      { segment: 'testnet', network: 'testnet' },
      { segment: 'signet', network: 'signet' },
    ]
    expect(networkPrefixes('mempool')).toEqual(expected)
    expect(networkPrefixes('markets')).toEqual(expected)
  })

  it('on the Liquid build reads testnet as liquidtestnet, which the site does not serve', () => {
    expect(networkPrefixes('liquid')).toEqual([])
  })
})

describe('routerPattern', () => {
  it('keeps named segments and turns a trailing ** into the splat', () => {
    expect(routerPattern(SITE_PAGES.block.pattern)).toBe('block/:id')
    expect(routerPattern(SITE_PAGES.clock.pattern)).toBe('clock/*')
    expect(routerPattern(SITE_PAGES.docs.pattern)).toBe('docs/*')
    expect(routerPattern(SITE_PAGES.home.pattern)).toBe('')
    expect(routerPattern('**')).toBe('*')
  })
})

describe('prefixPattern', () => {
  it('orders language, preview and network', () => {
    expect(prefixPattern(null, false, '')).toBe('/')
    expect(prefixPattern('de', false, '')).toBe('/de')
    expect(prefixPattern(null, true, 'testnet')).toBe('/preview/testnet')
    expect(prefixPattern('pt-BR', true, 'signet')).toBe('/pt-BR/preview/signet')
  })
})

describe('pathLang', () => {
  it('is the language prefix of a path, or null', () => {
    expect(pathLang('/de/testnet/tx/ab')).toBe('de')
    expect(pathLang('/pt-BR')).toBe('pt-BR')
    expect(pathLang('/docs/status')).toBeNull()
    expect(pathLang('/')).toBeNull()
  })
})

describe('networkRootPath', () => {
  it('is the network root, keeping the language prefix', () => {
    expect(networkRootPath({ build: 'mempool', segment: '', lang: null })).toBe('/')
    expect(networkRootPath({ build: 'mempool', segment: 'testnet', lang: null })).toBe('/testnet')
    expect(networkRootPath({ build: 'mempool', segment: 'signet', lang: 'de' })).toBe('/de/signet')
    expect(networkRootPath({ build: 'mempool', segment: '', lang: 'fr' })).toBe('/fr')
  })

  it('sends the Liquid build testnet fallback to /signet (spec §2.2)', () => {
    expect(networkRootPath({ build: 'liquid', segment: 'testnet', lang: null })).toBe('/signet')
    expect(networkRootPath({ build: 'liquid', segment: 'testnet', lang: 'ja' })).toBe('/ja/signet')
  })
})

describe('redirectsMiningBlocks', () => {
  it('only on signet', () => {
    expect(redirectsMiningBlocks('signet')).toBe(true)
    expect(redirectsMiningBlocks('mainnet')).toBe(false)
    expect(redirectsMiningBlocks('testnet')).toBe(false)
  })
})
