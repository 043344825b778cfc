// Prepared statements over one network's database. All writes of one block or one mempool batch run
// inside a single transaction (see `batch`), so a crash leaves either all of it or none.
import type { BlockAudit, TransactionClassified } from '../../core/wire'
import { decodeAudit } from './audit-codec'
import type { Db } from './schema'
import { decodeSummary } from './summary-codec'

export const TX_MEMPOOL = 0
export const TX_CONFIRMED = 1
export const TX_REMOVED = 2

export interface BlockRow {
  height: number
  hash: string
  header: Buffer
  pool_id: number
  extras: string
  /** encodeAudit's form (the template refers to the summary). */
  audit: string | null
  txids: string
  /** encodeSummary's blob. */
  summary: Buffer | null
}

/** A block without its large columns (txids, audit, summary). */
export type BlockListRow = Omit<BlockRow, 'txids' | 'audit' | 'summary'> & { audited: number }

export interface TxRow {
  txid: string
  raw: Buffer
  state: number
  height: number | null
  pos: number | null
  fee: number
  weight: number
  size: number
  sigops: number
  flags: number
  first_seen: number
  /** Effective sat/vB when mined (0 while unconfirmed). */
  rate: number
}

export interface OutputRow {
  txid: string
  vout: number
  script: Buffer
  value: number
  scripthash: string
  wallet: number | null
  coinbase: number
  spent_txid: string | null
  spent_vin: number | null
}

export class NetworkStore {
  readonly db: Db
  private readonly s

