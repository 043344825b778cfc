// Input script checks of a submitted tx for the spend shapes the simulation creates: p2pkh, p2sh-p2wpkh,
// p2sh-p2wsh, p2wpkh, p2wsh (multisig or one key), p2tr key path. Anything else is refused as non-standard.
// Legacy sighashes come from bitcoinjs-lib, segwit ones from a per-tx cache (sighash-cache.ts, linear in the
// input count); the first failing input decides the reject reason.
import * as bitcoin from 'bitcoinjs-lib'
import { parseMultisig } from '../../core/wire'
import { checkMultisig, requireEcdsa, type DigestOf } from './ecdsa-check'
import { pushItems, scriptType } from './script'
import {
  mandatory,
  nonMandatory,
  NONSTANDARD_INPUTS,
  NONSTANDARD_WITNESS,
  SCRIPT_ERROR,
} from './script-errors'
import { verifySchnorr } from './secp'
import { SighashCache } from './sighash-cache'
import { isDefinedSchnorrHashType } from './signature-encoding'
import type { PrevOut } from './to-wire'

/** Core's witness policy for p2wsh: script bytes, stack items and bytes per item. */
const MAX_WITNESS_SCRIPT = 3_600
const MAX_WITNESS_ITEMS = 100
const MAX_WITNESS_ITEM = 80
const ANNEX_TAG = 0x50

interface InputCtx {
  tx: bitcoin.Transaction
  index: number
  prevouts: readonly PrevOut[]
  sighash: SighashCache
}

/** Null when every input's script passes, else the first failure's reject reason. */
export function verifyInputScripts(
  tx: bitcoin.Transaction,
  prevouts: readonly PrevOut[],
): string | null {
  const sighash = new SighashCache(tx, prevouts)
  for (let index = 0; index < tx.ins.length; index++) {
    const error = checkInput({ tx, index, prevouts, sighash })
    if (error) return error
  }
  return null
}

function checkInput(ctx: InputCtx): string | null {
  const input = ctx.tx.ins[ctx.index] as bitcoin.TxInput
  const prev = ctx.prevouts[ctx.index] as PrevOut
  const program = prev.script.subarray(2)
  switch (scriptType(prev.script)) {
    case 'p2pkh':
      if (input.witness.length > 0) return mandatory(SCRIPT_ERROR.witnessUnexpected)
      return checkP2pkh(ctx, pushItems(input.script) ?? [], prev.script)
    case 'v0_p2wpkh':
    case 'v0_p2wsh':
    case 'v1_p2tr':
      if (input.script.length > 0) return mandatory(SCRIPT_ERROR.witnessMalleated)
      return checkWitnessProgram(ctx, prev.script[0] === 0 ? 0 : 1, program)
    case 'p2sh':
      return checkP2sh(ctx, input, prev.script.subarray(2, 22))
    default:
      return NONSTANDARD_INPUTS
  }
}

/** <sig> <pubkey> against DUP HASH160 <hash> EQUALVERIFY CHECKSIG. */
function checkP2pkh(ctx: InputCtx, stack: Uint8Array[], prevScript: Uint8Array): string | null {
  const pubkey = stack[stack.length - 1]
  if (!pubkey) return mandatory(SCRIPT_ERROR.stackSize)
  if (!sameBytes(bitcoin.crypto.hash160(pubkey), prevScript.subarray(3, 23)))
    return mandatory(SCRIPT_ERROR.equalVerify)
  const sig = stack[stack.length - 2]
  if (!sig) return mandatory(SCRIPT_ERROR.stackSize)
  const digestOf: DigestOf = (t) => ctx.tx.hashForSignature(ctx.index, prevScript, t)
  const error = requireEcdsa(sig, pubkey, digestOf, false)
  if (error) return error
  // extra pushes below the signature leave a dirty stack: policy (CLEANSTACK), not consensus, for legacy
  return stack.length === 2 ? null : nonMandatory(SCRIPT_ERROR.cleanStack)
}

/** P2SH wrapping a v0 witness program: the scriptSig is exactly one push of that program. */
function checkP2sh(ctx: InputCtx, input: bitcoin.TxInput, hash: Uint8Array): string | null {
  const items = pushItems(input.script)
  const redeem = items?.[items.length - 1]
  if (!items || !redeem) return mandatory(SCRIPT_ERROR.stackSize)
  if (!sameBytes(bitcoin.crypto.hash160(redeem), hash)) return mandatory(SCRIPT_ERROR.evalFalse)
  const type = scriptType(redeem)
  if (type !== 'v0_p2wpkh' && type !== 'v0_p2wsh') return NONSTANDARD_INPUTS
  const singlePush = input.script.length === redeem.length + 1 && items.length === 1
  if (!singlePush) return mandatory(SCRIPT_ERROR.witnessMalleatedP2sh)
  return checkWitnessProgram(ctx, 0, redeem.subarray(2))
}

