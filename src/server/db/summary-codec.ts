// A block's summary (TransactionClassified per tx, in block order) as a compact blob stored with the block, so
// `/block/{hash}/summary` answers exactly the same after pruning deletes the tx rows. The txids are not in the
// blob: the block's txid list (kept for every block) gives them. 40 bytes per tx: fee, value, rate and flags as
// float64 (flags reach bit 44, fees and values exceed 2^32), weight and first-seen time as uint32 (time 0 = unknown).
import type { TransactionClassified } from '../../core/wire'

const BYTES_PER_TX = 40

export function encodeSummary(summary: readonly TransactionClassified[]): Buffer {
  const buf = Buffer.alloc(summary.length * BYTES_PER_TX)
  summary.forEach((t, i) => {
    const at = i * BYTES_PER_TX
    buf.writeDoubleLE(t.fee, at)
    buf.writeDoubleLE(t.value, at + 8)
    buf.writeDoubleLE(t.rate, at + 16)
    buf.writeDoubleLE(t.flags, at + 24)
    buf.writeUInt32LE(Math.round(t.vsize * 4), at + 32)
    buf.writeUInt32LE(t.time ?? 0, at + 36)
  })
  return buf
}

/** The summary back from its blob and the block's txids; null when they disagree (a damaged row). */
export function decodeSummary(
  blob: Buffer,
  txids: readonly string[],
): TransactionClassified[] | null {
  if (blob.length !== txids.length * BYTES_PER_TX) return null
  return txids.map((txid, i): TransactionClassified => {
    const at = i * BYTES_PER_TX
    const item: TransactionClassified = {
      txid,
      fee: blob.readDoubleLE(at),
      vsize: blob.readUInt32LE(at + 32) / 4,
      value: blob.readDoubleLE(at + 8),
      rate: blob.readDoubleLE(at + 16),
      flags: blob.readDoubleLE(at + 24),
    }
    const time = blob.readUInt32LE(at + 36)
    if (time !== 0) item.time = time
    return item
  })
}
