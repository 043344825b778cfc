// Core's mempool-acceptance RPCs over the simulated mempool: `testmempoolaccept` (POST /api/txs/test) checks a
// list of raw txs without changing anything; `submitpackage` (POST /api/v1/txs/package) submits a child with
// its unconfirmed parents. Amounts in the answers are BTC, rates BTC/kvB, as Core reports them.
import type * as bitcoin from 'bitcoinjs-lib'
import type {
  MempoolAcceptFees,
  SubmitPackageResult,
  TestMempoolAcceptResult,
} from '../../core/wire'
import { toDisplayHex } from '../chain/hash'
import { acceptTx, type AcceptContext, type ChainOutput } from '../mempool/accept'
import type { MempoolEntry } from '../mempool/entry'
import { chainClock, relayPolicy, type RelayPolicy } from '../mempool/relay-policy'
import { parseRawTx } from './events'
import type { NetworkSim } from './network-sim'

/** Core's default `maxfeerate` of both RPCs, BTC/kvB (0 = no limit). */
export const DEFAULT_MAX_FEE_RATE = 0.1
const SATS_PER_BTC = 100_000_000

export interface PackageTx {
  tx: bitcoin.Transaction
  raw: Uint8Array
  txid: string
  wtxid: string
}

/** The relay policy for txs sent from outside (POST /api/tx, testmempoolaccept, submitpackage). */
export function submissionPolicy(sim: NetworkSim): RelayPolicy {
  return relayPolicy({
    clock: chainClock(sim.chain),
    verifySignatures: sim.config.skipSignatureChecks !== true,
  })
}

/** Decodes every hex, or answers the first decode failure. */
export function decodePackage(hexes: readonly string[]): PackageTx[] | { error: string } {
  const txs: PackageTx[] = []
  for (const hex of hexes) {
    const parsed = parseRawTx(hex)
    if ('error' in parsed) return parsed
    const { tx, raw } = parsed
    txs.push({ tx, raw, txid: tx.getId(), wtxid: toDisplayHex(tx.getHash(true)) })
  }
  return txs
}

const parentIds = (tx: bitcoin.Transaction): string[] => tx.ins.map((i) => toDisplayHex(i.hash))
const outpointsOf = (tx: bitcoin.Transaction): string[] =>
  tx.ins.map((i) => `${toDisplayHex(i.hash)}:${i.index}`)

/** Core's package-wide checks (duplicates, double spends inside the list, parents before children). */
export function packageError(txs: readonly PackageTx[]): string | null {
  if (new Set(txs.map((t) => t.txid)).size < txs.length) return 'package-contains-duplicates'
  const spent = txs.flatMap((t) => outpointsOf(t.tx))
  if (new Set(spent).size < spent.length) return 'conflict-in-package'
  const position = new Map(txs.map((t, i) => [t.txid, i]))
  const sorted = txs.every((t, i) => parentIds(t.tx).every((p) => (position.get(p) ?? -1) < i))
  return sorted ? null : 'package-not-sorted'
}

/** Core's GetVirtualTransactionSize: weight or 20 WU per sigop, whichever is more, in whole vB. */
export function sigopAdjustedVsize(e: Pick<MempoolEntry, 'weight' | 'sigops'>): number {
  return Math.ceil(Math.max(e.weight, e.sigops * 20) / 4)
}

function feesOf(e: MempoolEntry, wtxid: string): Required<MempoolAcceptFees> {
  const perKvb = Math.floor((e.fee * 1000) / sigopAdjustedVsize(e)) // CFeeRate truncates to sats per kvB
  return {
    base: e.fee / SATS_PER_BTC,
    'effective-feerate': perKvb / SATS_PER_BTC,
    'effective-includes': [wtxid],
  }
}

/** Admission rules against the current mempool; `extra` outputs (earlier txs of the list) count as spendable. */
function dryRunContext(sim: NetworkSim, extra: Map<string, MempoolEntry>): AcceptContext {
  const ctx = sim.acceptContext(sim.nowS(), submissionPolicy(sim))
  return {
    ...ctx,
    chainOutput: (txid, vout): ChainOutput | undefined => {
      const o = extra.get(txid)?.tx.outs[vout]
      if (o) return { script: o.script, value: Number(o.value), spent: false, coinbaseHeight: null }
      return ctx.chainOutput(txid, vout)
    },
  }
}

