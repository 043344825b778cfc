// Hash helpers in Bitcoin's conventions: dsha256 and display (reversed) hex. Plain hex <-> bytes is the
// core's (bytesToHex / hexToBytes in core/wire).
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '../../core/wire'

export function dsha256(data: Uint8Array): Uint8Array {
  return sha256(sha256(data))
}

/** Internal byte order → display hex (reversed), as txids and block hashes are shown. */
export function toDisplayHex(internal: Uint8Array): string {
  return bytesToHex(Uint8Array.from(internal).reverse())
}

/** A txid or block hash as clients send it: 64 hex digits, either case. */
export function isHex64(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-fA-F]{64}$/.test(value)
}

/** Display hex → internal byte order. */
export function fromDisplayHex(hex: string): Uint8Array {
  return hexToBytes(hex).reverse()
}
