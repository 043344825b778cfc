// Signature and public key encodings as Core's interpreter checks them before verifying (BIP66 strict DER,
// low S, defined sighash types, key formats). Pure byte rules; the curve maths is in secp.ts.

/** Half the secp256k1 group order: a standard ECDSA signature's S is at most this (BIP62 low S). */
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/**
 * BIP66 strict DER of a signature followed by its sighash byte (Core's IsValidSignatureEncoding):
 * 0x30 len 0x02 lenR R 0x02 lenS S hashtype, minimal positive integers.
 */
export function isStrictDer(sig: Uint8Array): boolean {
  const size = sig.length
  if (size < 9 || size > 73) return false
  if (sig[0] !== 0x30 || sig[1] !== size - 3) return false
  const lenR = sig[3] as number
  if (5 + lenR >= size) return false
  const lenS = sig[5 + lenR] as number
  if (lenR + lenS + 7 !== size) return false
  if (sig[2] !== 0x02 || lenR === 0 || ((sig[4] as number) & 0x80) !== 0) return false
  if (lenR > 1 && sig[4] === 0x00 && ((sig[5] as number) & 0x80) === 0) return false
  if (sig[lenR + 4] !== 0x02 || lenS === 0 || ((sig[lenR + 6] as number) & 0x80) !== 0) return false
  if (lenS > 1 && sig[lenR + 6] === 0x00 && ((sig[lenR + 7] as number) & 0x80) === 0) return false
  return true
}

/** R and S of a strict-DER signature as 32-byte big-endian each (64 bytes), or null when one exceeds 256 bits. */
export function derToCompact(sig: Uint8Array): Uint8Array | null {
  const lenR = sig[3] as number
  const r = sig.subarray(4, 4 + lenR)
  const s = sig.subarray(6 + lenR, 6 + lenR + (sig[5 + lenR] as number))
  const out = new Uint8Array(64)
  return placeInteger(r, out, 0) && placeInteger(s, out, 32) ? out : null
}

function placeInteger(value: Uint8Array, out: Uint8Array, at: number): boolean {
  let start = 0
  while (start < value.length - 1 && value[start] === 0) start++
  const digits = value.subarray(start)
  if (digits.length > 32) return false
  out.set(digits, at + 32 - digits.length)
  return true
}

/** True when S (bytes 32–63 of a compact signature) is at most half the group order. */
export function hasLowS(compact: Uint8Array): boolean {
  let s = 0n
  for (let i = 32; i < 64; i++) s = (s << 8n) | BigInt(compact[i] as number)
  return s <= HALF_ORDER
}

/** ECDSA sighash byte Core accepts under STRICTENC: ALL, NONE or SINGLE, optionally with ANYONECANPAY. */
export function isDefinedEcdsaHashType(hashType: number): boolean {
  const base = hashType & ~0x80
  return base >= 1 && base <= 3
}

/** Taproot sighash byte of a 65-byte signature (0x00 is only implied by a 64-byte one). */
export function isDefinedSchnorrHashType(hashType: number): boolean {
  return (hashType >= 1 && hashType <= 3) || (hashType >= 0x81 && hashType <= 0x83)
}

/** 33-byte compressed (02/03) or 65-byte uncompressed (04) key shape. */
export function isCompressedOrUncompressed(pubkey: Uint8Array): boolean {
  if (pubkey.length === 33) return pubkey[0] === 0x02 || pubkey[0] === 0x03
  return pubkey.length === 65 && pubkey[0] === 0x04
}

export function isCompressed(pubkey: Uint8Array): boolean {
  return pubkey.length === 33 && (pubkey[0] === 0x02 || pubkey[0] === 0x03)
}
