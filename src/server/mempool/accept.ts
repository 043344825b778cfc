// Admission of one transaction: inputs exist and are unspent (on chain or in the mempool), fee ≥ relay
// minimum, replacement rules for conflicts; txs from outside also pass the relay policy (standardness,
// finality, signatures: relay-policy.ts). Returns the new entry and what it evicts, or a reason.
import type * as bitcoin from 'bitcoinjs-lib'
import { toDisplayHex } from '../chain/hash'
import { COINBASE_MATURITY, isMatureCoinbase } from '../chain/maturity'
import { classifyTx } from '../tx/flags'
import { sigopCost } from '../tx/sigops'
import type { PrevOut } from '../tx/to-wire'
import type { MempoolEntry } from './entry'
import type { MempoolGraph } from './pool'
import { checkReplacement } from './rbf-rules'
import type { RelayPolicy } from './relay-policy'

export interface ChainOutput extends PrevOut {
  /** Spent by a confirmed tx. */
  spent: boolean
  /** Height of the block whose coinbase created this output; null for outputs of ordinary txs. */
  coinbaseHeight: number | null
  /** Height of the block that confirmed it (unknown: counted as unconfirmed, for sequence locks). */
  height?: number
}

export interface AcceptContext {
  graph: MempoolGraph
  /** Looks up a confirmed output (undefined = no such output). */
  chainOutput(txid: string, vout: number): ChainOutput | undefined
  /** True if the txid is already confirmed. */
  isConfirmed(txid: string): boolean
  nowS: number
  /** Height of the next block (tip + 1): the earliest block this tx can be mined in. */
  spendHeight: number
  /** Current mempool minimum fee, sat/vB (≥ min relay 1). */
  minFeeRate: number
  /** Rules for txs from outside; absent for the simulation's own txs. */
  policy?: RelayPolicy
}

export type AcceptResult =
  | { ok: true; entry: MempoolEntry; conflicts: MempoolEntry[]; evicted: MempoolEntry[] }
  | { ok: false; error: string }

const MAX_STANDARD_WEIGHT = 400_000
const MAX_ANCESTORS = 25
/** Core's MAX_STANDARD_TX_SIGOPS_COST: a fifth of a block's sigop budget. */
const MAX_STANDARD_SIGOPS_COST = 16_000

