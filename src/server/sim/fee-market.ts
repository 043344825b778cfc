// The simulated fee market: daily variation of arrivals and fee rates, occasional fee spikes, and users who
// either pay what they like or pay what the projected blocks ask for the wait they accept (which is what
// grades a standing backlog into blocks of falling median fees, as on mainnet).
import type { Rng } from './prng'

/** Virtual size of a full block, vB. */
export const BLOCK_VSIZE = 1_000_000
/** Mean virtual size of a simulated mempool arrival, vB (measured over the scenario mix, RBF and CPFP). */
export const MEAN_TX_VSIZE = 250

export interface MarketState {
  /** Unix s until which a spike lasts (0 = none). */
  spikeUntil: number
  /** Fee and arrival multiplier during the spike. */
  spikeFactor: number
  /** Unix s of the last spike decision. */
  lastCheck: number
}

export function newMarket(): MarketState {
  return { spikeUntil: 0, spikeFactor: 1, lastCheck: 0 }
}

/** 0.65 … 1.35 over a UTC day (busiest mid-afternoon UTC). */
export function dailyFactor(timeS: number): number {
  const day = (timeS % 86_400) / 86_400
  return 1 + 0.35 * Math.sin(2 * Math.PI * (day - 0.35))
}

/** Starts a spike now and then (about 1 % per simulated 10 minutes) and reports the current multiplier. */
export function spikeFactor(market: MarketState, rng: Rng, timeS: number): number {
  while (market.lastCheck + 600 <= timeS) {
    market.lastCheck = market.lastCheck === 0 ? timeS : market.lastCheck + 600
    if (market.spikeUntil < market.lastCheck && rng.chance(0.012)) {
      market.spikeUntil = market.lastCheck + rng.int(1_200, 4_800)
      market.spikeFactor = 3 + rng.next() * 7
    }
  }
  return timeS < market.spikeUntil ? market.spikeFactor : 1
}

/** Arriving vB per block interval over a block's vB: above 1 the network is congested. */
export function demandRatio(txRate: number, intervalS: number): number {
  return (txRate * intervalS * MEAN_TX_VSIZE) / BLOCK_VSIZE
}

/**
 * The backlog (vB) a congested network keeps waiting (`blocks` full blocks; mainnet on a busy day has a
 * dozen or more). 0 when blocks are not full on average: then the mempool simply clears.
 */
export function backlogTarget(ratio: number, blocks: number): number {
  return ratio >= 1 ? blocks * BLOCK_VSIZE : 0
}

/**
 * Users defer cheap payments when the backlog is long and send more when it is short: arrivals are scaled
 * by 0.5 … 2 towards the target, so the backlog stands through the quiet hours without growing for ever
 * in the busy ones (it swings between about 0.7 and 1.2 times the target over a day).
 */
export function demandFactor(backlogVsize: number, target: number): number {
  if (target <= 0) return 1
  return Math.min(2, Math.max(0.5, 1 + 1.5 * (1 - backlogVsize / target)))
}

/** Mean arrivals per second at this time. */
export function arrivalRate(baseTxPerS: number, timeS: number, spike: number): number {
  return baseTxPerS * dailyFactor(timeS) * (spike > 1 ? 1.8 : 1)
}

/** Median fee rates (sat/vB) of the projected blocks, next block first: what a wallet's estimator sees. */
export type FeeLadder = readonly number[]

/**
 * Which projected block a fee-targeting user aims at (next block, ~30 min, ~1 h, a few hours) and the rate a
 * fee estimator would quote for it on an ordinary day (sat/vB, scaled by the daily level): users bid between
 * the current median of that block and this quote, so the ladder of projected blocks keeps its steps instead
 * of drifting up or down with its own noise.
 */
const TARGETS: { block: number; weight: number; quote: number }[] = [
  { block: 0, weight: 30, quote: 16 },
  { block: 1, weight: 20, quote: 7 },
  { block: 2, weight: 15, quote: 4.5 },
  { block: 3, weight: 10, quote: 3.2 },
  { block: 5, weight: 15, quote: 2.3 },
  { block: 7, weight: 10, quote: 1.6 },
]

/** Fee level of a busy day over an ordinary one: medians of 10–25 sat/vB, steps of a few sat/vB per block. */
const BUSY_DAY = 2

function exogenousRate(rng: Rng, level: number): number {
  const r = rng.next()
  if (r < 0.25) return 1 + rng.next() * 2 // the no-hurry crowd
  if (r < 0.9) return rng.logNormal(Math.log(10 * level), 0.4)
  return rng.logNormal(Math.log(25 * level), 0.7) // the impatient tail
}

/**
 * A tx's fee rate (sat/vB). Without a ladder (an empty mempool, the light history) users pay what they like;
 * with one, 65 % of them bid for the projected block they aim at: between its median and the usual quote
 * (weighted 0.15 / 0.85), a little over for the next block (to be sure) and around it for later ones.
 */
export function sampleFeeRate(
  rng: Rng,
  timeS: number,
  spike: number,
  ladder: FeeLadder = [],
): number {
  const level = BUSY_DAY * dailyFactor(timeS) * spike
  let rate: number
  if (ladder.length > 0 && rng.chance(0.65)) {
    const target = TARGETS[rng.weighted(TARGETS.map((t) => t.weight))] as (typeof TARGETS)[number]
    const median = Math.max(1, ladder[Math.min(target.block, ladder.length - 1)] as number)
    const bid = median ** 0.15 * (target.quote * level) ** 0.85
    rate = bid * (target.block === 0 ? 1 + rng.next() * 0.25 : 0.93 + rng.next() * 0.14)
  } else rate = exogenousRate(rng, level)
  return Math.min(800, Math.max(1.01, Math.round(rate * 1000) / 1000))
}

/** A fee rate of a tx that made it into a full block: the cheapest arrivals of the day wait instead. */
export function sampleMinedFeeRate(rng: Rng, timeS: number): number {
  for (;;) {
    const rate = sampleFeeRate(rng, timeS, 1)
    if (rate >= 2.5 * dailyFactor(timeS) || rng.chance(0.1)) return rate
  }
}
