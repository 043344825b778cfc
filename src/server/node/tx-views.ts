// Transaction answers: full esplora JSON (confirmed, mempool, or RBF-cached), status, hex, outspends.
import type { Outspend, Transaction, TxStatus } from '../../core/wire'
import { bytesToHex } from '../../core/wire'
import { toDisplayHex } from '../chain/hash'
import { TX_CONFIRMED, TX_MEMPOOL, TX_REMOVED, type TxRow } from '../db/network-store'
import { adjustedVsize, feeRate, type MempoolEntry } from '../mempool/entry'
import { decodeTx, toWireTx, type PrevOut } from '../tx/to-wire'
import type { NetworkSim } from './network-sim'
import { effectiveRateOf, type ProjectionIndex } from './projection-state'

export function confirmedStatus(sim: NetworkSim, height: number): TxStatus {
  const b = sim.chain.at(height)
  return b
    ? {
        confirmed: true,
        block_height: height,
        block_hash: b.block.id,
        block_time: b.block.timestamp,
      }
    : { confirmed: false }
}

/** Mempool tx with the backend's extension fields. */
export function mempoolWireTx(
  sim: NetworkSim,
  e: MempoolEntry,
  projection: ProjectionIndex | null,
): Transaction {
  const wire = toWireTx(e.tx, {
    network: sim.network,
    prevouts: e.prevouts,
    status: { confirmed: false },
    sigops: e.sigops,
  })
  wire.firstSeen = e.firstSeen
  wire.vsize = Math.ceil(e.weight / 4)
  wire.feePerVsize = feeRate(e)
  wire.effectiveFeePerVsize = effectiveRateOf(projection, e)
  wire.adjustedVsize = adjustedVsize(e)
  wire.flags = e.flags
  return wire
}

function rowPrevouts(sim: NetworkSim, row: TxRow): (PrevOut | null)[] {
  const tx = decodeTx(row.raw)
  if (tx.isCoinbase()) return [null]
  return tx.ins.map((input) => {
    const txid = toDisplayHex(input.hash)
    const o = sim.store.output(txid, input.index)
    return o ? { script: o.script, value: o.value } : null
  })
}

export function rowWireTx(sim: NetworkSim, row: TxRow): Transaction {
  const tx = decodeTx(row.raw)
  const status =
    row.state === TX_CONFIRMED && row.height !== null
      ? confirmedStatus(sim, row.height)
      : { confirmed: false }
  const wire = toWireTx(tx, {
    network: sim.network,
    prevouts: rowPrevouts(sim, row),
    status,
    sigops: row.sigops,
  })
  if (row.state !== TX_CONFIRMED) wire.firstSeen = row.first_seen
  return wire
}

/** Confirmed or mempool tx (not the RBF cache), in the plain esplora shape (`/api/tx/{txid}`). */
export function findTx(sim: NetworkSim, txid: string): Transaction | null {
  const e = sim.graph.get(txid)
  if (e)
    return toWireTx(e.tx, {
      network: sim.network,
      prevouts: e.prevouts,
      status: { confirmed: false },
      sigops: e.sigops,
    })
  const row = sim.store.getTx(txid)
  if (!row || row.state === TX_REMOVED || row.state === TX_MEMPOOL) return null
  return rowWireTx(sim, row)
}

/** A replaced or evicted tx from the RBF cache. */
export function cachedTx(sim: NetworkSim, txid: string): Transaction | null {
  const row = sim.store.getTx(txid)
  return row && row.state === TX_REMOVED ? rowWireTx(sim, row) : null
}

export function txHex(sim: NetworkSim, txid: string): string | null {
  const e = sim.graph.get(txid)
  if (e) return bytesToHex(e.raw)
  const row = sim.store.getTx(txid)
  return row && row.state === TX_CONFIRMED ? bytesToHex(row.raw) : null
}

export function txStatus(sim: NetworkSim, txid: string): TxStatus | null {
  if (sim.graph.has(txid)) return { confirmed: false }
  const row = sim.store.getTx(txid)
  if (!row || row.state !== TX_CONFIRMED || row.height === null) return null
  return confirmedStatus(sim, row.height)
}

export function outspends(sim: NetworkSim, txid: string): Outspend[] | null {
  const known = sim.graph.has(txid) || sim.store.getTx(txid)?.state === TX_CONFIRMED
  if (!known) return null
  return sim.store.txOutputs(txid).map((o) => {
    if (!o.spent_txid || o.spent_vin === null) return { spent: false }
    const spender = o.spent_txid
    const status = txStatus(sim, spender) ?? { confirmed: false }
    return { spent: true, txid: spender, vin: o.spent_vin, status }
  })
}

export function transactionTimes(sim: NetworkSim, txids: readonly string[]): number[] {
  return txids.map((t) => sim.graph.get(t)?.firstSeen ?? 0)
}
