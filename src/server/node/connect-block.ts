// Connects an assembled block: one SQLite transaction writes the block, its coinbase and every tx
// (confirming mempool rows or inserting new ones), then the in-memory chain, utxo ownership and mempool follow.
import type { BlockAudit } from '../../core/wire'
import type { AssembledBlock, BlockTx } from '../chain/assemble'
import { headerHex } from '../chain/header'
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
  sim.store.batch(() => {
    sim.store.insertBlock({
      height,
      hash: block.id,
      header: Buffer.from(headerHex(assembled.header), 'hex'),
      pool_id: block.extras.pool?.id ?? 0,
      extras: JSON.stringify(block),
      audit: audit ? JSON.stringify(audit) : null,
      txids: JSON.stringify(assembled.txids),
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
