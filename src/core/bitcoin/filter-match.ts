// Goggles matching (spec §4 "Goggles filter"): the two modes and whether a tx's flags pass a mask. Kept apart
// from filters.ts (labels, groups) so matching alone stays small; filters.ts re-exports both.
import { toFlagBits } from './flags'

/** The two filter modes of spec §4 ("Goggles filter"): 'and' (All) and 'or' (Any). */
export const FILTER_MODES = ['and', 'or'] as const
export type FilterMode = (typeof FILTER_MODES)[number]

/**
 * Whether a tx with `flags` (plus the acceleration bit when `acc`) passes the selected `mask`:
 * and = has every selected flag; or = no selection or has any.
 */
export function matchesFilter(
  flags: number | bigint,
  mask: bigint,
  mode: FilterMode,
  acc = false,
): boolean {
  const common = toFlagBits(flags, acc) & mask
  switch (mode) {
    case 'and':
      return common === mask
    case 'or':
      return mask === 0n || common !== 0n
  }
}
