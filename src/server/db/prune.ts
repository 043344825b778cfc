// Keeps a long-running data dir bounded, as a pruned node does: below a depth, confirmed transactions whose
// outputs are all spent below it too (or owned by no simulated wallet) are deleted with those outputs.
// Kept for every block: header, extras, txid list, coinbase, the compact summary (summary-codec.ts) and audit
// (audit-codec.ts), so every block's /summary and /audit-summary answer as they did before pruning; kept below
// the depth: the transactions still holding wallet utxos (the economy spends them later).
// Bound: ~PRUNE_DEPTH full blocks of txs (~7 MB each on mainnet) + the wallets' utxos + per block ~120 B per tx
// (txid list 67 B, summary 40 B, audit 10–20 B): ~370–390 KB for a full mainnet block (measured).
import type { Db } from './schema'

/** Blocks below the tip whose transactions stay complete (the home page shows the last 8–15). */
export const PRUNE_DEPTH = 20

export interface PruneCounts {
  txs: number
  outputs: number
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
    return { txs, outputs }
  })()
}
