// The goggles as element attributes: `filters` (comma list of filter keys) and `filter-mode` (and|or).
import { FILTER_MODES, TX_FILTERS } from '../../../core'
import type { FilterMode, TxFilterKey } from '../../../core'
import type { AttributeSpec } from '../../internal/element-api'
import type { GogglesState } from '../graph-types'

/** Spread into every graph element's *.api.ts attribute table. */
export const gogglesAttributes = {
  filters: {
    type: 'string',
    description:
      'Goggles: comma-separated filter keys (e.g. `rbf,p2tr`); unknown keys are ignored. Empty = no filter.',
  },
  'filter-mode': {
    type: 'enum',
    values: FILTER_MODES,
    default: 'and',
    description: 'How the goggles combine filters: `and` (All) or `or` (Any).',
  },
} as const satisfies Record<string, AttributeSpec>

const isFilterKey = (key: string): key is TxFilterKey => Object.hasOwn(TX_FILTERS, key)

/** Attribute text → state; unknown keys are dropped, an unknown mode is 'and'. */
export function parseGoggles(filters?: string, mode?: string): GogglesState {
  let mask = 0n
  for (const key of (filters ?? '').split(',')) {
    const trimmed = key.trim()
    if (isFilterKey(trimmed)) mask |= TX_FILTERS[trimmed].flag
  }
  return { mask, mode: mode === 'or' ? 'or' : 'and' }
}

/** State → attribute text, keys in TX_FILTERS order. */
export function gogglesToAttributes(state: GogglesState): {
  filters: string
  'filter-mode': FilterMode
} {
  const keys = Object.values(TX_FILTERS)
    .filter((filter) => (state.mask & filter.flag) !== 0n)
    .map((filter) => filter.key)
  return { filters: keys.join(','), 'filter-mode': state.mode }
}
