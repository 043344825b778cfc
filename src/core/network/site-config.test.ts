import { describe, expect, it } from 'vitest'
import { defaultSiteConfig, parseSiteConfig } from './site-config'

describe('parseSiteConfig', () => {
  it('gives the spec defaults for nothing usable', () => {
    for (const value of [undefined, null, 'x', [], { build: 'nope' }]) {
      expect(parseSiteConfig(value)).toEqual(defaultSiteConfig('mempool'))
    }
  })

  it('turns the mining dashboard on for the main build only (spec §1)', () => {
    expect(parseSiteConfig({ build: 'mempool' }).toggles.miningDashboard).toBe(true)
    expect(parseSiteConfig({ build: 'liquid' }).toggles.miningDashboard).toBe(false)
    expect(parseSiteConfig({ build: 'markets' }).toggles.miningDashboard).toBe(false)
  })

  it('keeps given booleans and replaces bad values by their defaults', () => {
    const config = parseSiteConfig({
      hosted: 'yes',
      siteName: '  my explorer ',
      product: '',
      toggles: { audit: true, lightning: 1, accelerator: false },
    })
    expect(config.hosted).toBe(false)
    expect(config.siteName).toBe('my explorer')
    expect(config.product).toBe('bisq')
    expect(config.toggles).toMatchObject({ audit: true, lightning: false, historicalPrice: true })
  })

  it('keeps the served networks in SITE_NETWORKS order, never an empty or unknown list', () => {
    expect(parseSiteConfig({ networks: ['signet', 'mainnet', 'liquid'] }).networks).toEqual([
      'mainnet',
      'signet',
    ])
    expect(parseSiteConfig({ networks: [] }).networks).toEqual(['mainnet', 'testnet', 'signet'])
    expect(parseSiteConfig({ networks: 'mainnet' }).networks).toEqual([
      'mainnet',
      'testnet',
      'signet',
    ])
  })
})
