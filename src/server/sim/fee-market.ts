// The simulated fee market: daily variation of arrivals and fee rates, and occasional fee spikes.
import type { Rng } from './prng'

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

/** Mean arrivals per second at this time. */
export function arrivalRate(baseTxPerS: number, timeS: number, spike: number): number {
  return baseTxPerS * dailyFactor(timeS) * (spike > 1 ? 1.8 : 1)
}

/** A tx's fee rate (sat/vB): a cheap floor crowd, a log-normal middle and an impatient tail. */
export function sampleFeeRate(rng: Rng, timeS: number, spike: number): number {
  const level = dailyFactor(timeS) * spike
  const r = rng.next()
  let rate: number
  if (r < 0.22) rate = 1 + rng.next() * 1.5
  else if (r < 0.9) rate = rng.logNormal(Math.log(3.5 * level), 0.7)
  else rate = rng.logNormal(Math.log(18 * level), 0.9)
  return Math.min(800, Math.max(1.01, Math.round(rate * 1000) / 1000))
}
