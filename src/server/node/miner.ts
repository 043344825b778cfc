// Mines the next block from the projected template, with a pool's small deviations (dropped, added and
// too-fresh txs, and the choices of pool-choices.ts) so that audits have something to report.
import type { BlockExtended, TransactionClassified } from '../../core/wire'
import { type TxFlagName, withFlags } from '../../core/wire'
import { assembleBlock, type AssembledBlock, type BlockTx } from '../chain/assemble'
import type { MempoolEntry } from '../mempool/entry'
import { pruneBelow } from '../db/prune'
import { POOLS, type PoolDef } from '../sim/pools'
import { MAX_BLOCK_WEIGHT_WU, COINBASE_RESERVE_WU } from '../template'
import { buildAudit } from './block-audit'
import { connectBlock } from './connect-block'
import type { NetworkSim } from './network-sim'
import { fullRbfBefore, poolPayout, prioritizeCheap, sigopHeavy } from './pool-choices'

export function pickPool(sim: NetworkSim): PoolDef {
  return POOLS[sim.rng.weighted(POOLS.map((p) => p.share))] as PoolDef
}

/** Flags of a tx in a block/template: static flags + cpfp relations among `members` + replacement. */
export function liveFlags(e: MempoolEntry, members: { has(txid: string): boolean }): number {
  const added: TxFlagName[] = []
  for (const p of e.parents) if (members.has(p)) added.push('cpfp_child')
  for (const c of e.children) if (members.has(c)) added.push('cpfp_parent')
  if (e.replacement) added.push('replacement')
  // Most txs gain nothing: skip the bigint round trip for them.
  return added.length === 0 ? e.flags : withFlags(e.flags, added)
}

export function mineBlock(sim: NetworkSim, timeS: number): BlockExtended {
  const projected = sim.engine.build()
  const template = projected[0]
  const rates = new Map<string, number>()
  const templateIds: string[] = template ? [...template.txids] : []
  templateIds.forEach((t, i) => rates.set(t, template?.rates[i] ?? 0))
  const templateSummary = summarizeTemplate(sim, templateIds, rates)
  const pool = pickPool(sim)
  const rng = sim.rng
  const rbf = rng.chance(0.3) ? fullRbfBefore(sim, templateIds, timeS) : null
  const sigop = rng.chance(0.25) ? sigopHeavy(sim, templateIds) : new Set<string>()
  const drop = new Set<string>([...sigop, ...(rbf ? [rbf.original] : [])])
  for (const txid of templateIds) {
    const e = sim.graph.get(txid)
    if (e && e.firstSeen > timeS - 3) drop.add(txid) // not yet propagated to the pool
  }
  if (templateIds.length > 0 && rng.chance(pool.deviation)) {
    const k = Math.max(1, Math.floor(templateIds.length * rng.next() * 0.02))
    for (let i = 0; i < k; i++) drop.add(rng.pick(templateIds))
  }
  for (const txid of [...drop]) for (const d of sim.graph.descendants(txid)) drop.add(d)
  const chosen = templateIds.filter((t) => !drop.has(t))
  // its parent, if any, is kept clear of the tail that may make room for it
  const payout = rng.chance(0.35)
    ? poolPayout(sim, pool, sim.chain.tipHeight + 1, new Set(chosen.slice(0, -50)))
    : null
  const room = MAX_BLOCK_WEIGHT_WU - COINBASE_RESERVE_WU - (payout?.tx.weight ?? 0)
  let weight = chosen.reduce((a, t) => a + (sim.graph.get(t)?.weight ?? 0), 0)
  // the payout's room comes from the template's tail (template order: a parent never comes after its child)
  while (weight > room && chosen.length > 0)
    weight -= sim.graph.get(chosen.pop() ?? '')?.weight ?? 0
  const chosenSet = new Set(chosen)
  const take = (txid: string): boolean => {
    const e = sim.graph.get(txid)
    if (!e || chosenSet.has(txid) || weight + e.weight > room) return false
    if ([...e.parents].some((p) => !chosenSet.has(p))) return false
    chosen.push(txid)
    chosenSet.add(txid)
    rates.set(txid, e.fee / e.vsize)
    weight += e.weight
    return true
  }
  if (rbf) take(rbf.replacement)
  const next = projected[1]
  if (next && (drop.size > 0 || rng.chance(0.3))) {
    for (let i = next.txids.length - 1, added = 0; i >= 0 && added < 5; i--) {
      const e = sim.graph.get(next.txids[i] as string)
      if (!e || e.parents.size > 0 || e.firstSeen > timeS - 3) continue
      if (weight + e.weight > room) break
      if (take(e.txid)) added++
    }
  }
  weight = fillFrom(sim, projected.slice(1), { chosen, chosenSet, rates, weight, timeS, room })
  const prioritized = rng.chance(pool.deviation)
    ? prioritizeCheap(sim, chosen, 0, rng.int(1, 3))
    : []
  const txs: BlockTx[] = chosen.map((txid) => {
    const e = sim.graph.get(txid) as MempoolEntry
    return {
      tx: e.tx,
      txid,
      fee: e.fee,
      weight: e.weight,
      size: e.size,
      sigops: e.sigops,
      flags: liveFlags(e, chosenSet),
      // a package rate holds only while the relatives that made it are in the block too
      rate: hasRelativeIn(e, chosenSet) ? (rates.get(txid) ?? e.fee / e.vsize) : e.fee / e.vsize,
      value: e.value,
      inValue: e.prevouts.reduce((a, p) => a + p.value, 0),
      firstSeen: e.firstSeen,
    }
  })
  if (payout?.first) txs.unshift(payout.tx)
  else if (payout) txs.push(payout.tx)
  const assembled = assembleOnTip(sim, pool, txs, timeS)
  const audit = template
    ? buildAudit({
        block: assembled.block,
        template: templateSummary,
        mined: txs.map((t) => t.txid),
        unseen: new Set(payout ? [payout.tx.txid] : []),
        sigop,
        fullrbf: new Set(rbf ? [rbf.original] : []),
        prioritized: [...(payout?.first ? [payout.tx.txid] : []), ...prioritized],
      })
    : null
  if (audit && template) {
    assembled.block.extras.matchRate = audit.matchRate
    assembled.block.extras.expectedFees = audit.expectedFees
    assembled.block.extras.expectedWeight = audit.expectedWeight
    const minedWeight = templateSummary
      .filter((t) => chosenSet.has(t.txid))
      .reduce((a, t) => a + t.vsize * 4, 0)
    assembled.block.extras.similarity = template.weight > 0 ? minedWeight / template.weight : 1
  }
  connectBlock(sim, assembled, txs, audit)
  pruneDeep(sim)
  return assembled.block
}

