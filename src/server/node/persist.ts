// Writes transactions and their outputs/spends into the network store (inside the caller's batch).
import { scriptHash } from '../../core/wire'
import type * as bitcoin from 'bitcoinjs-lib'
import { toDisplayHex } from '../chain/hash'
import { type NetworkStore, TX_CONFIRMED, TX_MEMPOOL } from '../db/network-store'
import type { NetworkName } from './types'

export interface TxRecord {
  tx: bitcoin.Transaction
  txid: string
  raw: Uint8Array
  fee: number
  weight: number
  size: number
  sigops: number
  flags: number
  firstSeen: number
  rate: number
}

export function insertTxWithOutputs(
  store: NetworkStore,
  _network: NetworkName,
  rec: TxRecord,
  where: { height: number; pos: number } | null,
  walletOf: (script: Uint8Array) => number | null,
): void {
  store.insertTx({
    txid: rec.txid,
    raw: Buffer.from(rec.raw),
    state: where ? TX_CONFIRMED : TX_MEMPOOL,
    height: where?.height ?? null,
    pos: where?.pos ?? null,
    fee: rec.fee,
    weight: rec.weight,
    size: rec.size,
    sigops: rec.sigops,
    flags: rec.flags,
    first_seen: rec.firstSeen,
    rate: rec.rate,
  })
  const coinbase = rec.tx.isCoinbase() ? 1 : 0
  rec.tx.outs.forEach((o, vout) => {
    store.insertOutput({
      txid: rec.txid,
      vout,
      script: Buffer.from(o.script),
      value: Number(o.value),
      scripthash: scriptHash(o.script),
      wallet: walletOf(o.script),
      coinbase,
    })
  })
  if (!coinbase)
    rec.tx.ins.forEach((input, vin) =>
      store.markSpent(toDisplayHex(input.hash), input.index, rec.txid, vin),
    )
}
