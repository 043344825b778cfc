// What a pool does differently from the projected template, so audits show every status a real one shows: a
// full-RBF replacement it heard of first, txs its stricter sigop accounting skips, its own payout that nobody
// saw before the block, and a few cheap txs it was paid out of band to put first.
import type { BlockTx } from '../chain/assemble'
import { claimDirectTx } from '../sim/direct-tx'
import { makeScenario } from '../sim/scenarios'
import { buildTx, type TxSpec } from '../sim/tx-builder'
import type { NetworkSim } from './network-sim'

/** Template txs whose sigop-adjusted size (5 vB per sigop cost unit, as Core counts) exceeds their vsize. */
export function sigopHeavy(sim: NetworkSim, templateIds: readonly string[]): Set<string> {
  const heavy = new Set<string>()
  for (const txid of templateIds) {
    const e = sim.graph.get(txid)
    if (e && e.sigops * 5 > e.vsize) heavy.add(txid)
  }
  return heavy
}

/**
 * Replaces a template tx that did not signal RBF, as a full-RBF node would, shortly before the block: the
 * original leaves the mempool and the replacement enters it. Returns both txids, or null when no candidate
 * (a tx the simulation made, without descendants) took the bump.
 */
export function fullRbfBefore(
  sim: NetworkSim,
  templateIds: readonly string[],
  timeS: number,
): { original: string; replacement: string } | null {
  for (let attempt = 0; attempt < 8 && templateIds.length > 0; attempt++) {
    const original = sim.rng.pick(templateIds as string[])
    const spec = sim.specs.get(original)
    const e = sim.graph.get(original)
    if (!spec || !e || spec.rbf || spec.changeIndex < 0 || spec.inscription) continue
    if (e.children.size > 0) continue
    const bumped: TxSpec = { ...spec, feeRate: (e.fee / e.vsize) * (1.2 + sim.rng.next()) + 1 }
    const built = buildTx(bumped, sim.rng)
    if (!built) continue
    const seenS = Math.max(e.firstSeen + 1, timeS - sim.rng.int(20, 150))
    if (!sim.accept(built.tx, built.tx.toBuffer(), seenS, bumped).ok) continue
    const replacement = built.tx.getId()
    if (sim.graph.has(original) || !sim.graph.has(replacement)) return null
    return { original, replacement }
  }
  return null
}

/** The pool's own payout to its miners, built straight into its block at a token fee rate. */
export function poolPayout(sim: NetworkSim, height: number): BlockTx | null {
  const spec = makeScenario('payout', {
    rng: sim.rng,
    pool: sim.pool,
    wallets: sim.wallets,
    feeRate: 1 + sim.rng.next(),
    allowUnconfirmed: false,
    spendHeight: height,
  })
  const built = spec ? buildTx(spec, sim.rng) : null
  return spec && built ? claimDirectTx(sim, spec, built, height, undefined) : null
}

/**
 * Moves up to `count` of the cheapest mined txs without in-block parents to the front of the block (after
 * `front` txs already there), as for txs a pool was paid to include out of band. Returns the moved txids.
 */
export function prioritizeCheap(
  sim: NetworkSim,
  chosen: string[],
  front: number,
  count: number,
): string[] {
  const inBlock = new Set(chosen)
  const cheap = chosen
    .slice(front)
    .map((txid) => sim.graph.get(txid))
    .filter((e) => e !== undefined && ![...e.parents].some((p) => inBlock.has(p)))
    .sort((a, b) => (a?.fee ?? 0) / (a?.vsize ?? 1) - (b?.fee ?? 0) / (b?.vsize ?? 1))
    .slice(0, count)
    .map((e) => e?.txid as string)
  const moved = new Set(cheap)
  const rest = chosen.filter((t) => !moved.has(t))
  chosen.splice(0, chosen.length, ...rest.slice(0, front), ...cheap, ...rest.slice(front))
  return cheap
}
