// What a pool does differently from the projected template, so audits show every status a real one shows: a
// full-RBF replacement it heard of first, txs its stricter sigop accounting skips, its own payout that nobody
// saw before the block, and a few cheap txs it was paid out of band to put first.
import type { BlockTx } from '../chain/assemble'
import { isMatureCoinbase } from '../chain/maturity'
import { claimDirectTx } from '../sim/direct-tx'
import type { PoolDef } from '../sim/pools'
import { makeScenario } from '../sim/scenarios'
import { buildTx, type TxSpec } from '../sim/tx-builder'
import { type OwnedUtxo, UtxoPool } from '../sim/utxo-pool'
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

/** What the payout scenario needs in its first coin. */
const PAYOUT_MIN_SATS = 5_000_000

/**
 * The pool's own payout to its miners, built straight into its block at a token fee rate, from the pool's
 * wallet: a mature coin when the economy left one (the payout then goes first in the block), or the change of
 * one of its txs in this block (`parentsInBlock`; the payout then goes after it, at the end).
 */
export function poolPayout(
  sim: NetworkSim,
  pool: PoolDef,
  height: number,
  parentsInBlock: ReadonlySet<string>,
): { tx: BlockTx; first: boolean } | null {
  const usable = (wallet: number): OwnedUtxo[] =>
    sim.pool
      .ofWallet(wallet)
      .filter((u) => u.value >= PAYOUT_MIN_SATS)
      .filter((u) =>
        u.height === null
          ? parentsInBlock.has(u.txid)
          : !u.coinbase || isMatureCoinbase(u.height, height),
      )
  // the economy spends most pool coins as soon as they mature: when the pool has none left, it pays out
  // with another pool's (the payout is still one nobody saw before the block)
  const own = usable(sim.wallets.poolWallet.get(pool.uniqueId) ?? -1)
  const coins = own.length > 0 ? own : [...sim.wallets.poolWallet.values()].flatMap(usable)
  // only these coins are on offer to the payout scenario
  const offered = new UtxoPool(() => 'pool')
  for (const u of coins) offered.add(u)
  const spec = makeScenario('payout', {
    rng: sim.rng,
    pool: offered,
    wallets: sim.wallets,
    feeRate: 1 + sim.rng.next(),
    allowUnconfirmed: true,
    spendHeight: height,
  })
  const built = spec ? buildTx(spec, sim.rng) : null
  if (!spec || !built) return null
  return {
    tx: claimDirectTx(sim, spec, built, height, undefined),
    first: spec.inputs.every((u) => u.height !== null),
  }
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
