// Block answers: summaries (TransactionClassified in block order), full tx pages, audits, headers, status.
import type {
  AuditScore,
  BlockStatus,
  Transaction,
  TransactionClassified,
  TxAudit,
} from '../../core/wire'
import { merkleBranch } from '../chain/merkle'
import { TX_CONFIRMED } from '../db/network-store'
import { decodeTx } from '../tx/to-wire'
import type { ChainBlock } from './chain-state'
import type { NetworkSim } from './network-sim'
import { rowWireTx } from './tx-views'

/** Recently asked summaries (bounded: a block's summary can hold thousands of entries). */
let summaryCache = new Map<string, TransactionClassified[]>()

export function blockSummary(sim: NetworkSim, hash: string): TransactionClassified[] | null {
  const b = sim.chain.byHashOrNull(hash)
  if (!b) return null
  const cached = summaryCache.get(hash)
  if (cached) return cached
  const summary = sim.store.blockSummary(b.block.height) ?? summaryFromRows(sim, b.block.height)
  if (summaryCache.size >= 32) summaryCache = new Map()
  summaryCache.set(hash, summary)
  return summary
}

/** For a block whose summary blob is missing or damaged: what its tx rows still hold. */
function summaryFromRows(sim: NetworkSim, height: number): TransactionClassified[] {
  return sim.store.blockTxRows(height).map((row): TransactionClassified => {
    const tx = decodeTx(row.raw)
    const value = tx.outs.reduce((a, o) => a + Number(o.value), 0)
    const coinbase = row.pos === 0
    const item: TransactionClassified = {
      txid: row.txid,
      fee: row.fee,
      vsize: row.weight / 4,
      value,
      rate: coinbase ? 0 : row.rate || row.fee / (row.weight / 4),
      flags: row.flags,
    }
    if (!coinbase) item.time = row.first_seen
    return item
  })
}

export function blockTxSummary(
  sim: NetworkSim,
  hash: string,
  txid: string,
): TransactionClassified | null {
  return blockSummary(sim, hash)?.find((t) => t.txid === txid) ?? null
}

export function blockTxs(
  sim: NetworkSim,
  hash: string,
  start: number,
  count: number,
): Transaction[] | null {
  const b = sim.chain.byHashOrNull(hash)
  if (!b) return null
  return sim.store
    .blockTxRows(b.block.height)
    .slice(start, start + count)
    .map((row) => rowWireTx(sim, row))
}

export function blockStatus(sim: NetworkSim, hash: string): BlockStatus | null {
  const height = sim.chain.heightOf(hash)
  if (height === undefined) return null
  return { in_best_chain: true, height, next_best: sim.chain.at(height + 1)?.block.id ?? null }
}

export function blockAtTimestamp(
  sim: NetworkSim,
  timestampS: number,
): { height: number; hash: string; timestamp: number } | null {
  for (let h = sim.chain.tipHeight; h >= sim.chain.params.startHeight; h--) {
    const b = sim.chain.at(h)
    if (b && b.block.timestamp <= timestampS)
      return { height: h, hash: b.block.id, timestamp: b.block.timestamp }
  }
  return null
}

function score(b: ChainBlock): AuditScore {
  return {
    hash: b.block.id,
    matchRate: b.block.extras.matchRate ?? null,
    expectedFees: b.block.extras.expectedFees ?? null,
    expectedWeight: b.block.extras.expectedWeight ?? null,
  }
}

export function auditScores(sim: NetworkSim, height?: number): AuditScore[] {
  return sim.chain
    .range(height ?? sim.chain.tipHeight, 16)
    .filter((b) => b.audited)
    .map(score)
}

export function auditScore(sim: NetworkSim, hash: string): AuditScore | null {
  const b = sim.chain.byHashOrNull(hash)
  return b?.audited ? score(b) : null
}

export function txAudit(sim: NetworkSim, hash: string, txid: string): TxAudit | null {
  const b = sim.chain.byHashOrNull(hash)
  const audit = b ? sim.chain.audit(b.block.height) : null
  if (!b || !audit) return null
  const inBlock = sim.chain.txids(b.block.height).includes(txid)
  const expected = audit.template.some((t) => t.txid === txid)
  if (!inBlock && !expected) return null
  const row = sim.store.getTx(txid)
  const result: TxAudit = {
    seen: !(audit.unseenTxs ?? []).includes(txid),
    expected,
    added: audit.addedTxs.includes(txid),
    prioritized: (audit.prioritizedTxs ?? []).includes(txid),
    conflict: audit.fullrbfTxs.includes(txid),
    accelerated: false,
  }
  if (row) result.firstSeen = row.first_seen
  return result
}

export function merkleProof(
  sim: NetworkSim,
  txid: string,
): { block_height: number; merkle: string[]; pos: number } | null {
  const row = sim.store.getTx(txid)
  if (!row || row.state !== TX_CONFIRMED || row.height === null || row.pos === null) return null
  return {
    block_height: row.height,
    merkle: merkleBranch(sim.chain.txids(row.height), row.pos),
    pos: row.pos,
  }
}
