import { describe, expect, it } from 'vitest'
import { API_GROUPS, apiExampleUrl } from './api-endpoints'
import { FAQ_ENTRIES, GOGGLES_ANCHOR } from './faq-entries'

const live = { height: 840_000, hash: 'ab'.repeat(32), txid: 'cd'.repeat(32) }

describe('apiExampleUrl', () => {
  it('fills every placeholder with the live example under the network prefix', () => {
    expect(apiExampleUrl('/api/block/{hash}', 'mainnet', live)).toBe(`/api/block/${live.hash}`)
    expect(apiExampleUrl('/api/v1/blocks/{height}', 'testnet', live)).toBe(
      '/testnet/api/v1/blocks/840000',
    )
    expect(apiExampleUrl('/api/address-prefix/{prefix}', 'signet', live)).toBe(
      '/signet/api/address-prefix/tb1q',
    )
    expect(apiExampleUrl('/api/mempool', 'mainnet', {})).toBe('/api/mempool')
  })

  it('has no URL while an example is missing', () => {
    expect(apiExampleUrl('/api/tx/{txid}', 'mainnet', { height: 1 })).toBeUndefined()
  })

  it('encodes values as one path segment', () => {
    expect(apiExampleUrl('/api/tx/{txid}', 'mainnet', { txid: '../x?y' })).toBe(
      '/api/tx/..%2Fx%3Fy',
    )
  })

  it('can fill every listed path on every network with full examples', () => {
    for (const group of API_GROUPS)
      for (const path of group.paths)
        for (const network of ['mainnet', 'testnet', 'signet'] as const)
          expect(apiExampleUrl(path, network, live), path).toMatch(/^\/(testnet\/|signet\/)?api\//)
  })
})

describe('FAQ entries', () => {
  it('have unique anchors, one of them the goggles anchor other pages link to', () => {
    const ids = FAQ_ENTRIES.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain('how-do-mempool-goggles-work')
    expect(GOGGLES_ANCHOR).toBe('how-do-mempool-goggles-work')
  })
})
