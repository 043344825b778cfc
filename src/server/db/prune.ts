// Keeps a long-running data dir bounded, as a pruned node does: below a depth, confirmed transactions whose
// outputs are all spent below it too (or owned by no simulated wallet) are deleted with those outputs; audits
// lose their per-tx lists. Kept for every block: header, extras (summary and fee stats), txid list, coinbase;
// kept below the depth: the transactions still holding wallet utxos (the economy spends them later).
// Bound: ~PRUNE_DEPTH full blocks of txs (~7 MB each on mainnet) + the wallets' utxos + ~3 KB per block.
import type { BlockAudit } from '../../core/wire'
import type { Db } from './schema'

/** Blocks below the tip whose transactions stay complete (the home page shows the last 8–15). */
export const PRUNE_DEPTH = 20

export interface PruneCounts {
  txs: number
  outputs: number
  audits: number
}

/** Prunes every block below `belowHeight` (exclusive); cheap to repeat, as it only touches what is left. */
export function pruneBelow(db: Db, belowHeight: number): PruneCounts {
  return db.transaction((): PruneCounts => {
    // owned by nobody who will ever spend it, or spent by a tx confirmed below the depth too (or already
    // pruned): a recent tx keeps the outputs it spends, so its inputs still show their prevouts
    const outputs = db
      .prepare(
        `DELETE FROM outputs WHERE txid IN (SELECT txid FROM txs WHERE state = 1 AND height < @below)
         AND (wallet IS NULL OR (spent_txid IS NOT NULL AND NOT EXISTS (SELECT 1 FROM txs s
           WHERE s.txid = outputs.spent_txid AND (s.state <> 1 OR s.height >= @below))))`,
      )
      .run({ below: belowHeight }).changes
    const txs = db
      .prepare(
        `DELETE FROM txs WHERE state = 1 AND pos > 0 AND height < ?
         AND NOT EXISTS (SELECT 1 FROM outputs o WHERE o.txid = txs.txid)`,
      )
      .run(belowHeight).changes
    return { txs, outputs, audits: stripAudits(db, belowHeight) }
  })()
}

/** Drops the per-tx lists of audits below the height (the match rate and expected figures stay). */
function stripAudits(db: Db, belowHeight: number): number {
  const rows = db
    .prepare<[number], { height: number; audit: string }>(
      `SELECT height, audit FROM blocks WHERE height < ? AND audit IS NOT NULL AND length(audit) > 4096`,
    )
    .all(belowHeight)
  const update = db.prepare('UPDATE blocks SET audit = ? WHERE height = ?')
  for (const row of rows) {
    const audit = JSON.parse(row.audit) as BlockAudit
    const stripped: BlockAudit = { ...audit, template: [], addedTxs: [], freshTxs: [] }
    update.run(JSON.stringify(stripped), row.height)
  }
  return rows.length
}
