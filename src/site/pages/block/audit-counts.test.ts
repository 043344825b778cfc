import { describe, expect, it } from 'vitest'
import type { BlockAudit, TransactionClassified } from '../../../core'
import { auditCounts } from './audit-counts'

const tx = (txid: string, rate: number): TransactionClassified => ({
  txid,
  fee: rate * 100,
  vsize: 100,
  value: 1000,
  rate,
  flags: 0,
})

const audit: BlockAudit = {
  version: 1,
  height: 10,
  id: 'h',
  timestamp: 0,
  template: [tx('a', 5), tx('b', 4), tx('c', 3), tx('d', 0.5), tx('e', 0.5)],
  missingTxs: ['c', 'd', 'e'],
  addedTxs: ['x', 'y'],
  freshTxs: ['e'],
  sigopTxs: [],
  fullrbfTxs: [],
  acceleratedTxs: [],
  matchRate: 40,
  expectedFees: 0,
  expectedWeight: 0,
}

describe('auditCounts', () => {
  it('counts added, removed (censored) and marginal (cheap missing) txs', () => {
    // c: missing at 3 sat/vB → removed; d: missing below 1 sat/vB → marginal; e: cheap but fresh → neither.
    expect(auditCounts(audit)).toEqual({ matchRate: 40, added: 2, removed: 1, marginal: 1 })
  })
})
