// 80-byte block headers: serialization, hash (dsha256, display order), and the nBits compact target.
import { bytesToHex } from '../../core/wire'
import { dsha256, fromDisplayHex, toDisplayHex } from './hash'

export interface Header {
  version: number
  /** Display hex (all zeros for the first simulated block's unknown parent is not used: see history). */
  prevHash: string
  merkleRoot: string
  /** Unix s. */
  time: number
  bits: number
  nonce: number
}

export function serializeHeader(h: Header): Uint8Array {
  const out = new Uint8Array(80)
  const view = new DataView(out.buffer)
  view.setInt32(0, h.version, true)
  out.set(fromDisplayHex(h.prevHash), 4)
  out.set(fromDisplayHex(h.merkleRoot), 36)
  view.setUint32(68, h.time, true)
  view.setUint32(72, h.bits, true)
  view.setUint32(76, h.nonce, true)
  return out
}

export function parseHeader(bytes: Uint8Array): Header {
  const view = new DataView(bytes.buffer, bytes.byteOffset, 80)
  return {
    version: view.getInt32(0, true),
    prevHash: toDisplayHex(bytes.subarray(4, 36)),
    merkleRoot: toDisplayHex(bytes.subarray(36, 68)),
    time: view.getUint32(68, true),
    bits: view.getUint32(72, true),
    nonce: view.getUint32(76, true),
  }
}

export function headerHex(h: Header): string {
  return bytesToHex(serializeHeader(h))
}

/** Block hash = dsha256(header), shown reversed. */
export function blockHash(h: Header): string {
  return toDisplayHex(dsha256(serializeHeader(h)))
}

/** nBits → 256-bit target. */
export function bitsToTarget(bits: number): bigint {
  const exponent = bits >>> 24
  const mantissa = BigInt(bits & 0x007fffff)
  return exponent <= 3
    ? mantissa >> BigInt(8 * (3 - exponent))
    : mantissa << BigInt(8 * (exponent - 3))
}

/** 256-bit target → nBits (Core's GetCompact, positive targets only). */
export function targetToBits(target: bigint): number {
  let size = 0
  for (let t = target; t > 0n; t >>= 8n) size++
  let compact =
    size <= 3 ? Number(target << BigInt(8 * (3 - size))) : Number(target >> BigInt(8 * (size - 3)))
  if (compact & 0x00800000) {
    compact >>>= 8
    size++
  }
  return ((size << 24) | compact) >>> 0
}

const MAX_TARGET = bitsToTarget(0x1d00ffff)

/** Difficulty relative to the difficulty-1 target (0x1d00ffff). */
export function bitsToDifficulty(bits: number): number {
  const target = bitsToTarget(bits)
  // keep precision: scale the integer ratio before converting
  return Number((MAX_TARGET * 1_000_000n) / target) / 1_000_000
}
