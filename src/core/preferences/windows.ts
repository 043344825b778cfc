// Time windows of the charts (spec §9 "Chart windows") and of the mining dashboard (reference's mining intervals).
import { MINING_INTERVALS } from '../api/mining'
import type { MiningInterval } from '../api/mining'

export const CHART_WINDOWS = [
  '2h',
  '24h',
  '3d',
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

export type ChartWindow = (typeof CHART_WINDOWS)[number]

/** The windows the mining endpoints accept (no 2h or 4y). */
export const MINING_WINDOWS: readonly MiningInterval[] = MINING_INTERVALS

export const DEFAULT_GRAPH_WINDOW: ChartWindow = '2h'
export const DEFAULT_MINING_WINDOW: MiningInterval = '1w'
