// The audit of a mined block (reference §2.5.4): the projected template at mining time against what the pool
// actually mined, each difference filed under the reason the pool had for it.
import type { BlockAudit, BlockExtended, TransactionClassified } from '../../core/wire'

/** Txs first seen this close before the block may not have reached the pool: absent without blame. */
export const FRESH_S = 180

export interface AuditInput {
  block: BlockExtended
  /** The projected block at mining time. */
  template: readonly TransactionClassified[]
  /** The block's txids after the coinbase, in block order. */
  mined: readonly string[]
  /** Mined txs nobody saw before the block (a pool's own payouts). */
  unseen: ReadonlySet<string>
  /** Template txs left out for their sigop cost. */
  sigop: ReadonlySet<string>
  /** Template txs whose full-RBF replacement the pool mined instead. */
  fullrbf: ReadonlySet<string>
  /** Mined txs placed well above their fee rate. */
  prioritized: readonly string[]
}

export function buildAudit(input: AuditInput): BlockAudit {
  const { block, template } = input
  const inBlock = new Set(input.mined)
  const inTemplate = new Set(template.map((t) => t.txid))
  const fresh: string[] = []
  const missing: string[] = []
  const sigop: string[] = []
  const fullrbf: string[] = []
  let matched = 0
  for (const t of template) {
    if (inBlock.has(t.txid)) matched++
    else if (input.fullrbf.has(t.txid)) fullrbf.push(t.txid)
    else if (input.sigop.has(t.txid)) sigop.push(t.txid)
    else if ((t.time ?? 0) > block.timestamp - FRESH_S) fresh.push(t.txid)
    else missing.push(t.txid)
  }
  const notExpected = input.mined.filter((t) => !inTemplate.has(t))
  return {
    version: 1,
    templateAlgorithm: 0,
    height: block.height,
    id: block.id,
    timestamp: block.timestamp,
    template: [...template],
    unseenTxs: notExpected.filter((t) => input.unseen.has(t)),
    missingTxs: missing,
    addedTxs: notExpected.filter((t) => !input.unseen.has(t)),
    prioritizedTxs: [...input.prioritized],
    freshTxs: fresh,
    sigopTxs: sigop,
    fullrbfTxs: fullrbf,
    acceleratedTxs: [],
    matchRate:
      matched + missing.length > 0
        ? Math.round((10_000 * matched) / (matched + missing.length)) / 100
        : 100,
    expectedFees: template.reduce((a, t) => a + t.fee, 0),
    expectedWeight: Math.round(template.reduce((a, t) => a + t.vsize * 4, 0)),
  }
}