function checkWitnessProgram(ctx: InputCtx, version: 0 | 1, program: Uint8Array): string | null {
  const witness = (ctx.tx.ins[ctx.index] as bitcoin.TxInput).witness
  if (witness.length === 0) return mandatory(SCRIPT_ERROR.witnessEmpty)
  if (version === 1) return checkTaprootKeyPath(ctx, witness, program)
  return program.length === 20
    ? checkP2wpkh(ctx, witness, program)
    : checkP2wsh(ctx, witness, program)
}

function checkP2wpkh(ctx: InputCtx, witness: Uint8Array[], hash: Uint8Array): string | null {
  const [sig, pubkey] = witness
  if (witness.length !== 2 || !sig || !pubkey) return mandatory(SCRIPT_ERROR.witnessMismatch)
  if (!sameBytes(bitcoin.crypto.hash160(pubkey), hash)) return mandatory(SCRIPT_ERROR.equalVerify)
  const scriptCode = Uint8Array.from([0x76, 0xa9, 0x14, ...hash, 0x88, 0xac])
  return requireEcdsa(sig, pubkey, v0Digest(ctx, scriptCode), true)
}

/** <dummy> <sig>… <m keys… n CHECKMULTISIG>, or <sig> <<key> CHECKSIG>. */
function checkP2wsh(ctx: InputCtx, witness: Uint8Array[], hash: Uint8Array): string | null {
  const script = witness[witness.length - 1] as Uint8Array
  const stack = witness.slice(0, -1)
  if (
    script.length > MAX_WITNESS_SCRIPT ||
    stack.length > MAX_WITNESS_ITEMS ||
    stack.some((item) => item.length > MAX_WITNESS_ITEM)
  )
    return NONSTANDARD_WITNESS
  if (!sameBytes(bitcoin.crypto.sha256(script), hash))
    return mandatory(SCRIPT_ERROR.witnessMismatch)
  const digestOf = v0Digest(ctx, script)
  if (script.length === 35 && script[0] === 0x21 && script[34] === 0xac) {
    if (stack.length !== 1) return mandatory(stackError(stack.length, 1))
    return requireEcdsa(stack[0] as Uint8Array, script.subarray(1, 34), digestOf, true)
  }
  const multisig = parseMultisig(script)
  if (!multisig) return NONSTANDARD_INPUTS
  if (stack.length !== multisig.m + 1) return mandatory(stackError(stack.length, multisig.m + 1))
  if ((stack[0] as Uint8Array).length !== 0) return mandatory(SCRIPT_ERROR.nullDummy)
  return checkMultisig(stack.slice(1), multisig.keys, digestOf)
}

function checkTaprootKeyPath(
  ctx: InputCtx,
  witness: Uint8Array[],
  outputKey: Uint8Array,
): string | null {
  const last = witness[witness.length - 1] as Uint8Array
  if (witness.length > 1 && last[0] === ANNEX_TAG) return NONSTANDARD_WITNESS
  // script-path spends (leaf scripts, control blocks) are not interpreted here
  if (witness.length > 1) return NONSTANDARD_INPUTS
  const sig = witness[0] as Uint8Array
  if (sig.length !== 64 && sig.length !== 65) return mandatory(SCRIPT_ERROR.schnorrSize)
  const hashType = sig.length === 65 ? (sig[64] as number) : 0
  if (sig.length === 65 && !isDefinedSchnorrHashType(hashType))
    return mandatory(SCRIPT_ERROR.schnorrHashType)
  const digest = ctx.sighash.v1(ctx.index, hashType)
  // SIGHASH_SINGLE without a matching output has no digest
  if (!digest) return mandatory(SCRIPT_ERROR.schnorrHashType)
  const valid = verifySchnorr(digest, outputKey, sig.subarray(0, 64))
  return valid ? null : mandatory(SCRIPT_ERROR.schnorr)
}

function v0Digest(ctx: InputCtx, scriptCode: Uint8Array): DigestOf {
  const value = (ctx.prevouts[ctx.index] as PrevOut).value
  return (hashType) => ctx.sighash.v0(ctx.index, scriptCode, value, hashType)
}

/** Too few items fail an operation; too many leave a dirty stack (consensus in witness scripts). */
const stackError = (have: number, want: number) =>
  have < want ? SCRIPT_ERROR.stackSize : SCRIPT_ERROR.cleanStack

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
