// Transaction filters ("goggles"): per-flag UI attributes, the menu groups, and mask matching.
import type { MessageDescriptor } from '@formatjs/intl'
import { TX_FLAGS } from './flags'
import type { TxFlagName } from './flags'
import { filterGroupMessages, filterLabelMessages } from './filter-messages'

/**
 * The flags a filter exists for: every flag of spec §3 ("Transaction flags"). `annex` is a wire bit of the reference
 * (§3.1) that the spec's flag list and labels do not have, so it is decoded but never offered as a filter.
 */
export type TxFilterKey = Exclude<TxFlagName, 'annex'>

export interface TxFilter {
  readonly key: TxFilterKey
  readonly flag: bigint
  readonly label: MessageDescriptor
  /** Mutually exclusive toggle group: rbf/no_rbf and v1/v2/v3. */
  readonly toggle?: 'rbf' | 'version'
  /** Shown by default in the filter menu. */
  readonly important: boolean
  /** Listed in the block-overview tooltip when set. */
  readonly tooltip: boolean
  /** Shown as a badge on the transaction page. */
  readonly txPage: boolean
}

type Marks = Partial<Pick<TxFilter, 'toggle' | 'important' | 'tooltip' | 'txPage'>>

function define(key: TxFilterKey, marks: Marks = {}): TxFilter {
  return {
    key,
    flag: TX_FLAGS[key],
    label: filterLabelMessages[key],
    ...(marks.toggle ? { toggle: marks.toggle } : {}),
    important: marks.important ?? false,
    tooltip: marks.tooltip ?? false,
    txPage: marks.txPage ?? false,
  }
}

const I = { important: true } as const
const TIP = { tooltip: true } as const
const PAGE = { txPage: true } as const

export const TX_FILTERS: Readonly<Record<TxFilterKey, TxFilter>> = {
  rbf: define('rbf', { toggle: 'rbf', ...I }),
  no_rbf: define('no_rbf', { toggle: 'rbf', ...I }),
  v1: define('v1', { toggle: 'version' }),
  v2: define('v2', { toggle: 'version' }),
  v3: define('v3', { toggle: 'version' }),
  nonstandard: define('nonstandard', { ...I, ...PAGE }),
  p2pk: define('p2pk', { ...I, ...PAGE }),
  p2ms: define('p2ms', { ...I, ...PAGE }),
  p2pkh: define('p2pkh', I),
  p2sh: define('p2sh', I),
  p2wpkh: define('p2wpkh', I),
  p2wsh: define('p2wsh', I),
  p2tr: define('p2tr', I),
  cpfp_parent: define('cpfp_parent', { ...I, ...TIP }),
  cpfp_child: define('cpfp_child', { ...I, ...TIP }),
  replacement: define('replacement', { ...I, ...TIP }),
  acceleration: define('acceleration', TIP),
  op_return: define('op_return', { ...I, ...TIP, ...PAGE }),
  fake_pubkey: define('fake_pubkey', { ...TIP, ...PAGE }),
  inscription: define('inscription', { ...I, ...TIP, ...PAGE }),
  fake_scripthash: define('fake_scripthash', { ...TIP, ...PAGE }),
  coinjoin: define('coinjoin', { ...I, ...TIP, ...PAGE }),
  consolidation: define('consolidation', { ...TIP, ...PAGE }),
  batch_payout: define('batch_payout', { ...TIP, ...PAGE }),
  sighash_all: define('sighash_all'),
  sighash_none: define('sighash_none'),
  sighash_single: define('sighash_single'),
  sighash_default: define('sighash_default'),
  sighash_acp: define('sighash_acp'),
}

export interface TxFilterGroup {
  readonly label: MessageDescriptor
  readonly filters: readonly TxFilterKey[]
}

export interface FilterGroupOptions {
  /** The "Accelerated" filter exists only where the accelerator is enabled. */
  readonly accelerator?: boolean
  /** The mempool-block overview leaves "Non-Standard" out of its menu. */
  readonly excludeNonstandard?: boolean
}

/** The filter menu, group by group, in display order. */
export function filterGroups(options: FilterGroupOptions = {}): TxFilterGroup[] {
  const features: TxFilterKey[] = ['rbf', 'no_rbf', 'v1', 'v2', 'v3']
  if (!options.excludeNonstandard) features.push('nonstandard')
  const behavior: TxFilterKey[] = ['cpfp_parent', 'cpfp_child', 'replacement']
  if (options.accelerator) behavior.push('acceleration')
  return [
    { label: filterGroupMessages.features, filters: features },
    {
      label: filterGroupMessages.addressTypes,
      filters: ['p2pk', 'p2ms', 'p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr'],
    },
    { label: filterGroupMessages.behavior, filters: behavior },
    {
      label: filterGroupMessages.data,
      filters: ['op_return', 'fake_pubkey', 'inscription', 'fake_scripthash'],
    },
    {
      label: filterGroupMessages.heuristics,
      filters: ['coinjoin', 'consolidation', 'batch_payout'],
    },
    {
      label: filterGroupMessages.sighash,
      filters: ['sighash_all', 'sighash_none', 'sighash_single', 'sighash_default', 'sighash_acp'],
    },
  ]
}

// Matching lives in its own module so code that only matches (the graph's colours, the goggles attributes)
// does not carry the filters' labels and groups.
export { FILTER_MODES, matchesFilter } from './filter-match'
export type { FilterMode } from './filter-match'
