import { describe, expect, it } from 'vitest'
import type { BlockExtended, Transaction } from '../../core/wire'
import { esploraBlock, esploraTx } from './esplora-shapes'

describe('esplora shapes of the /api family', () => {
  it('a block loses extras and stale, keeping the esplora keys', () => {
    const block = {
      id: 'a'.repeat(64),
      height: 1,
      version: 2,
      timestamp: 3,
      tx_count: 4,
      size: 5,
      weight: 6,
      merkle_root: 'b'.repeat(64),
      previousblockhash: 'c'.repeat(64),
      mediantime: 7,
      nonce: 8,
      bits: 9,
      difficulty: 10,
      stale: false,
      extras: { reward: 1 },
    } as unknown as BlockExtended
    expect(Object.keys(esploraBlock(block)).sort()).toEqual(
      [
        'bits',
        'difficulty',
        'height',
        'id',
        'mediantime',
        'merkle_root',
        'nonce',
        'previousblockhash',
        'size',
        'timestamp',
        'tx_count',
        'version',
        'weight',
      ].sort(),
    )
    expect(esploraBlock(block).merkle_root).toBe('b'.repeat(64))
  })

  it('a transaction loses the mempool extensions; sigops stays only when known', () => {
    const base = {
      txid: 't',
      version: 2,
      locktime: 0,
      vin: [],
      vout: [],
      size: 100,
      weight: 400,
      fee: 50,
      status: { confirmed: false },
    }
    const extended = {
      ...base,
      sigops: 4,
      firstSeen: 1,
      vsize: 100,
      effectiveFeePerVsize: 0.5,
      flags: 8,
    }
    expect(esploraTx(extended as unknown as Transaction)).toEqual({ ...base, sigops: 4 })
    expect('sigops' in esploraTx(base as unknown as Transaction)).toBe(false)
  })
})