export function acceptTx(
  ctx: AcceptContext,
  tx: bitcoin.Transaction,
  raw: Uint8Array,
): AcceptResult {
  const { graph } = ctx
  if (tx.isCoinbase())
    return { ok: false, error: 'coinbase: a coinbase transaction cannot be submitted' }
  if (tx.ins.length === 0) return { ok: false, error: 'bad-txns-vin-empty' }
  if (tx.outs.length === 0) return { ok: false, error: 'bad-txns-vout-empty' }
  const policyError = ctx.policy?.checkTx(tx)
  if (policyError) return { ok: false, error: policyError }
  const txid = tx.getId()
  if (graph.has(txid)) return { ok: false, error: 'txn-already-in-mempool' }
  if (ctx.isConfirmed(txid)) return { ok: false, error: 'txn-already-known' }
  const weight = tx.weight()
  if (weight > MAX_STANDARD_WEIGHT)
    return { ok: false, error: `tx-size: weight ${weight} WU > ${MAX_STANDARD_WEIGHT}` }

  const prevouts: PrevOut[] = []
  const coinHeights: number[] = []
  const outpoints: string[] = []
  const conflictIds = new Set<string>()
  for (const input of tx.ins) {
    const prevTxid = toDisplayHex(input.hash)
    const op = `${prevTxid}:${input.index}`
    if (outpoints.includes(op)) return { ok: false, error: 'bad-txns-inputs-duplicate' }
    outpoints.push(op)
    const parent = graph.get(prevTxid)
    let prev: PrevOut | undefined
    let coinHeight = ctx.spendHeight
    if (parent) {
      const o = parent.tx.outs[input.index]
      if (o) prev = { script: o.script, value: Number(o.value) }
    } else {
      const o = ctx.chainOutput(prevTxid, input.index)
      if (o?.spent)
        return {
          ok: false,
          error: `bad-txns-inputs-missingorspent: ${op} is already spent in a block`,
        }
      if (o && o.coinbaseHeight !== null && !isMatureCoinbase(o.coinbaseHeight, ctx.spendHeight))
        return {
          ok: false,
          error: `bad-txns-premature-spend-of-coinbase: ${op} is at depth ${ctx.spendHeight - o.coinbaseHeight} < ${COINBASE_MATURITY}`,
        }
      if (o) prev = { script: o.script, value: o.value }
      coinHeight = o?.height ?? ctx.spendHeight
    }
    if (!prev) return { ok: false, error: `bad-txns-inputs-missingorspent: ${op} does not exist` }
    prevouts.push(prev)
    coinHeights.push(coinHeight)
    const spender = graph.spenderOf(op)
    if (spender) conflictIds.add(spender)
  }

  const inSum = prevouts.reduce((a, p) => a + p.value, 0)
  const outSum = tx.outs.reduce((a, o) => a + Number(o.value), 0)
  if (outSum > inSum)
    return { ok: false, error: `bad-txns-in-belowout: outputs ${outSum} > inputs ${inSum} sats` }
  const fee = inSum - outSum
  const sigops = sigopCost(
    tx,
    prevouts.map((p) => p.script),
  )
  if (sigops > MAX_STANDARD_SIGOPS_COST)
    return { ok: false, error: `bad-txns-too-many-sigops: ${sigops}` }
  const vsize = weight / 4
  const needed = Math.ceil(Math.ceil(vsize) * ctx.minFeeRate)
  if (fee < needed) {
    return {
      ok: false,
      error: `min relay fee not met: ${fee} < ${needed} sats (${ctx.minFeeRate} sat/vB × ${Math.ceil(vsize)} vB)`,
    }
  }

  const conflicts = [...conflictIds].map((id) => graph.get(id) as MempoolEntry)
  const evictedIds = new Set<string>(conflictIds)
  for (const id of conflictIds) for (const d of graph.descendants(id)) evictedIds.add(d)
  const evicted = [...evictedIds].map((id) => graph.get(id) as MempoolEntry)
  if (conflicts.length > 0) {
    const spendsEvicted = outpoints.some((op) => evictedIds.has(op.slice(0, 64)))
    const reason = checkReplacement({ fee, vsize, spendsEvicted }, conflicts, evicted)
    if (reason) return { ok: false, error: reason }
  }

  const parents = new Set(outpoints.map((op) => op.slice(0, 64)).filter((t) => graph.has(t)))
  // a union: ancestors shared by several parents (diamonds) count once
  const ancestors = new Set(parents)
  for (const p of parents) for (const a of graph.ancestors(p)) ancestors.add(a)
  if (ancestors.size >= MAX_ANCESTORS)
    return {
      ok: false,
      error: `too-long-mempool-chain: too many unconfirmed ancestors [limit: ${MAX_ANCESTORS}]`,
    }

  const inputsError = ctx.policy?.checkInputs(tx, prevouts, coinHeights, fee)
  if (inputsError) return { ok: false, error: inputsError }

  const entry: MempoolEntry = {
    txid,
    tx,
    raw,
    fee,
    weight,
    vsize,
    size: tx.byteLength(),
    sigops,
    flags: classifyTx({ tx, prevouts, sigops }),
    value: outSum,
    firstSeen: ctx.nowS,
    signalsRbf: tx.ins.some((i) => i.sequence < 0xfffffffe),
    prevouts,
    outpoints,
    parents: new Set(),
    children: new Set(),
    replacement: conflicts.length > 0,
  }
  return { ok: true, entry, conflicts, evicted }
}