  constructor(db: Db) {
    this.db = db
    this.s = {
      getMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
      setMeta: db.prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      ),
      insertBlock: db.prepare(
        'INSERT INTO blocks (height, hash, header, pool_id, extras, audit, txids, summary) VALUES (@height, @hash, @header, @pool_id, @extras, @audit, @txids, @summary)',
      ),
      allBlocks: db.prepare<[], BlockListRow>(
        'SELECT height, hash, header, pool_id, extras, audit IS NOT NULL AS audited FROM blocks ORDER BY height',
      ),
      blockAudit: db.prepare<[number], { audit: string | null }>(
        'SELECT audit FROM blocks WHERE height = ?',
      ),
      blockTxids: db.prepare<[number], { txids: string }>(
        'SELECT txids FROM blocks WHERE height = ?',
      ),
      blockSummary: db.prepare<[number], { txids: string; summary: Buffer | null }>(
        'SELECT txids, summary FROM blocks WHERE height = ?',
      ),
      insertTx: db.prepare(
        'INSERT OR REPLACE INTO txs (txid, raw, state, height, pos, fee, weight, size, sigops, flags, first_seen, rate) VALUES (@txid, @raw, @state, @height, @pos, @fee, @weight, @size, @sigops, @flags, @first_seen, @rate)',
      ),
      getTx: db.prepare<[string], TxRow>('SELECT * FROM txs WHERE txid = ?'),
      confirmTx: db.prepare(
        'UPDATE txs SET state = 1, height = ?, pos = ?, flags = ?, rate = ? WHERE txid = ?',
      ),
      blockTxRows: db.prepare<[number], TxRow>(
        'SELECT * FROM txs WHERE height = ? AND state = 1 ORDER BY pos',
      ),
      setTxState: db.prepare('UPDATE txs SET state = ? WHERE txid = ?'),
      mempoolTxs: db.prepare<[], TxRow>(
        'SELECT * FROM txs WHERE state = 0 ORDER BY first_seen, rowid',
      ),
      insertOutput: db.prepare(
        'INSERT OR IGNORE INTO outputs (txid, vout, script, value, scripthash, wallet, coinbase, spent_txid, spent_vin) VALUES (@txid, @vout, @script, @value, @scripthash, @wallet, @coinbase, NULL, NULL)',
      ),
      getOutput: db.prepare<[string, number], OutputRow>(
        'SELECT * FROM outputs WHERE txid = ? AND vout = ?',
      ),
      txOutputs: db.prepare<[string], OutputRow>(
        'SELECT * FROM outputs WHERE txid = ? ORDER BY vout',
      ),
      deleteOutputs: db.prepare('DELETE FROM outputs WHERE txid = ?'),
      markSpent: db.prepare(
        'UPDATE outputs SET spent_txid = ?, spent_vin = ? WHERE txid = ? AND vout = ?',
      ),
      unmarkSpent: db.prepare(
        'UPDATE outputs SET spent_txid = NULL, spent_vin = NULL WHERE txid = ? AND vout = ? AND spent_txid = ?',
      ),
      walletUnspent: db.prepare<[], OutputRow>(
        'SELECT * FROM outputs WHERE spent_txid IS NULL AND wallet IS NOT NULL',
      ),
      byScripthash: db.prepare<[string], OutputRow>('SELECT * FROM outputs WHERE scripthash = ?'),
      insertReplacement: db.prepare(
        'INSERT OR REPLACE INTO replacements (txid, replaced_by, time, full_rbf) VALUES (?, ?, ?, ?)',
      ),
      replacedBy: db.prepare<
        [string],
        { txid: string; replaced_by: string; time: number; full_rbf: number }
      >('SELECT * FROM replacements WHERE txid = ?'),
      replacesOf: db.prepare<
        [string],
        { txid: string; replaced_by: string; time: number; full_rbf: number }
      >('SELECT * FROM replacements WHERE replaced_by = ?'),
      latestReplacements: db.prepare<
        [number],
        { txid: string; replaced_by: string; time: number; full_rbf: number }
      >('SELECT * FROM replacements ORDER BY time DESC, rowid DESC LIMIT ?'),
      insertStat: db.prepare('INSERT OR REPLACE INTO statistics (added, sample) VALUES (?, ?)'),
      statsSince: db.prepare<[number], { added: number; sample: string }>(
        'SELECT * FROM statistics WHERE added >= ? ORDER BY added DESC',
      ),
      pruneStats: db.prepare('DELETE FROM statistics WHERE added < ?'),
    }
  }

  /** Runs fn in one SQLite transaction. */
  batch<T>(fn: () => T): T {
    if (this.db.inTransaction) return fn()
    return this.db.transaction(fn)()
  }

  meta(key: string): string | undefined {
    return this.s.getMeta.get(key)?.value
  }
  setMeta(key: string, value: string): void {
    this.s.setMeta.run(key, value)
  }
  insertBlock(row: BlockRow): void {
    this.s.insertBlock.run(row)
  }
  allBlocks(): BlockListRow[] {
    return this.s.allBlocks.all()
  }
  blockAudit(height: number): BlockAudit | null {
    const row = this.s.blockAudit.get(height)
    return row?.audit ? decodeAudit(row.audit, this.blockSummary(height) ?? []) : null
  }
  /** The stored summary of the block (null for a block stored without one). */
  blockSummary(height: number): TransactionClassified[] | null {
    const row = this.s.blockSummary.get(height)
    if (!row?.summary) return null
    return decodeSummary(row.summary, JSON.parse(row.txids) as string[])
  }
  blockTxids(height: number): string[] {
    const row = this.s.blockTxids.get(height)
    return row ? (JSON.parse(row.txids) as string[]) : []
  }
  insertTx(row: TxRow): void {
    this.s.insertTx.run(row)
  }
  getTx(txid: string): TxRow | undefined {
    return this.s.getTx.get(txid)
  }
  confirmTx(txid: string, height: number, pos: number, flags: number, rate: number): void {
    this.s.confirmTx.run(height, pos, flags, rate, txid)
  }
  blockTxRows(height: number): TxRow[] {
    return this.s.blockTxRows.all(height)
  }
  setTxState(txid: string, state: number): void {
    this.s.setTxState.run(state, txid)
  }
  mempoolTxs(): TxRow[] {
    return this.s.mempoolTxs.all()
  }
  insertOutput(row: Omit<OutputRow, 'spent_txid' | 'spent_vin'>): void {
    this.s.insertOutput.run(row)
  }
  output(txid: string, vout: number): OutputRow | undefined {
    return this.s.getOutput.get(txid, vout)
  }
  txOutputs(txid: string): OutputRow[] {
    return this.s.txOutputs.all(txid)
  }
  deleteOutputs(txid: string): void {
    this.s.deleteOutputs.run(txid)
  }
  markSpent(txid: string, vout: number, byTxid: string, vin: number): void {
    this.s.markSpent.run(byTxid, vin, txid, vout)
  }
  /** Clears the spend marks a removed tx left on the outputs it spent ("txid:vout" outpoints). */
  unmarkSpent(byTxid: string, outpoints: readonly string[]): void {
    for (const op of outpoints)
      this.s.unmarkSpent.run(op.slice(0, 64), Number(op.slice(65)), byTxid)
  }
  walletUnspent(): OutputRow[] {
    return this.s.walletUnspent.all()
  }
  outputsOfScripthash(hash: string): OutputRow[] {
    return this.s.byScripthash.all(hash)
  }
  insertReplacement(txid: string, by: string, timeS: number, fullRbf: boolean): void {
    this.s.insertReplacement.run(txid, by, timeS, fullRbf ? 1 : 0)
  }
  replacedBy(
    txid: string,
  ): { txid: string; replaced_by: string; time: number; full_rbf: number } | undefined {
    return this.s.replacedBy.get(txid)
  }
  replacesOf(
    txid: string,
  ): { txid: string; replaced_by: string; time: number; full_rbf: number }[] {
    return this.s.replacesOf.all(txid)
  }
  latestReplacements(
    limit: number,
  ): { txid: string; replaced_by: string; time: number; full_rbf: number }[] {
    return this.s.latestReplacements.all(limit)
  }
  insertStatistic(addedS: number, sample: string): void {
    this.s.insertStat.run(addedS, sample)
  }
  statisticsSince(sinceS: number): { added: number; sample: string }[] {
    return this.s.statsSince.all(sinceS)
  }
  pruneStatistics(beforeS: number): void {
    this.s.pruneStats.run(beforeS)
  }
}
