// Binary answers about confirmed data: a whole block as the P2P network serializes it (`/block/{hash}/raw`) and
// a BIP37 merkleblock proving one tx (`/tx/{txid}/merkleblock-proof`, Core's `gettxoutproof`).
import { concatBytes } from '@noble/hashes/utils.js'
import { bytesToHex } from '../../core/wire'
import { fromDisplayHex } from '../chain/hash'
import { serializeHeader } from '../chain/header'
import { compactSize, merkleBlock } from '../chain/merkleblock'
import { TX_CONFIRMED } from '../db/network-store'
import type { NetworkSim } from './network-sim'

/** Header ‖ CompactSize tx count ‖ raw txs in block order (with witnesses); null for an unknown hash. */
export function rawBlock(sim: NetworkSim, hash: string): Uint8Array | null {
  const b = sim.chain.byHashOrNull(hash)
  if (!b) return null
  const rows = sim.store.blockTxRows(b.block.height)
  return concatBytes(serializeHeader(b.header), compactSize(rows.length), ...rows.map((r) => r.raw))
}

/** Hex merkleblock of the block confirming `txid`, matching only that tx; null if it is not confirmed. */
export function merkleBlockProof(sim: NetworkSim, txid: string): string | null {
  const row = sim.store.getTx(txid)
  if (!row || row.state !== TX_CONFIRMED || row.height === null || row.pos === null) return null
  const b = sim.chain.at(row.height)
  if (!b) return null
  const txids = sim.chain.txids(row.height)
  const proof = merkleBlock(
    serializeHeader(b.header),
    txids.map(fromDisplayHex),
    txids.map((_, i) => i === row.pos),
  )
  return bytesToHex(proof)
}
