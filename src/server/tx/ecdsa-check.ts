// One OP_CHECKSIG of an ECDSA signature as Core's interpreter runs it under the standard flags: encoding
// errors first (DER is consensus; low S, sighash type and key format are policy), then the curve check.
import { verifyEcdsa } from './secp'
import { mandatory, nonMandatory, SCRIPT_ERROR } from './script-errors'
import {
  derToCompact,
  hasLowS,
  isCompressed,
  isCompressedOrUncompressed,
  isDefinedEcdsaHashType,
  isStrictDer,
} from './signature-encoding'

/** The signed digest for a sighash type (legacy or BIP143, chosen by the caller). */
export type DigestOf = (hashType: number) => Uint8Array

/** An encoding failure (the tx's reject reason), or whether the signature verifies. */
export type CheckSigResult = { error: string } | { valid: boolean }

export function checkEcdsa(
  sig: Uint8Array,
  pubkey: Uint8Array,
  digestOf: DigestOf,
  segwit: boolean,
): CheckSigResult {
  // an empty signature is allowed and simply fails (how multisig skips a key)
  if (sig.length === 0) return { valid: false }
  if (!isStrictDer(sig)) return { error: mandatory(SCRIPT_ERROR.der) }
  const compact = derToCompact(sig)
  if (!compact) return { valid: false }
  if (!hasLowS(compact)) return { error: nonMandatory(SCRIPT_ERROR.highS) }
  const hashType = sig[sig.length - 1] as number
  if (!isDefinedEcdsaHashType(hashType)) return { error: nonMandatory(SCRIPT_ERROR.hashType) }
  if (!isCompressedOrUncompressed(pubkey)) return { error: nonMandatory(SCRIPT_ERROR.pubkeyType) }
  if (segwit && !isCompressed(pubkey))
    return { error: nonMandatory(SCRIPT_ERROR.witnessPubkeyType) }
  return { valid: verifyEcdsa(digestOf(hashType), pubkey, compact) }
}

/** A lone CHECKSIG whose false result fails the script. */
export function requireEcdsa(
  sig: Uint8Array,
  pubkey: Uint8Array,
  digestOf: DigestOf,
  segwit: boolean,
): string | null {
  const result = checkEcdsa(sig, pubkey, digestOf, segwit)
  if ('error' in result) return result.error
  return result.valid ? null : mandatory(SCRIPT_ERROR.evalFalse)
}

/** CHECKMULTISIG: signatures match keys in order; each key is tried at most once. */
export function checkMultisig(
  sigs: readonly Uint8Array[],
  keys: readonly Uint8Array[],
  digestOf: DigestOf,
): string | null {
  let isig = 0
  let ikey = 0
  while (isig < sigs.length) {
    if (sigs.length - isig > keys.length - ikey) return mandatory(SCRIPT_ERROR.evalFalse)
    const result = checkEcdsa(sigs[isig] as Uint8Array, keys[ikey] as Uint8Array, digestOf, true)
    if ('error' in result) return result.error
    if (result.valid) isig++
    ikey++
  }
  return null
}
