import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/flags.json'
import {
  TX_FLAGS,
  TX_FLAG_NAMES,
  flagMask,
  flagNames,
  hasFlag,
  scriptTypeFlag,
  toFlagBits,
  withFlags,
} from './flags'
import type { TxFlagName } from './flags'

describe('flagNames', () => {
  it.each(fixtures.valid)('$description', ({ flags, acc, names }) => {
    expect(flagNames(flags, acc)).toEqual(names)
    // The names rebuild the known part of the value exactly.
    expect(flagMask(names as TxFlagName[])).toBe(toFlagBits(flags, acc) & flagMask(TX_FLAG_NAMES))
  })

  it.each(fixtures.invalid)('rejects $description', ({ flags }) => {
    expect(() => flagNames(flags as unknown as number)).toThrow(RangeError)
  })

  it('accepts bigint input beyond 2^32 without truncation', () => {
    expect(flagNames(TX_FLAGS.sighash_acp | TX_FLAGS.rbf)).toEqual(['rbf', 'sighash_acp'])
  })
})

describe('flag table', () => {
  it('has 30 distinct single-bit flags up to bit 44', () => {
    const values = TX_FLAG_NAMES.map((name) => TX_FLAGS[name])
    expect(new Set(values).size).toBe(30)
    for (const value of values) expect(value & (value - 1n)).toBe(0n)
    expect(TX_FLAGS.sighash_acp).toBe(17592186044416n)
    expect(TX_FLAGS.acceleration).toBe(524288n)
  })

  it('hasFlag sees the acceleration bit only through acc', () => {
    expect(hasFlag(8, 'acceleration')).toBe(false)
    expect(hasFlag(8, 'acceleration', true)).toBe(true)
    expect(hasFlag(1099511645193, 'sighash_all')).toBe(true)
  })
})

describe('withFlags', () => {
  it('adds bits above 2^32 to a wire number without carrying into the next bit', () => {
    // v2 + p2wpkh, then cpfp_child and sighash_acp (bit 44) added; adding a set bit again changes nothing.
    const base = 8 + 4096
    const added = withFlags(base, ['cpfp_child', 'sighash_acp'])
    expect(added).toBe(base + 131072 + 17592186044416)
    expect(withFlags(added, ['cpfp_child'])).toBe(added)
    expect(flagNames(added)).toEqual(['v2', 'p2wpkh', 'cpfp_child', 'sighash_acp'])
  })

  it('returns the flags unchanged when no name is given', () => {
    expect(withFlags(1099511645193, [])).toBe(1099511645193)
  })
})

describe('scriptTypeFlag', () => {
  it.each([
    ['p2pk', 'p2pk'],
    ['multisig', 'p2ms'],
    ['p2pkh', 'p2pkh'],
    ['p2sh', 'p2sh'],
    ['v0_p2wpkh', 'p2wpkh'],
    ['v0_p2wsh', 'p2wsh'],
    ['v1_p2tr', 'p2tr'],
    ['op_return', 'op_return'],
  ])('%s → %s', (type, flag) => {
    expect(scriptTypeFlag(type)).toBe(flag)
  })

  it.each(['anchor', 'unknown', 'nonstandard', 'empty', 'toString', ''])('%s → none', (type) => {
    expect(scriptTypeFlag(type)).toBeNull()
  })
})
