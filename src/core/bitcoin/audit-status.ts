// Audit statuses of a mined block's squares (reference §3.5 "How the reference client assigns statuses").
// An audit (§2.5.4) lists txids only; these functions turn the lists into one status per tx, for either
// side of the comparison: the block as mined ("actual") or the template the node expected ("projected").
import type { BlockAudit } from '../api/audit'
import type { TxAuditStatus } from './audit-colours'

/** What a status rule needs of a tx: its id, and its rates for the template side's fresh-CPFP test. */
export interface AuditedTx {
  readonly txid: string
  /** Sats. */
  readonly fee: number
  /** vB. */
  readonly vsize: number
  /** Effective (package) rate, sat/vB. */
  readonly rate: number
}

/** The audit's txid lists as sets (built once per audit, read once per tx). */
export interface AuditSets {
  readonly version: number
  readonly missing: ReadonlySet<string>
  readonly added: ReadonlySet<string>
  readonly unseen: ReadonlySet<string>
  readonly prioritized: ReadonlySet<string>
  readonly fresh: ReadonlySet<string>
  readonly sigop: ReadonlySet<string>
  readonly fullrbf: ReadonlySet<string>
  readonly accelerated: ReadonlySet<string>
}

export function auditSets(audit: BlockAudit): AuditSets {
  return {
    version: audit.version,
    missing: new Set(audit.missingTxs),
    added: new Set(audit.addedTxs),
    unseen: new Set(audit.unseenTxs ?? []),
    prioritized: new Set(audit.prioritizedTxs ?? []),
    fresh: new Set(audit.freshTxs),
    sigop: new Set(audit.sigopTxs),
    fullrbf: new Set(audit.fullrbfTxs),
    accelerated: new Set(audit.acceleratedTxs),
  }
}

/** A censored tx must have paid at least this, sat/vB; cheaper missing txs are only "missing". */
const CENSORED_MIN_RATE = 1
/** Effective rate above the tx's own rate, sat/vB, from which a fresh tx counts as freshly CPFP'd. */
const FRESH_CPFP_MIN_BOOST = 0.1

/**
 * Statuses of the mined block's txs, in block order (index 0, the coinbase, gets undefined).
 * `deprioritized` is an optional set of txids a caller detected as mined below their fee order; the
 * server's audit does not list them.
 */
export function blockSideStatuses(
  txs: readonly Pick<AuditedTx, 'txid'>[],
  audit: BlockAudit,
  deprioritized: ReadonlySet<string> = new Set(),
): (TxAuditStatus | undefined)[] {
  const sets = auditSets(audit)
  const inTemplate = new Set(audit.template.map((tx) => tx.txid))
  // True once a tx our node had seen has been passed: unseen txs after it were added by the pool.
  let anySeen = false
  return txs.map((tx, index) => {
    if (index === 0) return undefined
    const status = sets.accelerated.has(tx.txid)
      ? 'accelerated'
      : blockSideStatus(tx.txid, sets, inTemplate, deprioritized, anySeen)
    if (!sets.unseen.has(tx.txid)) anySeen = true
    return status
  })
}

function blockSideStatus(
  txid: string,
  sets: AuditSets,
  inTemplate: ReadonlySet<string>,
  deprioritized: ReadonlySet<string>,
  anySeen: boolean,
): TxAuditStatus {
  // v1 audits list never-seen txs separately; "added" then means added although unseen.
  const addedUnseen = sets.added.has(txid) && (sets.version === 0 || sets.unseen.has(txid))
  const addedOrUnseen = sets.added.has(txid) || (sets.version > 0 && sets.unseen.has(txid))
  if (sets.prioritized.has(txid)) return addedOrUnseen ? 'added_prioritized' : 'prioritized'
  if (deprioritized.has(txid)) return addedOrUnseen ? 'added_deprioritized' : 'deprioritized'
  if (addedUnseen) return 'added'
  if (inTemplate.has(txid)) return 'found'
  if (sets.fullrbf.has(txid)) return 'rbf'
  if (sets.unseen.has(txid) && anySeen) return 'added'
  return 'selected'
}

/** Statuses of the template's txs (the projected side), in template order. */
export function templateSideStatuses(
  template: readonly AuditedTx[],
  blockTxids: ReadonlySet<string>,
  audit: BlockAudit,
): TxAuditStatus[] {
  const sets = auditSets(audit)
  return template.map((tx) =>
    sets.accelerated.has(tx.txid) ? 'accelerated' : templateSideStatus(tx, blockTxids, sets),
  )
}

function templateSideStatus(
  tx: AuditedTx,
  blockTxids: ReadonlySet<string>,
  sets: AuditSets,
): TxAuditStatus {
  if (blockTxids.has(tx.txid)) return 'found'
  if (sets.missing.has(tx.txid) && tx.rate >= CENSORED_MIN_RATE) return 'censored'
  if (sets.fresh.has(tx.txid)) {
    const ownRate = tx.vsize > 0 ? tx.fee / tx.vsize : 0
    return tx.rate - ownRate >= FRESH_CPFP_MIN_BOOST ? 'freshcpfp' : 'fresh'
  }
  if (sets.sigop.has(tx.txid)) return 'sigop'
  if (sets.fullrbf.has(tx.txid)) return 'rbf'
  return 'missing'
}
