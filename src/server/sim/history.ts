// The light part of the first-start history: blocks built straight from generated transactions (no mempool),
// written in batches, yielding to the event loop between batches.
import type { BlockTx } from '../chain/assemble'
import { connectBlock } from '../node/connect-block'
import { assembleOnTip, pickPool } from '../node/miner'
import type { NetworkSim } from '../node/network-sim'
import { MAX_BLOCK_WEIGHT_WU, COINBASE_RESERVE_WU } from '../template'
import { claimDirectTx } from './direct-tx'
import { withPackageRates } from './light-packages'
import { dailyFactor, demandRatio, sampleFeeRate, sampleMinedFeeRate } from './fee-market'
import { makeScenario, pickScenario } from './scenarios'
import { buildTx } from './tx-builder'

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Block times (unix s) for `count` blocks ending at `endS`, exponential gaps with the configured mean. */
export function historyTimes(sim: NetworkSim, count: number, endS: number): number[] {
  const rng = sim.rng.fork('history-times')
  const gaps = Array.from({ length: count }, () =>
    Math.max(1, Math.round(rng.exp(sim.config.intervalS))),
  )
  const times: number[] = []
  let t = endS
  for (let i = count - 1; i >= 0; i--) {
    times[i] = t
    t -= gaps[i] as number
  }
  return times
}

/** How a light block is filled: deep history is sparse, the recent blocks carry what live blocks carry. */
export interface LightFill {
  /** Mean txs of the block (varied ±50 % and by time of day). */
  meanTxs: number
  /** Fee rates of txs that made it into a full block (the cheapest arrivals wait). */
  mined: boolean
}

/** The fill of the last history blocks: the arrivals of one block interval, up to a full block. */
export function recentFill(sim: NetworkSim): LightFill {
  const { txRate, intervalS } = sim.config
  return { meanTxs: txRate * intervalS, mined: demandRatio(txRate, intervalS) >= 1 }
}

export function deepFill(sim: NetworkSim): LightFill {
  return { meanTxs: sim.config.historyTxsPerBlock, mined: false }
}

/** Room for txs in a block: the weight limit less the coinbase's reserve. */
const TX_WEIGHT_ROOM = MAX_BLOCK_WEIGHT_WU - COINBASE_RESERVE_WU

/**
 * Generates the txs of one light block, updating wallet utxo ownership as they are made. Coinbase outputs are
 * picked only once mature (100 blocks), and the simulated wallets are funded by coinbases alone, so the first
 * ~100 blocks of a history carry only their coinbase: as on a real new chain, no pre-chain allocation is needed
 * and every spend the explorer shows is valid. Such blocks cost ~3 ms each (measured), so tests simply ask for
 * 100 more blocks of history. A block never exceeds the weight limit.
 */
export function lightBlockTxs(
  sim: NetworkSim,
  height: number,
  timeS: number,
  fill: LightFill = deepFill(sim),
): BlockTx[] {
  const rng = sim.rng
  const target = Math.max(0, Math.round(fill.meanTxs * dailyFactor(timeS) * (0.5 + rng.next())))
  const txs: BlockTx[] = []
  let weight = 0
  let overflows = 0
  for (let attempt = 0; txs.length < target && attempt < target * 3 && overflows < 20; attempt++) {
    const scenario = txs.length === 0 && rng.chance(0.6) ? 'payout' : pickScenario(rng)
    const spec = makeScenario(scenario, {
      rng,
      pool: sim.pool,
      wallets: sim.wallets,
      feeRate: fill.mined ? sampleMinedFeeRate(rng, timeS) : sampleFeeRate(rng, timeS, 1),
      allowUnconfirmed: true,
      spendHeight: height,
    })
    if (!spec) continue
    const built = buildTx(spec, rng)
    if (!built) continue
    const txWeight = built.tx.weight()
    if (weight + txWeight > TX_WEIGHT_ROOM) {
      overflows++
      continue
    }
    weight += txWeight
    txs.push(claimDirectTx(sim, spec, built, height, timeS - rng.int(30, 3_000)))
  }
  return byFallingRate(withPackageRates(txs))
}

/**
 * Orders a block's txs as a miner's template would (highest rate first) without putting a child before its
 * parent: a child's sort key is capped by its parent's, and ties keep generation order (parents first).
 */
export function byFallingRate(txs: BlockTx[]): BlockTx[] {
  const keyOf = new Map<string, number>()
  const keyed = txs.map((t, i) => {
    let key = t.rate
    for (const input of t.tx.ins) {
      const parentKey = keyOf.get(Buffer.from(input.hash).reverse().toString('hex'))
      if (parentKey !== undefined) key = Math.min(key, parentKey)
    }
    keyOf.set(t.txid, key)
    return { t, key, i }
  })
  keyed.sort((a, b) => b.key - a.key || a.i - b.i)
  return keyed.map((k) => k.t)
}

/**
 * Builds `times.length` light blocks on top of the current tip, the last `recent` of them as full as live
 * blocks: batches of about 25 sparse or 20,000 txs per SQLite transaction, reporting progress (0…1) after each.
 */
export async function buildLightHistory(
  sim: NetworkSim,
  times: readonly number[],
  recent: number,
  progress: (done: number) => void = () => {},
): Promise<void> {
  const firstRecent = times.length - recent
  const dense = recentFill(sim)
  const denseBatch = Math.max(1, Math.min(25, Math.round(20_000 / Math.max(1, dense.meanTxs))))
  for (let start = 0; start < times.length;) {
    const size = start >= firstRecent ? denseBatch : Math.min(25, firstRecent - start)
    const end = Math.min(times.length, start + size)
    sim.store.batch(() => {
      for (let i = start; i < end; i++)
        lightBlock(sim, times[i] as number, i >= firstRecent ? dense : deepFill(sim))
    })
    start = end
    progress(start / times.length)
    await yieldToLoop()
  }
}

function lightBlock(sim: NetworkSim, timeS: number, fill: LightFill): void {
  const txs = lightBlockTxs(sim, sim.chain.tipHeight + 1, timeS, fill)
  connectBlock(sim, assembleOnTip(sim, pickPool(sim), txs, timeS), txs, null)
}
