// Core's rules on a submitted tx alone (CheckTransaction's amounts, IsStandardTx, the minimum size), with its
// reject reasons. Policy of Bitcoin Core 29: an OP_RETURN output holds at most 83 script bytes and a tx has at
// most one (Core 30 lifted both), versions 1–3, at most one dust output (and only in a 0-fee tx).
import type * as bitcoin from 'bitcoinjs-lib'
import { parseMultisig } from '../../core/wire'
import { isDust } from './dust'
import { pushItems, scriptType } from './script'

export const MAX_STANDARD_VERSION = 3
export const MAX_STANDARD_WEIGHT = 400_000
/** Bytes of an OP_RETURN output script (Core 29's -datacarriersize default). */
export const MAX_DATACARRIER_BYTES = 83
const MAX_SCRIPTSIG_BYTES = 1_650
const MIN_NON_WITNESS_BYTES = 65
const MAX_BARE_MULTISIG_KEYS = 3
const MAX_MONEY = 21_000_000 * 100_000_000

/** Null when the tx passes, else Core's reject reason. */
export function standardTxError(tx: bitcoin.Transaction): string | null {
  return (
    amountError(tx) ??
    versionError(tx.version) ??
    (tx.weight() > MAX_STANDARD_WEIGHT
      ? `tx-size: weight ${tx.weight()} WU > ${MAX_STANDARD_WEIGHT}`
      : null) ??
    scriptSigError(tx) ??
    outputsError(tx) ??
    (tx.byteLength(false) < MIN_NON_WITNESS_BYTES ? 'tx-size-small' : null)
  )
}

function amountError(tx: bitcoin.Transaction): string | null {
  let total = 0n
  for (const o of tx.outs) {
    if (o.value < 0n) return 'bad-txns-vout-negative'
    if (o.value > BigInt(MAX_MONEY)) return 'bad-txns-vout-toolarge'
    total += o.value
  }
  return total > BigInt(MAX_MONEY) ? 'bad-txns-txouttotal-toolarge' : null
}

function versionError(version: number): string | null {
  // bitcoinjs reads the version as a signed 32-bit number: 0xffffffff arrives as -1
  const unsigned = version >>> 0
  return unsigned >= 1 && unsigned <= MAX_STANDARD_VERSION ? null : 'version'
}

function scriptSigError(tx: bitcoin.Transaction): string | null {
  for (const input of tx.ins) {
    if (input.script.length > MAX_SCRIPTSIG_BYTES) return 'scriptsig-size'
    if (input.script.length > 0 && pushItems(input.script) === null) return 'scriptsig-not-pushonly'
  }
  return null
}

function outputsError(tx: bitcoin.Transaction): string | null {
  let dataOutputs = 0
  let dustOutputs = 0
  for (const o of tx.outs) {
    if (!isStandardOutput(o.script)) return 'scriptpubkey'
    if (scriptType(o.script) === 'op_return') dataOutputs++
    else if (isDust(o.script, Number(o.value))) dustOutputs++
  }
  if (dustOutputs > 1) return 'dust'
  if (dataOutputs > 1) return 'multi-op-return'
  return null
}

/** Core's IsStandard for an output script (Solver's templates, bare multisig up to 3 keys, small data). */
export function isStandardOutput(script: Uint8Array): boolean {
  switch (scriptType(script)) {
    case 'p2pkh':
    case 'p2sh':
    case 'v0_p2wpkh':
    case 'v0_p2wsh':
    case 'v1_p2tr':
    case 'anchor':
    case 'p2pk':
      return true
    case 'unknown':
      // a version 0 program of another length is no template at all
      return script[0] !== 0
    case 'multisig': {
      const ms = parseMultisig(script)
      return ms !== null && ms.m >= 1 && ms.n <= MAX_BARE_MULTISIG_KEYS
    }
    case 'op_return':
      return script.length <= MAX_DATACARRIER_BYTES && pushItems(script.subarray(1)) !== null
    default:
      return false
  }
}

/** Outputs below the dust threshold (Core lets one through, in a tx paying no fee). */
export function dustOutputCount(tx: bitcoin.Transaction): number {
  return tx.outs.filter((o) => isDust(o.script, Number(o.value))).length
}
