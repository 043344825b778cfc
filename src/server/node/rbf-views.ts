// Replacement history: RbfTree per tx, the latest trees, and the short replacement summaries.
import type { RbfResponse, RbfTree, ReplacementInfo } from '../../core/wire'
import { TX_CONFIRMED } from '../db/network-store'
import { decodeTx } from '../tx/to-wire'
import { latestReplacement } from './cpfp-views'
import type { NetworkSim } from './network-sim'

interface TxLite {
  fee: number
  vsize: number
  value: number
  time: number
  rbf: boolean
  mined: boolean
}

function lite(sim: NetworkSim, txid: string): TxLite | null {
  const e = sim.graph.get(txid)
  if (e)
    return {
      fee: e.fee,
      vsize: e.vsize,
      value: e.value,
      time: e.firstSeen,
      rbf: e.signalsRbf,
      mined: false,
    }
  const row = sim.store.getTx(txid)
  if (!row) return null
  const tx = decodeTx(row.raw)
  return {
    fee: row.fee,
    vsize: row.weight / 4,
    value: tx.outs.reduce((a, o) => a + Number(o.value), 0),
    time: row.first_seen,
    rbf: tx.ins.some((i) => i.sequence < 0xfffffffe),
    mined: row.state === TX_CONFIRMED,
  }
}

function node(sim: NetworkSim, txid: string, depth: number): RbfTree | null {
  const info = lite(sim, txid)
  if (!info) return null
  const replaces: RbfTree[] = []
  let fullRbf = false
  if (depth < 50) {
    for (const r of sim.store.replacesOf(txid)) {
      const child = node(sim, r.txid, depth + 1)
      if (!child) continue
      child.interval = info.time - child.time
      replaces.push(child)
      fullRbf = fullRbf || r.full_rbf === 1 || child.fullRbf
    }
  }
  const tree: RbfTree = {
    tx: {
      txid,
      fee: info.fee,
      vsize: info.vsize,
      value: info.value,
      rate: info.fee / info.vsize,
      time: info.time,
      rbf: info.rbf,
    },
    time: info.time,
    fullRbf,
    replaces,
  }
  if (info.mined) {
    tree.mined = true
    tree.tx.mined = true
  }
  return tree
}

/** The whole tree containing the tx (rooted at its newest version), or null if it never took part in RBF. */
export function rbfTree(sim: NetworkSim, txid: string): RbfTree | null {
  const involved = sim.store.replacedBy(txid) !== undefined || sim.store.replacesOf(txid).length > 0
  if (!involved) return null
  const tree = node(sim, latestReplacement(sim, txid), 0)
  if (tree) tree.tx.fullRbf = tree.fullRbf
  return tree
}

export function rbfResponse(sim: NetworkSim, txid: string): RbfResponse {
  const replaces = sim.store.replacesOf(txid).map((r) => r.txid)
  return { replacements: rbfTree(sim, txid), replaces: replaces.length > 0 ? replaces : null }
}

/** Newest replacement txids first, distinct trees. */
function latestRoots(sim: NetworkSim, limit: number): string[] {
  const roots: string[] = []
  for (const r of sim.store.latestReplacements(limit * 4)) {
    const root = latestReplacement(sim, r.replaced_by)
    if (!roots.includes(root)) roots.push(root)
    if (roots.length >= limit) break
  }
  return roots
}

export function replacements(sim: NetworkSim, fullRbfOnly = false): RbfTree[] {
  const trees = latestRoots(sim, fullRbfOnly ? 100 : 25)
    .map((t) => rbfTree(sim, t))
    .filter((t): t is RbfTree => t !== null && (!fullRbfOnly || t.fullRbf))
  return trees.slice(0, 25)
}

export function rbfSummary(sim: NetworkSim): ReplacementInfo[] {
  const out: ReplacementInfo[] = []
  const seen = new Set<string>()
  for (const r of sim.store.latestReplacements(60)) {
    if (seen.has(r.replaced_by)) continue
    seen.add(r.replaced_by)
    const newer = lite(sim, r.replaced_by)
    if (!newer) continue
    const olds = sim.store.replacesOf(r.replaced_by)
    let oldFee = 0
    let oldVsize = 0
    let fullRbf = false
    for (const o of olds) {
      const old = lite(sim, o.txid)
      if (old) {
        oldFee += old.fee
        oldVsize += old.vsize
      }
      fullRbf = fullRbf || o.full_rbf === 1
    }
    out.push({
      txid: r.replaced_by,
      mined: newer.mined,
      fullRbf,
      oldFee,
      oldVsize,
      newFee: newer.fee,
      newVsize: newer.vsize,
    })
    if (out.length >= 6) break
  }
  return out
}
