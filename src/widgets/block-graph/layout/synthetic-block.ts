// Seeded synthetic blocks for the layout's tests and bench/70-block-graph.ts: vsizes shaped like
// mainnet (most 110–250 vB, a tail to 50 kvB) and log-uniform fee rates.
import type { LayoutTx } from './graph-layout'

/** A deterministic PRNG (mulberry32) in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed | 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function logUniform(random: () => number, low: number, high: number): number {
  return low * Math.exp(random() * Math.log(high / low))
}

/** One tx: 'block' = a full mined or next block; 'stack' = the deep last projected block, tiny and cheap. */
export function syntheticTx(random: () => number, kind: 'block' | 'stack' = 'block'): LayoutTx {
  const pick = random()
  const tail = kind === 'stack' ? 0.95 : 0.85
  let vsize: number
  if (pick < tail) vsize = 110 + random() * 140
  else if (pick < 0.97) vsize = logUniform(random, 250, 1_000)
  else if (pick < 0.997 || kind === 'stack') vsize = logUniform(random, 1_000, 5_000)
  else vsize = logUniform(random, 5_000, 50_000)
  const rate = kind === 'stack' ? logUniform(random, 1, 3) : logUniform(random, 1, 200)
  return { vsize: Math.round(vsize * 4) / 4, rate: Math.round(rate * 100) / 100 }
}

export function syntheticBlock(
  count: number,
  seed: number,
  kind: 'block' | 'stack' = 'block',
): LayoutTx[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => syntheticTx(random, kind))
}
