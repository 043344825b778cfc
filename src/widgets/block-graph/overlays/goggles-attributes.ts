// The goggles as element attributes: `filters` (comma list of filter keys) and `filter-mode` (and|or).
import { FILTER_MODES, TX_FLAG_NAMES, TX_FLAGS } from '../../../core'
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

// The filter keys are the flag names but the wire-only 'annex', in the order of core's TX_FILTERS. Read from
// the flags, not TX_FILTERS, so the filters' labels load with the panel and the tooltip, not with every
// graph element.
const FILTER_KEYS: readonly TxFilterKey[] = TX_FLAG_NAMES.filter(
  (key): key is TxFilterKey => key !== 'annex',
)
const isFilterKey = (key: string): key is TxFilterKey =>
  (FILTER_KEYS as readonly string[]).includes(key)

/** Attribute text → state; unknown keys are dropped, an unknown mode is 'and'. */
export function parseGoggles(filters?: string, mode?: string): GogglesState {
  let mask = 0n
  for (const key of (filters ?? '').split(',')) {
    const trimmed = key.trim()
    if (isFilterKey(trimmed)) mask |= TX_FLAGS[trimmed]
  }
  return { mask, mode: mode === 'or' ? 'or' : 'and' }
}

/** State → attribute text, keys in TX_FILTERS (= flag) order. */
export function gogglesToAttributes(state: GogglesState): {
  filters: string
  'filter-mode': FilterMode
} {
  const keys = FILTER_KEYS.filter((key) => (state.mask & TX_FLAGS[key]) !== 0n)
  return { filters: keys.join(','), 'filter-mode': state.mode }
}
