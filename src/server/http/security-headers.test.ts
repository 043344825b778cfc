import { describe, expect, it } from 'vitest'
import { isEmbeddable } from './security-headers'

describe('CORS for embedding pages', () => {
  it.each([
    ['/api/v1/blocks', true],
    ['/testnet/api/v1/ws', true],
    ['/signet/api/tx/abc', true],
    ['/dist/mempool-widgets.js', true],
    ['/dist/elements/mempool-blockchain.js', true],
    ['/resources/mining-pools/foundryusa.svg', true],
    ['/testnet/resources/miners.json', true],
    ['/', false],
    ['/testnet', false],
    ['/block/00ab', false],
    ['/apiary/x', false],
    ['/?x=/api/', false],
  ])('%s → %s', (url, expected) => {
    expect(isEmbeddable(url)).toBe(expected)
  })
})
