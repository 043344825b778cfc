// CPFP relatives, projected positions and track-tx info of mempool transactions.
import type { CpfpAncestor, CpfpInfo, TxPosition, TxTrackingInfo } from '../../core/wire'
import { TX_CONFIRMED, TX_REMOVED } from '../db/network-store'
import { adjustedVsize, feeRate, type MempoolEntry } from '../mempool/entry'
import type { NetworkSim } from './network-sim'
import { effectiveRateOf, type ProjectionIndex } from './projection-state'

function asAncestor(e: MempoolEntry): CpfpAncestor {
  return { txid: e.txid, fee: e.fee, weight: e.weight }
}

export function cpfpInfo(
  sim: NetworkSim,
  txid: string,
  projection: ProjectionIndex | null,
): CpfpInfo | null {
  const e = sim.graph.get(txid)
  if (!e) {
    const row = sim.store.getTx(txid)
    return row && row.state === TX_CONFIRMED ? { ancestors: [] } : null
  }
  const ancestors = [...sim.graph.ancestors(txid)]
    .map((t) => sim.graph.get(t))
    .filter((x): x is MempoolEntry => !!x)
  const descendants = [...sim.graph.descendants(txid)]
    .map((t) => sim.graph.get(t))
    .filter((x): x is MempoolEntry => !!x)
  let best: MempoolEntry | null = null
  for (const d of descendants) if (!best || d.fee / d.weight > best.fee / best.weight) best = d
  const ownRate = feeRate(e)
  return {
    ancestors: ancestors.map(asAncestor),
    bestDescendant: best && best.fee / best.vsize > ownRate ? asAncestor(best) : null,
    descendants: descendants.map(asAncestor),
    effectiveFeePerVsize: effectiveRateOf(projection, e),
    sigops: e.sigops,
    fee: e.fee,
    adjustedVsize: adjustedVsize(e),
  }
}

export function txPosition(
  sim: NetworkSim,
  txid: string,
  projection: ProjectionIndex | null,
): TxPosition | null {
  const where = projection?.at.get(txid)
  const e = sim.graph.get(txid)
  if (!where || !e || !projection) return null
  const vsize = projection.blocks[where.block]?.positions[where.i] ?? 0
  const position: TxPosition = { txid, position: { block: where.block, vsize } }
  if (e.parents.size > 0 || e.children.size > 0) {
    const cpfp = cpfpInfo(sim, txid, projection)
    if (cpfp) position.cpfp = cpfp
  }
  return position
}

export function trackingInfo(
  sim: NetworkSim,
  txid: string,
  projection: ProjectionIndex | null,
): TxTrackingInfo | null {
  if (sim.graph.has(txid)) {
    const pos = txPosition(sim, txid, projection)
    const info: TxTrackingInfo = {}
    if (pos) info.position = pos.position
    if (pos?.cpfp) info.cpfp = pos.cpfp
    return info
  }
  const row = sim.store.getTx(txid)
  if (!row) return null
  if (row.state === TX_CONFIRMED) return { confirmed: true }
  if (row.state === TX_REMOVED) {
    const by = sim.store.replacedBy(txid)
    return by
      ? { replacedBy: latestReplacement(sim, by.replaced_by), confirmed: false }
      : { confirmed: false }
  }
  return null
}

/** Follows replaced_by links to the newest version. */
export function latestReplacement(sim: NetworkSim, txid: string): string {
  let current = txid
  for (let i = 0; i < 100; i++) {
    const next = sim.store.replacedBy(current)
    if (!next) break
    current = next.replaced_by
  }
  return current
}
