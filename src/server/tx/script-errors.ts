// Core's reject reasons for failed input scripts: the interpreter's error text inside
// "mandatory-script-verify-flag-failed (…)" when consensus rules fail, or "non-mandatory-script-verify-flag (…)"
// when only a policy flag does (Core 29 wording).

export const SCRIPT_ERROR = {
  evalFalse: 'Script evaluated without error but finished with a false/empty top stack element',
  equalVerify: 'Script failed an OP_EQUALVERIFY operation',
  stackSize: 'Operation not valid with the current stack size',
  der: 'Non-canonical DER signature',
  highS: 'Non-canonical signature: S value is unnecessarily high',
  hashType: 'Signature hash type missing or not understood',
  pubkeyType: 'Public key is neither compressed or uncompressed',
  witnessPubkeyType: 'Using non-compressed keys in segwit',
  witnessEmpty: 'Witness program was passed an empty witness',
  witnessMismatch: 'Witness program hash mismatch',
  witnessMalleated: 'Witness requires empty scriptSig',
  witnessMalleatedP2sh: 'Witness requires only-redeemscript scriptSig',
  witnessUnexpected: 'Witness provided for non-witness script',
  nullDummy: 'Dummy CHECKMULTISIG argument must be zero',
  cleanStack: 'Stack size must be exactly one after execution',
  schnorrSize: 'Invalid Schnorr signature size',
  schnorrHashType: 'Invalid Schnorr signature hash type',
  schnorr: 'Invalid Schnorr signature',
} as const

export type ScriptError = (typeof SCRIPT_ERROR)[keyof typeof SCRIPT_ERROR]

/** A consensus rule failed: no node would ever mine the tx. */
export const mandatory = (error: ScriptError): string =>
  `mandatory-script-verify-flag-failed (${error})`

/** Only a relay-policy flag failed (e.g. high S): valid in a block, refused by the mempool. */
export const nonMandatory = (error: ScriptError): string =>
  `non-mandatory-script-verify-flag (${error})`

/** Spends of shapes this server does not verify (Core would relay some of them). */
export const NONSTANDARD_INPUTS = 'bad-txns-nonstandard-inputs'
export const NONSTANDARD_WITNESS = 'bad-witness-nonstandard'
