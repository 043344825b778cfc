import { describe, expect, it } from 'vitest'
import { t } from '../i18n'
import fixtures from './fixtures/filters.json'
import { flagMask, TX_FLAG_NAMES } from './flags'
import type { TxFlagName } from './flags'
import { FILTER_MODES, filterGroups, matchesFilter, TX_FILTERS } from './filters'
import type { FilterMode, TxFilterKey } from './filters'

describe('matchesFilter', () => {
  it.each(fixtures.valid)('$description', ({ flags, mask, mode, acc, match }) => {
    expect(matchesFilter(flags, flagMask(mask as TxFlagName[]), mode as FilterMode, acc)).toBe(
      match,
    )
  })
})

describe('filter modes', () => {
  it("are 'and' (All) and 'or' (Any) only (spec §4)", () => {
    expect(FILTER_MODES).toEqual(['and', 'or'])
  })
})

const keys = TX_FLAG_NAMES.filter((k): k is TxFilterKey => k in TX_FILTERS)

describe('TX_FILTERS', () => {
  const keysWhere = (pick: (key: TxFilterKey) => boolean): TxFilterKey[] => keys.filter(pick)

  it('has a filter for every flag of spec §3 and none for the wire-only annex bit', () => {
    expect(keys).toHaveLength(29)
    expect(Object.keys(TX_FILTERS)).not.toContain('annex')
    expect(filterGroups({ accelerator: true }).flatMap((g) => g.filters)).not.toContain('annex')
  })

  it('marks the reference "important" set', () => {
    expect(keysWhere((k) => TX_FILTERS[k].important)).toEqual([
      'rbf',
      'no_rbf',
      'nonstandard',
      'p2pk',
      'p2ms',
      'p2pkh',
      'p2sh',
      'p2wpkh',
      'p2wsh',
      'p2tr',
      'cpfp_parent',
      'cpfp_child',
      'replacement',
      'op_return',
      'inscription',
      'coinjoin',
    ])
  })

  it('marks the tx-page badges', () => {
    expect(keysWhere((k) => TX_FILTERS[k].txPage)).toEqual([
      'nonstandard',
      'p2pk',
      'p2ms',
      'op_return',
      'fake_pubkey',
      'inscription',
      'fake_scripthash',
      'coinjoin',
      'consolidation',
      'batch_payout',
    ])
  })

  it('groups rbf/no_rbf and v1/v2/v3 as toggles', () => {
    expect(keysWhere((k) => TX_FILTERS[k].toggle === 'rbf')).toEqual(['rbf', 'no_rbf'])
    expect(keysWhere((k) => TX_FILTERS[k].toggle === 'version')).toEqual(['v1', 'v2', 'v3'])
  })

  it('labels through the catalog', () => {
    expect(t(TX_FILTERS.p2ms.label)).toBe('Bare multisig')
    expect(t(TX_FILTERS.sighash_acp.label)).toBe('sighash_anyonecanpay')
    expect(t(TX_FILTERS.batch_payout.label)).toBe('Batch payment')
  })
})

describe('filterGroups', () => {
  it('lists six groups covering every filter but acceleration by default', () => {
    const groups = filterGroups()
    expect(groups.map((g) => t(g.label))).toEqual([
      'Features',
      'Address Types',
      'Behavior',
      'Data',
      'Heuristics',
      'Sighash Flags',
    ])
    expect(groups.flatMap((g) => g.filters).sort()).toEqual(
      keys.filter((k) => k !== 'acceleration').sort(),
    )
  })

  it('adds Accelerated with the accelerator and drops Non-Standard for the mempool-block overview', () => {
    const groups = filterGroups({ accelerator: true, excludeNonstandard: true })
    const all = groups.flatMap((g) => g.filters)
    expect(all).toContain('acceleration')
    expect(all).not.toContain('nonstandard')
    expect(groups[2]?.filters).toEqual(['cpfp_parent', 'cpfp_child', 'replacement', 'acceleration'])
  })
})
