// Turning one goggles filter on or off (spec §4 "Goggles filter"): selecting a filter of a mutually
// exclusive toggle group (rbf/no_rbf, v1/v2/v3) deselects the others in that group.
import { TX_FILTERS } from '../../../core'
import type { TxFilterKey } from '../../../core'

/** The mask after clicking `key`: off if it was on, else on with its toggle-group siblings off. */
export function toggleFilter(mask: bigint, key: TxFilterKey): bigint {
  const filter = TX_FILTERS[key]
  if ((mask & filter.flag) !== 0n) return mask & ~filter.flag
  const siblings = filter.toggle
    ? Object.values(TX_FILTERS)
        .filter((other) => other.toggle === filter.toggle)
        .reduce((bits, other) => bits | other.flag, 0n)
    : 0n
  return (mask & ~siblings) | filter.flag
}
