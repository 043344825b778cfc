// Static transaction flags (reference §3.1), classified from a decoded tx and its prevouts. The bit table and
// the bit arithmetic are the core's (TX_FLAGS, scriptTypeFlag, withFlags); the variable flags (cpfp_parent/child, replacement)
// are added later by the miner's liveFlags.
import type * as bitcoin from 'bitcoinjs-lib'
import * as ecc from '@bitcoinerlab/secp256k1'
import type { ScriptPubKeyType } from '../../core/wire'
import {
  bytesToHex,
  parseMultisig,
  scriptTypeFlag,
  withFlags,
  type TxFlagName,
} from '../../core/wire'
import { pushItems, scriptType } from './script'

const BURN_KEYS = new Set([
  '02' + '22'.repeat(32),
  '03' + '33'.repeat(32),
  '02'.repeat(33),
  '03'.repeat(33),
])

export interface ClassifyInput {
  tx: bitcoin.Transaction
  /** Spent output scripts and values (sats), aligned with tx.ins; null for a coinbase input. */
  prevouts: readonly ({ script: Uint8Array; value: number } | null)[]
  sigops: number
}

export function classifyTx({ tx, prevouts, sigops }: ClassifyInput): number {
  const set = new Set<TxFlagName>()
  set.add(
    tx.version === 1 ? 'v1' : tx.version === 2 ? 'v2' : tx.version === 3 ? 'v3' : 'nonstandard',
  )
  set.add(tx.ins.some((i) => i.sequence < 0xfffffffe) ? 'rbf' : 'no_rbf')
  let nonstandard =
    tx.version > 3 || tx.weight() > 400_000 || tx.byteLength(false) < 65 || sigops > 16_000

  tx.ins.forEach((input, i) => {
    const prev = prevouts[i]
    if (input.script.length > 1650 || (input.script.length > 0 && pushItems(input.script) === null))
      nonstandard = true
    collectSighash(input.script, input.witness, set)
    if (!prev) return
    const type = scriptType(prev.script)
    const flag = scriptTypeFlag(type)
    if (flag && flag !== 'op_return') set.add(flag)
    if (type === 'unknown' || type === 'empty' || type === 'nonstandard') nonstandard = true
    if (type === 'v1_p2tr') classifyTaproot(input.witness, set)
  })

  let p2wshRun: Uint8Array[] = []
  const flushRun = (): void => {
    if (p2wshRun.length >= 2 && looksLikeData(p2wshRun)) set.add('fake_scripthash')
    p2wshRun = []
  }
  for (const out of tx.outs) {
    const type = scriptType(out.script)
    const flag = scriptTypeFlag(type)
    if (flag) set.add(flag)
    if (type === 'v0_p2wsh') p2wshRun.push(out.script.subarray(2))
    else flushRun()
    if (type === 'nonstandard' || type === 'unknown' || type === 'empty') nonstandard = true
    if (type === 'p2pk' && isFakeKey(out.script.subarray(1, out.script.length - 1)))
      set.add('fake_pubkey')
    if (type === 'multisig') {
      const ms = parseMultisig(out.script)
      if (ms) {
        if (ms.keys.some(isFakeKey)) set.add('fake_pubkey')
        if (ms.n > 3) nonstandard = true
      }
    }
    if (type !== 'op_return' && isDust(out.script, Number(out.value), type)) nonstandard = true
  }
  flushRun()
  if (nonstandard) set.add('nonstandard')
  heuristics(tx, prevouts, set)

  return withFlags(0, set)
}

function isFakeKey(key: Uint8Array): boolean {
  return BURN_KEYS.has(bytesToHex(key)) || !ecc.isPoint(key)
}

/** Core's dust rule at 3 sat/vB: value below the cost of creating and spending the output. */
function isDust(script: Uint8Array, value: number, type: ScriptPubKeyType): boolean {
  const outputSize = 8 + (script.length < 253 ? 1 : 3) + script.length
  const spendSize =
    type === 'v0_p2wpkh' || type === 'v0_p2wsh' || type === 'v1_p2tr' || type === 'anchor'
      ? 67
      : 148
  return value < 3 * (outputSize + spendSize) && type !== 'anchor'
}

function looksLikeData(programs: Uint8Array[]): boolean {
  const data = new Uint8Array(programs.length * 32)
  programs.forEach((p, i) => data.set(p, i * 32))
  const len = data[0] ?? 0
  if (len === 0 || 1 + len > data.length || data.length - (1 + len) >= 32) return false
  for (let i = 1 + len; i < data.length; i++) if (data[i] !== 0) return false
  return true
}

function classifyTaproot(witness: readonly Uint8Array[], set: Set<TxFlagName>): void {
  let items = witness
  const last = items[items.length - 1]
  if (items.length >= 2 && last && last[0] === 0x50) {
    set.add('annex')
    items = items.slice(0, -1)
  }
  if (items.length < 2) return
  const tapscript = items[items.length - 2] as Uint8Array
  for (let i = 0; i + 1 < tapscript.length; i++) {
    if (tapscript[i] === 0x00 && tapscript[i + 1] === 0x63) {
      set.add('inscription')
      return
    }
  }
}

/** Sighash types of DER (legacy/segwit v0) and Schnorr (taproot key path) signatures. */
function collectSighash(
  scriptSig: Uint8Array,
  witness: readonly Uint8Array[],
  set: Set<TxFlagName>,
): void {
  const items = [...(pushItems(scriptSig) ?? []), ...witness]
  for (const item of items) {
    if (item.length >= 9 && item.length <= 73 && item[0] === 0x30 && item[1] === item.length - 3)
      addSighash(item[item.length - 1] ?? 0, set)
  }
  if (witness.length === 1 || (witness.length === 2 && witness[1]?.[0] === 0x50)) {
    const sig = witness[0]
    if (sig?.length === 64) set.add('sighash_default')
    else if (sig?.length === 65) addSighash(sig[64] ?? 0, set)
  }
}

function addSighash(byte: number, set: Set<TxFlagName>): void {
  const base = byte & 0x1f
  if (base === 1) set.add('sighash_all')
  else if (base === 2) set.add('sighash_none')
  else if (base === 3) set.add('sighash_single')
  if (byte & 0x80) set.add('sighash_acp')
}

function heuristics(
  tx: bitcoin.Transaction,
  prevouts: ClassifyInput['prevouts'],
  set: Set<TxFlagName>,
): void {
  const nIn = tx.ins.length
  const nOut = tx.outs.length
  if (nIn === 0 || nOut === 0 || prevouts[0] === null) return
  if (nIn / nOut >= 5) set.add('consolidation')
  if (nIn / nOut <= 0.2) set.add('batch_payout')
  if (nIn < 5 || nOut < 5 || set.has('op_return') || set.has('inscription')) return
  const ratio = nIn / nOut
  if (ratio <= 0.2 || ratio >= 5) return
  const inScripts = new Set(prevouts.map((p) => (p ? bytesToHex(p.script) : '')))
  if (tx.outs.some((o) => inScripts.has(bytesToHex(o.script)))) return
  const values = new Set<number>([
    ...prevouts.map((p) => p?.value ?? 0),
    ...tx.outs.map((o) => Number(o.value)),
  ])
  if (values.size <= (nIn + nOut) / 2) set.add('coinjoin')
}
