// Mempool statistics samples (reference §3.6): one per minute, stored, downsampled per window on read.
import type { OptimizedStatistic, StatisticsInterval } from '../../core/wire'
import { FEE_LEVELS, feeBucket } from '../../core/wire'
// the same §3.4 buckets the widgets colour by
import type { NetworkSim } from './network-sim'
import { effectiveRateOf, type ProjectionIndex } from './projection-state'

export function takeSample(
  sim: NetworkSim,
  projection: ProjectionIndex | null,
  nowS: number,
): OptimizedStatistic {
  const vsizes = new Array<number>(FEE_LEVELS.length).fill(0)
  let count = 0
  for (const e of sim.graph.entries()) {
    const rate = effectiveRateOf(projection, e)
    const b = feeBucket(rate)
    vsizes[b] = (vsizes[b] ?? 0) + Math.round(e.vsize)
    if (rate > 0) count++
  }
  return {
    added: nowS,
    count,
    vbytes_per_second: sim.vBytesPerSecond(nowS),
    mempool_byte_weight: Math.round(sim.graph.totalVsize * 4),
    total_fee: sim.graph.totalFee,
    min_fee: sim.mempoolMinFee,
    vsizes,
  }
}

const WINDOW: Record<StatisticsInterval, { seconds: number; step: number }> = {
  '2h': { seconds: 7_200, step: 60 },
  '24h': { seconds: 86_400, step: 60 },
  '1w': { seconds: 604_800, step: 300 },
  '1m': { seconds: 2_592_000, step: 1_800 },
  '3m': { seconds: 7_776_000, step: 7_200 },
  '6m': { seconds: 15_552_000, step: 10_800 },
  '1y': { seconds: 31_536_000, step: 28_800 },
  '2y': { seconds: 63_072_000, step: 28_800 },
  '3y': { seconds: 94_608_000, step: 43_200 },
  '4y': { seconds: 126_144_000, step: 43_200 },
  all: { seconds: 1e12, step: 43_200 },
}

/** Newest first; samples averaged per window step. */
export function statistics(sim: NetworkSim, window: StatisticsInterval): OptimizedStatistic[] {
  const { seconds, step } = WINDOW[window]
  const rows = sim.store.statisticsSince(sim.nowS() - seconds)
  const groups = new Map<number, OptimizedStatistic[]>()
  for (const r of rows) {
    const key = Math.floor(r.added / step) * step
    const list = groups.get(key) ?? []
    list.push(JSON.parse(r.sample) as OptimizedStatistic)
    groups.set(key, list)
  }
  return [...groups.entries()].map(([key, list]) => {
    const mean = (f: (s: OptimizedStatistic) => number): number =>
      Math.round(list.reduce((a, s) => a + f(s), 0) / list.length)
    return {
      added: step === 60 ? Number(list[0]?.added ?? key) : key,
      count: mean((s) => s.count),
      vbytes_per_second: mean((s) => s.vbytes_per_second),
      mempool_byte_weight: mean((s) => s.mempool_byte_weight),
      total_fee: mean((s) => s.total_fee),
      min_fee: list[0]?.min_fee ?? 1,
      vsizes: FEE_LEVELS.map((_, i) => mean((s) => s.vsizes[i] ?? 0)),
    }
  })
}
