// The block page's audit summary (reference §2.5.4): how much of the expected template was mined, and how
// many txs the pool added, removed (censored: expected, paid ≥ 1 sat/vB, not mined) or left out at a
// marginal fee rate. Statuses come from core's template-side rule, so the counts match the graph's colours.
import { templateSideStatuses } from '../../../core'
import type { BlockAudit } from '../../../core'

export interface AuditCounts {
  /** Percent. */
  readonly matchRate: number
  readonly added: number
  readonly removed: number
  readonly marginal: number
}

export function auditCounts(audit: BlockAudit): AuditCounts {
  const missing = new Set(audit.missingTxs)
  // Every template tx that the audit does not list as missing was mined.
  const mined = new Set(audit.template.map((tx) => tx.txid).filter((txid) => !missing.has(txid)))
  const statuses = templateSideStatuses(audit.template, mined, audit)
  return {
    matchRate: audit.matchRate,
    added: audit.addedTxs.length,
    removed: statuses.filter((status) => status === 'censored').length,
    marginal: statuses.filter((status) => status === 'missing').length,
  }
}