/** "reason: particulars" → Core's reject-reason (the short code) and reject-details (all of it). */
function rejection(
  error: string,
): Pick<TestMempoolAcceptResult, 'reject-reason' | 'reject-details'> {
  const colon = error.indexOf(': ')
  return colon < 0
    ? { 'reject-reason': error }
    : { 'reject-reason': error.slice(0, colon), 'reject-details': error }
}

/**
 * testmempoolaccept: one result per tx in request order. A single tx gets a full answer; in a list, the first
 * failure stops validation and the txs not validated carry only their ids, as Core does.
 */
export function testMempoolAccept(
  sim: NetworkSim,
  txs: readonly PackageTx[],
  maxFeeRate = DEFAULT_MAX_FEE_RATE,
): TestMempoolAcceptResult[] {
  const ids = txs.map(({ txid, wtxid }) => ({ txid, wtxid }))
  const pkgError = txs.length > 1 ? packageError(txs) : null
  if (pkgError) return ids.map((id) => ({ ...id, 'package-error': pkgError }))
  const accepted = new Map<string, MempoolEntry>()
  const results: TestMempoolAcceptResult[] = []
  for (const t of txs) {
    const result = acceptTx(dryRunContext(sim, accepted), t.tx, t.raw)
    if (!result.ok) {
      const failed: TestMempoolAcceptResult = {
        txid: t.txid,
        wtxid: t.wtxid,
        allowed: false,
        ...rejection(result.error),
      }
      return ids.map((id) => (id.wtxid === t.wtxid ? failed : id))
    }
    accepted.set(t.txid, result.entry)
    const fees = feesOf(result.entry, t.wtxid)
    const tooHigh = maxFeeRate > 0 && fees['effective-feerate'] > maxFeeRate
    results.push(
      tooHigh
        ? { txid: t.txid, wtxid: t.wtxid, allowed: false, 'reject-reason': 'max-fee-exceeded' }
        : {
            txid: t.txid,
            wtxid: t.wtxid,
            allowed: true,
            vsize: sigopAdjustedVsize(result.entry),
            fees,
          },
    )
  }
  return results
}

export const PACKAGE_TOPOLOGY_ERROR =
  'package topology disallowed. not child-with-parents or parents depend on each other.'

/** submitpackage's shape rule: the last tx is the child, every other tx one of its parents, parents unrelated. */
export function isChildWithParents(txs: readonly PackageTx[]): boolean {
  const child = txs[txs.length - 1]
  if (!child) return false
  const childParents = new Set(parentIds(child.tx))
  const parents = txs.slice(0, -1)
  const parentSet = new Set(parents.map((p) => p.txid))
  return parents.every(
    (p) => childParents.has(p.txid) && parentIds(p.tx).every((id) => !parentSet.has(id)),
  )
}

/**
 * submitpackage: submits the txs in order (parents first); a tx already in the mempool counts as accepted.
 * After the first refusal the rest are not validated. `null` when the package shape is not allowed.
 */
export function submitPackage(
  sim: NetworkSim,
  txs: readonly PackageTx[],
): SubmitPackageResult | null {
  if (packageError(txs) || !isChildWithParents(txs)) return null
  const results: SubmitPackageResult['tx-results'] = {}
  const replaced: string[] = []
  let failed = false
  for (const t of txs) {
    if (failed) {
      results[t.wtxid] = { txid: t.txid, error: 'package-not-validated' }
      continue
    }
    const existing = sim.graph.get(t.txid)
    if (existing) {
      results[t.wtxid] = {
        txid: t.txid,
        vsize: sigopAdjustedVsize(existing),
        fees: { base: existing.fee / SATS_PER_BTC },
      }
      continue
    }
    const result = sim.accept(t.tx, t.raw, sim.nowS(), undefined, submissionPolicy(sim))
    if (!result.ok) {
      failed = true
      results[t.wtxid] = { txid: t.txid, error: result.error }
      continue
    }
    replaced.push(...result.conflicts.map((c) => c.txid))
    results[t.wtxid] = {
      txid: t.txid,
      vsize: sigopAdjustedVsize(result.entry),
      fees: feesOf(result.entry, t.wtxid),
    }
  }
  const answer: SubmitPackageResult = {
    package_msg: failed ? 'transaction failed' : 'success',
    'tx-results': results,
  }
  if (replaced.length > 0) answer['replaced-transactions'] = replaced
  return answer
}
