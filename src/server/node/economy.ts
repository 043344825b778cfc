// Live arrivals: new payments and the like, RBF bumps of earlier txs, CPFP children of stuck ones.
import {
  arrivalRate,
  backlogTarget,
  demandFactor,
  demandRatio,
  sampleFeeRate,
  spikeFactor,
  type FeeLadder,
} from '../sim/fee-market'
import { makeScenario, pickScenario } from '../sim/scenarios'
import { buildTx, type TxSpec } from '../sim/tx-builder'
import type { OwnedUtxo } from '../sim/utxo-pool'
import type { NetworkSim } from './network-sim'

/** The backlog (vB) this network's demand keeps waiting (0 when its blocks are not full on average). */
export function backlogTargetOf(sim: NetworkSim): number {
  return backlogTarget(
    demandRatio(sim.config.txRate, sim.config.intervalS),
    sim.config.backlogBlocks,
  )
}

/** Median rate of each projected block (template order is by falling score, so the middle tx's rate). */
export function feeLadder(sim: NetworkSim): FeeLadder {
  return sim.engine.build().map((b) => b.rates[Math.floor(b.rates.length / 2)] ?? 1)
}

/** Poisson-ish count of arrivals in (fromS, toS]. */
export function arrivalsBetween(sim: NetworkSim, fromS: number, toS: number): number {
  const spike = spikeFactor(sim.market, sim.rng, toS)
  const demand = demandFactor(sim.graph.totalVsize, backlogTargetOf(sim))
  const mean = arrivalRate(sim.config.txRate, toS, spike) * demand * Math.max(0, toS - fromS)
  let n = Math.floor(mean)
  if (sim.rng.next() < mean - n) n++
  return n
}

function submitSpec(sim: NetworkSim, spec: TxSpec, nowS: number): boolean {
  const built = buildTx(spec, sim.rng)
  if (!built) return false
  const raw = built.tx.toBuffer()
  return sim.accept(built.tx, raw, nowS, spec).ok
}

/** Bumps a random sim-made mempool tx (opt-in, or full-RBF when it did not signal). */
function rbfBump(sim: NetworkSim, nowS: number): boolean {
  if (sim.specs.size === 0) return false
  for (let t = 0; t < 6; t++) {
    const txid = sim.recentSpecs[Math.floor(sim.rng.next() * sim.recentSpecs.length)] ?? ''
    const spec = sim.specs.get(txid)
    const e = sim.graph.get(txid)
    if (!spec || !e || spec.changeIndex < 0 || spec.inscription) continue
    if (!spec.rbf && !sim.rng.chance(0.25)) continue
    const bumped: TxSpec = { ...spec, feeRate: (e.fee / e.vsize) * (1.25 + sim.rng.next() * 2) + 1 }
    if (submitSpec(sim, bumped, nowS)) return true
  }
  return false
}

/** Spends the unconfirmed change of a low-fee tx at a high rate (child pays for parent). */
function cpfpChild(sim: NetworkSim, nowS: number, marketRate: number): boolean {
  const u = sim.pool.pick(
    sim.rng,
    'user',
    (x: OwnedUtxo) => {
      if (x.height !== null || x.value < 20_000) return false
      const parent = sim.graph.get(x.txid)
      return !!parent && parent.fee / parent.vsize < marketRate
    },
    'unconfirmed',
  )
  if (!u) return false
  const key = u.key
  const spec: TxSpec = {
    version: 2,
    rbf: true,
    feeRate: marketRate * (2 + sim.rng.next() * 4),
    inputs: [u],
    outputs: [{ script: key.script, value: 0, key }],
    changeIndex: 0,
  }
  return submitSpec(sim, spec, nowS)
}

/**
 * Generates and submits `count` arrivals at time `nowS` (their first-seen times spread back over
 * `spreadS` seconds, for a backlog seeded at once).
 */
export function generateArrivals(sim: NetworkSim, count: number, nowS: number, spreadS = 0): void {
  const rng = sim.rng
  const spike = spikeFactor(sim.market, rng, nowS)
  // one template build per batch: what fee estimators would show during these seconds
  const ladder = count > 0 ? feeLadder(sim) : []
  sim.store.batch(() => {
    for (let i = 0; i < count; i++) {
      const seenS = spreadS > 0 ? nowS - Math.floor(rng.next() * spreadS) : nowS
      const feeRate = Math.max(sampleFeeRate(rng, nowS, spike, ladder), sim.mempoolMinFee)
      const r = rng.next()
      if (r < 0.04 && rbfBump(sim, seenS)) continue
      if (r < 0.08 && cpfpChild(sim, seenS, sampleFeeRate(rng, nowS, spike, ladder) + 2)) continue
      // a wallet whose confirmed coins are all in flight spends its unconfirmed change, as real ones do
      // (with a busy mempool most coins are): retries may, so arrivals keep their rate
      for (let attempt = 0; attempt < 5; attempt++) {
        const spec = makeScenario(pickScenario(rng), {
          rng,
          pool: sim.pool,
          wallets: sim.wallets,
          feeRate,
          allowUnconfirmed: attempt > 0 || rng.chance(0.15),
          spendHeight: sim.chain.tipHeight + 1,
        })
        if (spec && submitSpec(sim, spec, seenS)) break
      }
    }
  })
}

/** A backlog of cheap txs, as a mempool that has been running for a while would have. */
export function seedBacklog(sim: NetworkSim, count: number, nowS: number): void {
  const rng = sim.rng
  sim.store.batch(() => {
    for (let i = 0; i < count; i++) {
      const spec = makeScenario(pickScenario(rng), {
        rng,
        pool: sim.pool,
        wallets: sim.wallets,
        feeRate: 1 + rng.next() * 2.5,
        allowUnconfirmed: false,
        spendHeight: sim.chain.tipHeight + 1,
      })
      if (spec) submitSpec(sim, spec, nowS - rng.int(600, 36_000))
    }
  })
}
