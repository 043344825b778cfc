// Connects an assembled block: one SQLite transaction writes the block, its coinbase and every tx
// (confirming mempool rows or inserting new ones), then the in-memory chain, utxo ownership and mempool follow.
import type { BlockAudit, TransactionClassified } from '../../core/wire'
import type { AssembledBlock, BlockTx } from '../chain/assemble'
import { headerHex } from '../chain/header'
import { encodeAudit } from '../db/audit-codec'
import { encodeSummary } from '../db/summary-codec'
import { insertTxWithOutputs } from './persist'
import type { NetworkSim } from './network-sim'

export function connectBlock(
  sim: NetworkSim,
  assembled: AssembledBlock,
  txs: readonly BlockTx[],
  audit: BlockAudit | null,
): void {
  const { block } = assembled
  const height = block.height
  const cb = assembled.coinbase
  const cbTxid = assembled.txids[0] as string
  const coinbase = {
    txid: cbTxid,
    value: Number(cb.outs.reduce((a, o) => a + o.value, 0n)),
    weight: cb.weight(),
  }
  const summary = blockSummaryOf(coinbase, txs)
  sim.store.batch(() => {
    sim.store.insertBlock({
      height,
      hash: block.id,
      header: Buffer.from(headerHex(assembled.header), 'hex'),
      pool_id: block.extras.pool?.id ?? 0,
      extras: JSON.stringify(block),
      audit: audit ? encodeAudit(audit, summary) : null,
      txids: JSON.stringify(assembled.txids),
      summary: encodeSummary(summary),
    })
    insertTxWithOutputs(
      sim.store,
      sim.network,
      {
        tx: cb,
        txid: cbTxid,
        raw: cb.toBuffer(),
        fee: 0,
        weight: cb.weight(),
        size: cb.byteLength(),
        sigops: 4,
        flags: 0,
        firstSeen: block.timestamp,
        rate: 0,
      },
      { height, pos: 0 },
      sim.walletOf,
    )
    txs.forEach((t, i) => {
      if (sim.graph.has(t.txid)) sim.store.confirmTx(t.txid, height, i + 1, t.flags, t.rate)
      else {
        insertTxWithOutputs(
          sim.store,
          sim.network,
          { ...t, raw: t.tx.toBuffer(), firstSeen: t.firstSeen ?? block.timestamp },
          { height, pos: i + 1 },
          sim.walletOf,
        )
      }
    })
    sim.store.setMeta('tip', String(height))
  })
  sim.chain.push({ block, header: assembled.header, audited: audit !== null })
  const mined: string[] = []
  for (const t of txs) {
    if (sim.graph.remove(t.txid)) mined.push(t.txid)
    sim.specs.delete(t.txid)
    sim.pool.confirm(t.txid, t.tx.outs.length, height)
  }
  if (mined.length > 0) sim.engine.remove(mined)
  const key = sim.wallets.byScript.get(Buffer.from(cb.outs[0]?.script ?? []).toString('hex'))
  if (key)
    sim.pool.add({
      txid: cbTxid,
      vout: 0,
      value: Number(cb.outs[0]?.value ?? 0n),
      key,
      height,
      coinbase: true,
    })
}

/**
 * The block's TransactionClassified list: the coinbase first (no fee, rate or first-seen time), then each tx
 * with its effective rate and, when it was seen before the block, its first-seen time.
 */
export function blockSummaryOf(
  coinbase: { txid: string; value: number; weight: number },
  txs: readonly BlockTx[],
): TransactionClassified[] {
  return [
    {
      txid: coinbase.txid,
      fee: 0,
      vsize: coinbase.weight / 4,
      value: coinbase.value,
      rate: 0,
      flags: 0,
    },
    ...txs.map((t): TransactionClassified => ({
      txid: t.txid,
      fee: t.fee,
      vsize: t.weight / 4,
      value: t.value,
      rate: t.rate,
      flags: t.flags,
      ...(t.firstSeen === undefined ? {} : { time: t.firstSeen }),
    })),
  ]
}
