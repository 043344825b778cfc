// Each difference between template and block is filed under the pool's reason, and the match rate counts
// only the unexcused ones.
import { describe, expect, it } from 'vitest'
import type { BlockExtended, TransactionClassified } from '../../core/wire'
import { buildAudit, FRESH_S } from './block-audit'

const BLOCK_TIME = 1_780_000_000
const block = { id: 'ab'.repeat(32), height: 900_000, timestamp: BLOCK_TIME } as BlockExtended

function entry(txid: string, time = BLOCK_TIME - 3_600): TransactionClassified {
  return { txid, fee: 1_000, vsize: 200, value: 50_000, rate: 5, flags: 0, time }
}

describe('buildAudit', () => {
  const template = [
    entry('found'),
    entry('missing'),
    entry('fresh', BLOCK_TIME - FRESH_S + 10),
    entry('sigop'),
    entry('rbf'),
  ]
  const audit = buildAudit({
    block,
    template,
    mined: ['payout', 'found', 'extra'],
    unseen: new Set(['payout']),
    sigop: new Set(['sigop']),
    fullrbf: new Set(['rbf']),
    prioritized: ['payout'],
  })

  it('files every absent template tx under one reason', () => {
    expect(audit.missingTxs).toEqual(['missing'])
    expect(audit.freshTxs).toEqual(['fresh'])
    expect(audit.sigopTxs).toEqual(['sigop'])
    expect(audit.fullrbfTxs).toEqual(['rbf'])
  })

  it('tells mined txs nobody saw from those seen but not expected', () => {
    expect(audit.unseenTxs).toEqual(['payout'])
    expect(audit.addedTxs).toEqual(['extra'])
    expect(audit.prioritizedTxs).toEqual(['payout'])
  })

  it('has the reference shape and a match rate over matched and missing only', () => {
    expect(audit).toMatchObject({
      version: 1,
      height: 900_000,
      id: block.id,
      timestamp: BLOCK_TIME,
    })
    expect(audit.template).toEqual(template)
    expect(audit.matchRate).toBe(50)
    expect(audit.expectedFees).toBe(5_000)
    expect(audit.expectedWeight).toBe(4_000)
    expect(audit.acceleratedTxs).toEqual([])
  })
})
