// Mined-block fee statistics (reference §3.7, the 7-entry form): percentiles by count over effective
// rates, min/max heuristics from the block's ends, and a weight-window median in a 4,000,000 WU block.
export interface RatedTx {
  /** sat/vB, effective (package-aware). */
  rate: number
  /** WU. */
  weight: number
}

const BLOCK_WU = 4_000_000
const HALF_WINDOW_WU = 5_000

/** `txs` in block order WITHOUT the coinbase. */
export function blockFeeStats(txs: readonly RatedTx[]): { medianFee: number; feeRange: number[] } {
  if (txs.length <= 1) return { medianFee: 0, feeRange: [0, 0, 0, 0, 0, 0, 0] }
  const sorted = txs.map((t) => t.rate).sort((a, b) => a - b)
  const n = sorted.length
  const p = (pct: number): number => sorted[Math.floor(((n - 1) * pct) / 100)] ?? 0
  const edge = Math.max(1, Math.floor(n * 0.02))
  let lowTail = Infinity
  for (let i = n - edge; i < n; i++) lowTail = Math.min(lowTail, txs[i]?.rate ?? Infinity)
  let highHead = 0
  for (let i = 0; i < edge; i++) highHead = Math.max(highHead, txs[i]?.rate ?? 0)
  const feeRange = [Math.min(p(1), lowTail), p(10), p(25), p(50), p(75), p(90), Math.max(p(99), highHead)]
  return { medianFee: weightWindowMedian(txs), feeRange }
}

/** Weight-weighted average rate inside [2,000,000 ± 5,000] WU, unused space counted as rate 0 at the bottom. */
export function weightWindowMedian(txs: readonly RatedTx[]): number {
  const byRate = [...txs].sort((a, b) => a.rate - b.rate)
  const used = byRate.reduce((a, t) => a + t.weight, 0)
  let cursor = Math.max(0, BLOCK_WU - used)
  const lo = BLOCK_WU / 2 - HALF_WINDOW_WU
  const hi = BLOCK_WU / 2 + HALF_WINDOW_WU
  let sum = 0
  let covered = Math.max(0, Math.min(cursor, hi) - lo)
  for (const t of byRate) {
    const start = cursor
    const end = cursor + t.weight
    cursor = end
    const overlap = Math.min(end, hi) - Math.max(start, lo)
    if (overlap > 0) {
      sum += overlap * t.rate
      covered += overlap
    }
    if (start >= hi) break
  }
  return covered > 0 ? sum / (hi - lo) : 0
}

/** Absolute fee percentiles [0,10,25,50,75,90,100] in sats (Core getblockstats feerate_percentiles style, by count). */
export function feePercentiles(fees: readonly number[]): number[] {
  if (fees.length === 0) return [0, 0, 0, 0, 0, 0, 0]
  const sorted = [...fees].sort((a, b) => a - b)
  const n = sorted.length
  return [0, 10, 25, 50, 75, 90, 100].map((pct) => sorted[Math.floor(((n - 1) * pct) / 100)] ?? 0)
}
