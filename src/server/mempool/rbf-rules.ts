// Replacement rules (BIP125-like, full-RBF on): the replacement must pay more in total than everything it
// evicts, at a higher rate than each direct conflict, plus the incremental relay fee for its own size.
import type { MempoolEntry } from './entry'

export const MAX_REPLACEMENT_EVICTIONS = 100
/** sat/vB. */
export const INCREMENTAL_RELAY_FEE = 1

export interface ReplacementCheck {
  fee: number
  vsize: number
  /** Outpoints the new tx spends that belong to txs in `evicted`. */
  spendsEvicted: boolean
}

/** Null when allowed, else Core-like reason text. */
export function checkReplacement(
  candidate: ReplacementCheck,
  conflicts: MempoolEntry[],
  evicted: MempoolEntry[],
): string | null {
  if (candidate.spendsEvicted)
    return 'bad-txns-spends-conflicting-tx: replacement spends an output of a transaction it replaces'
  if (evicted.length > MAX_REPLACEMENT_EVICTIONS)
    return `too many potential replacements: ${evicted.length} > ${MAX_REPLACEMENT_EVICTIONS}`
  const newRate = candidate.fee / candidate.vsize
  for (const c of conflicts) {
    const rate = c.fee / c.vsize
    if (newRate <= rate) {
      return `insufficient fee: rejecting replacement, new feerate ${newRate.toFixed(3)} sat/vB <= old feerate ${rate.toFixed(3)} sat/vB of ${c.txid}`
    }
  }
  const evictedFees = evicted.reduce((a, e) => a + e.fee, 0)
  if (candidate.fee <= evictedFees)
    return `insufficient fee: rejecting replacement, less fees than conflicting txs; ${candidate.fee} <= ${evictedFees} sats`
  const needed = Math.ceil(INCREMENTAL_RELAY_FEE * candidate.vsize)
  if (candidate.fee - evictedFees < needed) {
    return `insufficient fee: rejecting replacement, not enough additional fees to relay; ${candidate.fee - evictedFees} < ${needed} sats`
  }
  return null
}
