// A chart window code ('2h', '1w', 'all') as the count and unit the settings message spells out.
import type { ChartWindow } from '../../core'

export function windowParts(window: ChartWindow): { count: number; unit: string } {
  const match = /^(\d+)([hdwmy])$/.exec(window)
  return match ? { count: Number(match[1]), unit: match[2] ?? 'all' } : { count: 0, unit: 'all' }
}
