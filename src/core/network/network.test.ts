import { describe, expect, it } from 'vitest'
import canonical from './fixtures/canonical.json'
import links from './fixtures/links.json'
import paths from './fixtures/paths.json'
import titles from './fixtures/titles.json'
import { canonicalUrl } from './canonical'
import { explorerLink, isSameBuild } from './links'
import { apiPathPrefix, buildNetworks, hasLightning, networkUnit, NETWORKS } from './networks'
import type { Build, Network } from './networks'
import { parseExplorerPath } from './parse-path'
import { pageTitle, siteTitle } from './titles'

describe('parseExplorerPath', () => {
  it.each(paths.valid)('$description: $url', ({ url, build, expected }) => {
    expect(parseExplorerPath(url, build as Build)).toEqual(expected)
  })
  it.each(paths.invalid)('$description: $url', ({ url, build, expected }) => {
    expect(parseExplorerPath(url, build as Build)).toEqual(expected)
  })
})

describe('explorerLink', () => {
  it.each(links.valid)(
    '$path on $network ($build, lang $lang) → $link',
    ({ path, network, build, lang, link }) => {
      expect(explorerLink(path, { network: network as Network, build: build as Build, lang })).toBe(
        link,
      )
    },
  )

  it('round-trips through parseExplorerPath on every network of each build', () => {
    for (const build of ['mempool', 'liquid'] as const) {
      for (const network of buildNetworks(build)) {
        for (const lang of [null, 'de', 'pt-BR']) {
          const link = explorerLink('/block/42?tab=tx', { network, build, lang })
          expect(parseExplorerPath(link, build)).toEqual({
            lang,
            preview: false,
            network,
            lightning: false,
            path: '/block/42?tab=tx',
          })
        }
      }
    }
  })

  it('knows which links change host', () => {
    expect(isSameBuild('testnet4', 'mempool')).toBe(true)
    expect(isSameBuild('liquid', 'mempool')).toBe(false)
    expect(isSameBuild('liquidtestnet', 'liquid')).toBe(true)
  })
})

describe('network facts', () => {
  it('units and API prefixes', () => {
    expect(NETWORKS.map(networkUnit)).toEqual([
      'BTC',
      'tBTC',
      'tBTC',
      'sBTC',
      'BTC',
      'L-BTC',
      'tL-BTC',
    ])
    expect(apiPathPrefix('mainnet')).toBe('')
    expect(apiPathPrefix('testnet4')).toBe('/testnet4')
    expect(apiPathPrefix('liquidtestnet')).toBe('/liquidtestnet')
    expect(apiPathPrefix('')).toBe('')
    expect(apiPathPrefix('regtest')).toBe('/regtest')
  })

  it('lightning only on Bitcoin mainnet, testnet and signet of the Bitcoin build', () => {
    expect(NETWORKS.filter((n) => hasLightning(n, 'mempool'))).toEqual([
      'mainnet',
      'testnet',
      'signet',
    ])
    expect(NETWORKS.filter((n) => hasLightning(n, 'liquid'))).toEqual([])
  })
})

describe('titles', () => {
  it.each(titles.valid)('$network, page "$page" → $title', ({ network, page, title }) => {
    expect(pageTitle(page ?? undefined, network as Network)).toBe(title)
    if (!page) expect(siteTitle(network as Network)).toBe(title)
  })
  it('takes a custom site name', () => {
    expect(siteTitle('signet', 'en', 'My Node')).toBe('My Node - Bitcoin Signet')
  })
})

describe('canonicalUrl', () => {
  it.each([...canonical.valid, ...canonical.invalid])(
    '$path on $build → $url',
    ({ path, build, url }) => {
      expect(canonicalUrl(path, build as Build)).toBe(url)
    },
  )
})
