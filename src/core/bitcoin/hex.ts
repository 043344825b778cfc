// Strict hex <-> bytes, shared by the core's script helpers and the simulated server. The conversions are
// @noble/hashes' table-driven ones (the server converts every script and raw tx it serves); the strict
// check keeps one error for every caller.
import * as noble from '@noble/hashes/utils.js'

/** True for an even-length string of hex digits (the empty string included). */
export function isHex(text: string): boolean {
  return text.length % 2 === 0 && /^[0-9a-fA-F]*$/.test(text)
}

/** Hex digits (either case) → bytes; throws on odd length or a non-hex digit. */
export function hexToBytes(hex: string): Uint8Array {
  if (!isHex(hex)) throw new Error(`not a valid hex string: ${hex.slice(0, 20)}`)
  return noble.hexToBytes(hex)
}

/** Bytes → lower-case hex. */
export function bytesToHex(bytes: Uint8Array): string {
  return noble.bytesToHex(bytes)
}
