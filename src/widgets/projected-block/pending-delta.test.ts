import { describe, expect, it } from 'vitest'
import type { BlockTx } from '../../core'
import { PendingDelta } from './pending-delta'

const tx = (n: number, rate = 10): BlockTx => ({
  txid: n.toString(16).padStart(64, '0'),
  fee: rate * 100,
  vsize: 100,
  value: 1000,
  rate,
  flags: 0n,
  time: 0,
  acc: false,
})
const none: BlockTx[] = []
const short = (list: readonly { txid: string }[] | readonly string[]) =>
  list.map((item) => (typeof item === 'string' ? item : item.txid).slice(-2))

describe('PendingDelta', () => {
  it('merges store deltas: add+remove cancel, a change folds into an add, remove+add is a change', () => {
    const pending = new PendingDelta()
    pending.merge({ added: [tx(1), tx(2)], removed: [tx(10), tx(11)], changed: [tx(12)] })
    pending.merge({ added: [tx(10, 30)], removed: [tx(1), tx(12)], changed: [tx(2, 50)] })
    const delta = pending.toGraphDelta()
    expect(short(delta.added)).toEqual(['02'])
    expect(delta.added[0]?.rate).toBe(50)
    expect(short(delta.removed)).toEqual(['0b', '0c'])
    expect(short(delta.changed)).toEqual(['0a'])
    expect(delta.changed[0]?.rate).toBe(30)
  })

  it('keeps the latest object of a tx changed twice', () => {
    const pending = new PendingDelta()
    pending.merge({ added: none, removed: none, changed: [tx(5, 1)] })
    pending.merge({ added: none, removed: none, changed: [tx(5, 2)] })
    expect(pending.toGraphDelta().changed.map((item) => item.rate)).toEqual([2])
  })
})
