import { matchRoutes } from 'react-router'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '../../core'
import { siteRoutes } from './router'

/** The matched route paths, outermost first. */
function matched(routes: RouteObject[], pathname: string): (string | undefined)[] {
  return (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    route.index ? '(index)' : route.path,
  )
}

describe('siteRoutes', () => {
  const routes = siteRoutes(defaultSiteConfig(), null)

  it('puts each page below its network prefix', () => {
    expect(matched(routes, '/')).toEqual(['/', '(index)'])
    expect(matched(routes, '/testnet/tx/ab')).toEqual(['/testnet', 'tx/:txid'])
    expect(matched(routes, '/signet/mining/pool/foundry')).toEqual(['/signet', 'mining/pool/:slug'])
    expect(matched(routes, '/preview/testnet/block/7')).toEqual(['/preview/testnet', 'block/:id'])
    expect(matched(routes, '/view/mempool-block/0')).toEqual(['/', 'view/mempool-block/:index'])
  })

  it('reads page words as pages, never as a language (clock/blocks, docs/status)', () => {
    expect(matched(routes, '/clock/blocks')).toEqual(['/', 'clock/*'])
    expect(matched(routes, '/docs/status')).toEqual(['/', 'docs/*'])
    expect(matched(routes, '/testnet/clock')).toEqual(['/testnet', 'clock/*'])
  })

  it('routes the language the page loaded with; anything else falls to the prefix fallback', () => {
    const german = siteRoutes(defaultSiteConfig(), 'de')
    expect(matched(german, '/de/testnet/blocks')).toEqual(['/de/testnet', 'blocks'])
    expect(matched(german, '/blocks')).toEqual(['/', 'blocks'])
    expect(matched(routes, '/de/testnet/blocks')).toEqual(['/', '*'])
    expect(matched(routes, '/mining/hashrate')).toEqual(['/', '*'])
    expect(matched(routes, '/testnet/nothing')).toEqual(['/testnet', '*'])
  })

  it('has no page route for pages without a component', () => {
    expect(matched(routes, '/wallet')).toEqual(['/', '*'])
    expect(matched(routes, '/login')).toEqual(['/', '*'])
  })
})
