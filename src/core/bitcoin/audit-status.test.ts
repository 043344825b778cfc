import { describe, expect, it } from 'vitest'
import type { BlockAudit } from '../api/audit'
import type { TransactionClassified } from '../api/transaction'
import { blockSideStatuses, templateSideStatuses } from './audit-status'
import type { AuditedTx } from './audit-status'

/** A template entry paying `rate` sat/vB on 100 vB (own rate = effective rate unless given). */
function classified(txid: string, rate = 10, ownRate = rate): TransactionClassified {
  return { txid, fee: ownRate * 100, vsize: 100, value: 1, rate, flags: 0 }
}

function audit(lists: Partial<BlockAudit> = {}): BlockAudit {
  return {
    version: 1,
    height: 1,
    id: 'h',
    timestamp: 0,
    template: [],
    unseenTxs: [],
    missingTxs: [],
    addedTxs: [],
    prioritizedTxs: [],
    freshTxs: [],
    sigopTxs: [],
    fullrbfTxs: [],
    acceleratedTxs: [],
    matchRate: 100,
    expectedFees: 0,
    expectedWeight: 0,
    ...lists,
  }
}

const ids = (...txids: string[]) => txids.map((txid) => ({ txid }))

describe('blockSideStatuses (the mined block, "actual" view)', () => {
  // Each row: the audit, then the block's txs after the coinbase, and the status of the last one.
  it.each<[string, Partial<BlockAudit>, string[], string]>([
    ['in the template → found', { template: [classified('a')] }, ['a'], 'found'],
    ['prioritized', { prioritizedTxs: ['a'] }, ['a'], 'prioritized'],
    [
      'prioritized and added → added_prioritized',
      { prioritizedTxs: ['a'], addedTxs: ['a'] },
      ['a'],
      'added_prioritized',
    ],
    [
      'prioritized and unseen (v1) → added_prioritized',
      { prioritizedTxs: ['a'], unseenTxs: ['a'] },
      ['a'],
      'added_prioritized',
    ],
    ['added and unseen (v1) → added', { addedTxs: ['a'], unseenTxs: ['a'] }, ['a'], 'added'],
    [
      'added but seen (v1) → selected',
      { addedTxs: ['a'], template: [classified('x')] },
      ['a'],
      'selected',
    ],
    ['added in a v0 audit → added', { version: 0, addedTxs: ['a'] }, ['a'], 'added'],
    ['full-RBF conflict → rbf', { fullrbfTxs: ['a'] }, ['a'], 'rbf'],
    ['unseen after a seen tx → added', { unseenTxs: ['b'] }, ['a', 'b'], 'added'],
    ['unseen before any seen tx → selected', { unseenTxs: ['a'] }, ['a'], 'selected'],
    ['seen, not expected, not listed → selected', {}, ['a'], 'selected'],
    [
      'accelerated overrides found',
      { template: [classified('a')], acceleratedTxs: ['a'] },
      ['a'],
      'accelerated',
    ],
    [
      'accelerated overrides prioritized',
      { prioritizedTxs: ['a'], acceleratedTxs: ['a'] },
      ['a'],
      'accelerated',
    ],
  ])('%s', (_, lists, txs, expected) => {
    const statuses = blockSideStatuses(ids('coinbase', ...txs), audit(lists))
    expect(statuses.at(-1)).toBe(expected)
  })

  it('gives the coinbase no status, even when an audit list names it', () => {
    const statuses = blockSideStatuses(
      ids('cb', 'a'),
      audit({ addedTxs: ['cb'], unseenTxs: ['cb'] }),
    )
    expect(statuses[0]).toBeUndefined()
    expect(statuses).toHaveLength(2)
  })

  it('marks caller-detected deprioritized txs, added or not', () => {
    const statuses = blockSideStatuses(
      ids('cb', 'a', 'b'),
      audit({ template: [classified('a')], addedTxs: ['b'], unseenTxs: ['b'] }),
      new Set(['a', 'b']),
    )
    expect(statuses.slice(1)).toEqual(['deprioritized', 'added_deprioritized'])
  })

  it('keeps block order for a mixed block', () => {
    const statuses = blockSideStatuses(
      ids('cb', 'u1', 'f', 'p', 'u2', 's'),
      audit({
        template: [classified('f')],
        unseenTxs: ['u1', 'u2'],
        prioritizedTxs: ['p'],
      }),
    )
    expect(statuses).toEqual([undefined, 'selected', 'found', 'prioritized', 'added', 'selected'])
  })
})

describe('templateSideStatuses (the expected block, "projected" view)', () => {
  const tx = (txid: string, rate = 10, ownRate = rate): AuditedTx => classified(txid, rate, ownRate)

  it.each<[string, AuditedTx, Partial<BlockAudit>, boolean, string]>([
    ['mined → found', tx('a'), {}, true, 'found'],
    ['missing at ≥ 1 sat/vB → censored', tx('a', 1), { missingTxs: ['a'] }, false, 'censored'],
    ['missing below 1 sat/vB → missing', tx('a', 0.9), { missingTxs: ['a'] }, false, 'missing'],
    ['fresh → fresh', tx('a', 5), { freshTxs: ['a'] }, false, 'fresh'],
    [
      'fresh, CPFP-boosted by ≥ 0.1 → freshcpfp',
      tx('a', 5.25, 5),
      { freshTxs: ['a'] },
      false,
      'freshcpfp',
    ],
    ['fresh, boosted by less → fresh', tx('a', 5.05, 5), { freshTxs: ['a'] }, false, 'fresh'],
    ['sigop-limited → sigop', tx('a'), { sigopTxs: ['a'] }, false, 'sigop'],
    ['full-RBF → rbf', tx('a'), { fullrbfTxs: ['a'] }, false, 'rbf'],
    ['absent, unlisted → missing', tx('a'), {}, false, 'missing'],
    ['censored beats fresh', tx('a'), { missingTxs: ['a'], freshTxs: ['a'] }, false, 'censored'],
    ['accelerated overrides found', tx('a'), { acceleratedTxs: ['a'] }, true, 'accelerated'],
    [
      'accelerated overrides censored',
      tx('a'),
      { acceleratedTxs: ['a'], missingTxs: ['a'] },
      false,
      'accelerated',
    ],
  ])('%s', (_, entry, lists, mined, expected) => {
    const blockTxids = new Set(mined ? [entry.txid] : [])
    expect(templateSideStatuses([entry], blockTxids, audit(lists))).toEqual([expected])
  })
})