function hasRelativeIn(e: MempoolEntry, members: ReadonlySet<string>): boolean {
  for (const p of e.parents) if (members.has(p)) return true
  for (const c of e.children) if (members.has(c)) return true
  return false
}

/** The projected block as the audit keeps it, read before the pool's choices change the mempool. */
function summarizeTemplate(
  sim: NetworkSim,
  templateIds: readonly string[],
  rates: ReadonlyMap<string, number>,
): TransactionClassified[] {
  const templateSet = new Set(templateIds)
  return templateIds.map((txid) => {
    const e = sim.graph.get(txid) as MempoolEntry
    return {
      txid,
      fee: e.fee,
      vsize: e.vsize,
      value: e.value,
      rate: rates.get(txid) ?? 0,
      flags: liveFlags(e, templateSet),
      time: e.firstSeen,
    }
  })
}

/** Prunes what fell below the configured depth (nothing when pruning is off). */
export function pruneDeep(sim: NetworkSim): void {
  const depth = sim.config.pruneDepth
  if (depth > 0) pruneBelow(sim.store.db, sim.chain.tipHeight - depth + 1)
}

/**
 * Fills the room the dropped txs left with the best of the later projected blocks (as a miner's own template
 * would: a full block, not one short by what was too fresh to include). A tx goes in only after its
 * in-mempool parents. Returns the new weight.
 */
function fillFrom(
  sim: NetworkSim,
  later: readonly { txids: readonly string[] }[],
  block: {
    chosen: string[]
    chosenSet: Set<string>
    rates: Map<string, number>
    weight: number
    timeS: number
    room: number
  },
): number {
  const { room } = block
  let { weight } = block
  for (const projected of later) {
    for (const txid of projected.txids) {
      if (room - weight < 600) return weight
      const e = sim.graph.get(txid)
      if (!e || block.chosenSet.has(txid) || e.firstSeen > block.timeS - 3) continue
      if (weight + e.weight > room) continue
      if ([...e.parents].some((p) => !block.chosenSet.has(p))) continue
      block.chosen.push(txid)
      block.chosenSet.add(txid)
      block.rates.set(txid, e.fee / e.vsize)
      weight += e.weight
    }
  }
  return weight
}

/** A block on the current tip paying the pool's wallet, with the simulated miner's header choices. */
export function assembleOnTip(
  sim: NetworkSim,
  pool: PoolDef,
  txs: BlockTx[],
  timeS: number,
): AssembledBlock {
  const rng = sim.rng
  const tip = sim.chain.tip()
  const payoutKey = sim.wallets.wallets[sim.wallets.poolWallet.get(pool.uniqueId) ?? 0]?.keys[0]
  // tests only: the first block pays a key the test holds (no wallet owns it, so the sim never spends it)
  const testPayout = tip ? undefined : sim.config.testPayoutScript
  return assembleBlock({
    network: sim.network,
    height: sim.chain.tipHeight + 1,
    prevHash: tip ? tip.block.id : sim.chain.params.rootParent,
    timeS,
    bits: sim.chain.nextBits(),
    // version-rolling bits, as real miners set them
    version: sim.chain.params.versionBits | (rng.chance(0.4) ? rng.int(0, 0x1fff) << 13 : 0),
    nonce: rng.int(0, 0xffffffff),
    extranonce: rng.bytes(8),
    pool,
    payoutScript: testPayout ?? payoutKey?.script ?? new Uint8Array([0x6a]),
    txs,
    mediantime: sim.chain.medianTimePast(timeS),
  })
}
