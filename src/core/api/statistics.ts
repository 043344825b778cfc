// Mempool statistics samples (reference §2.3 Statistics, §3.6); WS `live-2h-chart` carries one.

/** The windows `/api/v1/statistics/{window}` accepts, shortest first. */
export const STATISTICS_INTERVALS = [
  '2h',
  '24h',
  '1w',
  '1m',
  '3m',
  '6m',
  '1y',
  '2y',
  '3y',
  '4y',
  'all',
] as const
export type StatisticsInterval = (typeof STATISTICS_INTERVALS)[number]

export interface OptimizedStatistic {
  /** Unix s (older servers: ISO string). */
  added: number | string
  /** Unconfirmed tx count. */
  count: number
  /** vB/s. */
  vbytes_per_second: number
  /** Total vsize × 4. */
  mempool_byte_weight: number
  /** Sats. */
  total_fee: number
  /** sat/vB. */
  min_fee: number
  /** vB per fee bucket (§3.4 feeLevels, 39 buckets; older servers send 38). */
  vsizes: number[]
}
