import { describe, expect, expectTypeOf, it } from 'vitest'
import { hasRecorded, readCypress } from '../../../tests/fixtures/recorded'
import type { BlockTx } from './block-tx'
import {
  applyChange,
  flagsToBigInt,
  fromClassified,
  fromCompressed,
  fromDeltaChange,
  fromStripped,
} from './block-tx'
import type { TransactionCompressed } from './compressed'
import type { Transaction, TransactionStripped } from './transaction'

// Tuples as documented in reference §1.5 (values from recorded mainnet data).
const plain: TransactionCompressed = [
  'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698',
  960,
  224,
  49040,
  4.29,
  1099511628809,
  1743541726,
]
const accelerated: TransactionCompressed = [
  '172b34fb099d80f61b65d1c107c4f25665c8f50e30c1371b2e6fbced62991d58',
  2000,
  171.25,
  5942725,
  11.68,
  1099511631877,
  1734881537,
  1,
]

describe('BlockTx', () => {
  it('carries flags as bigint', () => {
    expectTypeOf<BlockTx['flags']>().toEqualTypeOf<bigint>()
    expectTypeOf(fromCompressed).returns.toEqualTypeOf<BlockTx>()
  })
})

describe('fromCompressed', () => {
  it('reads time at index 6 and no acceleration from a 7-tuple', () => {
    expect(fromCompressed(plain)).toEqual({
      txid: plain[0],
      fee: 960,
      vsize: 224,
      value: 49040,
      rate: 4.29,
      flags: 1099511628809n,
      time: 1743541726,
      acc: false,
    })
  })

  it('marks an 8-tuple accelerated and keeps time at index 6', () => {
    const tx = fromCompressed(accelerated)
    expect(tx.acc).toBe(true)
    expect(tx.time).toBe(1734881537)
    expect(tx.vsize).toBe(171.25)
    expect(tx.flags).toBe(1099511631877n)
  })

  it('keeps bits above 32 exactly', () => {
    const flags = 1099511645193
    const tx = fromCompressed(['00'.repeat(32), 1, 1, 1, 1, flags, 0])
    expect(tx.flags).toBe(1099511645193n)
    expect(tx.flags & (1n << 40n)).toBe(1n << 40n) // sighash_all
    expect(tx.flags & (1n << 14n)).toBe(1n << 14n) // p2tr
    expect(tx.time).toBe(0)
  })
})

describe('fromStripped / fromClassified', () => {
  it('fills missing rate with fee / vsize and missing time with 0', () => {
    const stripped: TransactionStripped = { txid: 'ab', fee: 1000, vsize: 250, value: 5 }
    expect(fromStripped(stripped)).toEqual({
      txid: 'ab',
      fee: 1000,
      vsize: 250,
      value: 5,
      rate: 4,
      flags: 0n,
      time: 0,
      acc: false,
    })
  })

  it('keeps given rate, time, acc and flags', () => {
    const classified = {
      txid: 'cd',
      fee: 960,
      vsize: 224,
      value: 49040,
      rate: 4.285714285714286,
      flags: 1099511628809,
      time: 1743541726,
      acc: true,
    }
    expect(fromClassified(classified)).toEqual({ ...classified, flags: 1099511628809n })
    expect(fromStripped(classified).flags).toBe(1099511628809n)
  })

  it('gives a zero-vsize tx rate 0 rather than Infinity', () => {
    expect(fromStripped({ txid: 'x', fee: 0, vsize: 0, value: 0 }).rate).toBe(0)
  })
})

describe('fromDeltaChange / applyChange', () => {
  it('decodes the 4-tuple and applies rate and acc but not flags', () => {
    const change = fromDeltaChange([plain[0], 5.12, 1099511628809, 1])
    expect(change).toEqual({ txid: plain[0], rate: 5.12, flags: 1099511628809n, acc: true })
    const before = fromCompressed(plain)
    const after = applyChange(before, { ...change, flags: 7n })
    expect(after).toEqual({ ...before, rate: 5.12, acc: true })
    expect(fromDeltaChange([plain[0], 1, 0, 0]).acc).toBe(false)
  })

  it('treats absent or non-finite flags as none', () => {
    expect(flagsToBigInt(undefined)).toBe(0n)
    expect(flagsToBigInt(Number.NaN)).toBe(0n)
  })
})

describe.skipIf(!hasRecorded)('decoders on recorded data', () => {
  it('round-trips the recorded cached tx through a compressed tuple', () => {
    const tx = readCypress<Transaction>('details_rbf/tx01_api_cached.json')
    const value = tx.vout.reduce((sum, out) => sum + out.value, 0)
    const tuple: TransactionCompressed = [
      tx.txid,
      tx.fee,
      tx.weight / 4,
      value,
      2.6,
      tx.flags ?? -1,
      tx.firstSeen ?? -1,
    ]
    const decoded = fromCompressed(tuple)
    expect(decoded.flags).toBe(1099511645193n)
    expect(decoded.time).toBe(1743541407)
    expect(decoded.acc).toBe(false)
  })

  it('decodes the recorded latest transactions', () => {
    const frame = readCypress<{ transactions: TransactionStripped[] }>('mainnet_mempoolInfo.json')
    const txs = frame.transactions.map(fromStripped)
    expect(txs).toHaveLength(frame.transactions.length)
    expect(txs.every((t) => t.flags === 0n && t.time === 0 && !t.acc && t.rate > 0)).toBe(true)
    expect(txs.map((t) => t.rate)).toEqual(frame.transactions.map((t) => t.rate))
  })
})
