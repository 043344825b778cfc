import { describe, expect, it } from 'vitest'
import { normalizeApiBase, wsUrlFor } from './ws-url'

describe('wsUrlFor', () => {
  it.each([
    ['https://mempool.space', 'mainnet', 'wss://mempool.space/api/v1/ws'],
    ['https://mempool.space/', undefined, 'wss://mempool.space/api/v1/ws'],
    ['https://mempool.space', 'testnet', 'wss://mempool.space/testnet/api/v1/ws'],
    ['https://mempool.space', 'testnet4', 'wss://mempool.space/testnet4/api/v1/ws'],
    ['https://mempool.space', 'signet', 'wss://mempool.space/signet/api/v1/ws'],
    ['http://localhost:8999', 'mainnet', 'ws://localhost:8999/api/v1/ws'],
    ['http://localhost:8999', 'regtest', 'ws://localhost:8999/regtest/api/v1/ws'],
    ['https://example.org/explorer/', 'signet', 'wss://example.org/explorer/signet/api/v1/ws'],
    ['https://example.org/a/b//', 'mainnet', 'wss://example.org/a/b/api/v1/ws'],
    ['wss://example.org', 'mainnet', 'wss://example.org/api/v1/ws'],
  ])('%s on %s → %s', (api, network, expected) => {
    expect(wsUrlFor(api, network)).toBe(expected)
  })
})

describe('normalizeApiBase', () => {
  it('drops trailing slashes and lower-cases scheme and host, not the path', () => {
    expect(normalizeApiBase('https://mempool.space/')).toBe('https://mempool.space')
    expect(normalizeApiBase(' HTTPS://Mempool.Space ')).toBe('https://mempool.space')
    expect(normalizeApiBase('http://host:8080/Path/')).toBe('http://host:8080/Path')
    expect(normalizeApiBase('https://mempool.space:443')).toBe('https://mempool.space')
  })

  it('rejects something that is not a URL', () => {
    expect(() => normalizeApiBase('mempool.space')).toThrow()
  })
})
