// The curve maths of signature checks: libsecp256k1 compiled to WASM (tiny-secp256k1), about 8× faster here
// than the pure-JS curves (bench/50-tx-validation.ts). Invalid points or scalars count as a failed check.
import * as secp from 'tiny-secp256k1'

/** ECDSA over a 32-byte digest; `compact` is R‖S (64 bytes). Low S is checked by the caller. */
export function verifyEcdsa(digest: Uint8Array, pubkey: Uint8Array, compact: Uint8Array): boolean {
  try {
    return secp.verify(digest, pubkey, compact, false)
  } catch {
    return false
  }
}

/** BIP340 Schnorr over a 32-byte digest with a 32-byte x-only key and a 64-byte signature. */
export function verifySchnorr(digest: Uint8Array, xOnly: Uint8Array, sig: Uint8Array): boolean {
  try {
    return secp.verifySchnorr(digest, xOnly, sig)
  } catch {
    return false
  }
}
