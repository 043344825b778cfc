import { describe, expect, it } from 'vitest'
import { etaMinutes, etaMs } from './eta'
import { parseTxRef, shortTxid } from './tx-id'

const TXID = 'AB'.repeat(32)

describe('parseTxRef', () => {
  it('accepts 64 hex (lower-cased) and txid:vout', () => {
    expect(parseTxRef(TXID)).toEqual({ txid: 'ab'.repeat(32) })
    expect(parseTxRef(`${TXID}:3`)).toEqual({ txid: 'ab'.repeat(32), vout: 3 })
  })

  it('rejects short, long, non-hex and bad vout values', () => {
    for (const bad of [
      '',
      'abc',
      'ab'.repeat(33),
      'zz'.repeat(32),
      `${TXID}:`,
      `${TXID}:x`,
      `${TXID}:-1`,
    ])
      expect(parseTxRef(bad)).toBeNull()
  })

  it('shortens for titles', () => {
    expect(shortTxid('0123456789abcdef'.repeat(4))).toBe('01234567…cdef')
  })
})

describe('ETA', () => {
  it('is (index + 1) block times plus the offset', () => {
    expect(etaMs({ blockIndex: 0, adjustedTimeAvgMs: 600_000 })).toBe(600_000)
    expect(etaMs({ blockIndex: 2, adjustedTimeAvgMs: 600_000, timeOffsetMs: -300_000 })).toBe(
      1_500_000,
    )
    expect(etaMinutes({ blockIndex: 1, adjustedTimeAvgMs: 30_000 })).toBe(1)
    expect(etaMinutes({ blockIndex: 5, adjustedTimeAvgMs: 570_000 })).toBe(57)
  })

  it('never says less than a minute', () => {
    expect(etaMs({ blockIndex: 0, adjustedTimeAvgMs: 10_000 })).toBe(60_000)
  })
})
