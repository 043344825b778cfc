import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/audit-colours.json'
import {
  auditColours,
  auditColoursFrom,
  feeAuditRgba,
  feeAuditVariant,
  feeMarginalRgba,
  feeMarginalVariant,
  feeRgba,
  txColour,
  txColourRole,
} from './audit-colours'
import type { AuditTheme, AuditColours, TxAuditStatus } from './audit-colours'
import { darken, desaturate, hexToRgba, rgbaToHex, withAlpha } from './colour'

describe('colour helpers', () => {
  it('desaturates towards (r+g+b)/6', () => {
    const c = desaturate({ r: 0.6, g: 0.3, b: 0, a: 1 }, 0.5)
    // grey = 0.9 / 6 = 0.15
    expect(c.r).toBeCloseTo(0.375)
    expect(c.g).toBeCloseTo(0.225)
    expect(c.b).toBeCloseTo(0.075)
  })

  it('darkens, sets alpha and round-trips hex', () => {
    expect(darken({ r: 0.5, g: 1, b: 0.2, a: 0.7 }, 0.5)).toEqual({
      r: 0.25,
      g: 0.5,
      b: 0.1,
      a: 0.7,
    })
    expect(withAlpha(hexToRgba('#0099ff'), 0.2).a).toBe(0.2)
    expect(rgbaToHex(hexToRgba('#0099FF'))).toBe('0099ff')
    expect(rgbaToHex({ r: 1.2, g: -0.1, b: 0.5, a: 1 })).toBe('ff0080')
    expect(() => hexToRgba('09f')).toThrow()
  })
})

describe('audit colours', () => {
  it.each(fixtures.valid)('$description ≈ $hex', (row) => {
    const colour =
      row.kind === 'audit'
        ? feeAuditRgba(row.rate ?? 0, 'default')
        : row.kind === 'marginal'
          ? feeMarginalRgba(row.rate ?? 0, 'default')
          : auditColours((row.theme ?? 'default') as AuditTheme)[row.kind as keyof AuditColours]
    expect(rgbaToHex(colour)).toBe(row.hex)
  })
})

describe('txColour', () => {
  const hex = (
    status: TxAuditStatus | undefined,
    extra: Partial<Parameters<typeof txColour>[0]> = {},
  ): string =>
    rgbaToHex(
      txColour({ feeRate: 0.5, auditHighlighting: true, ...(status ? { status } : {}), ...extra }),
    )

  it('maps audit statuses to colours', () => {
    expect(hex('censored')).toBe('f344df')
    for (const s of ['missing', 'sigop', 'rbf', 'selected'] as const) expect(hex(s)).toBe('323a1f')
    expect(hex('fresh')).toBe('8a3480')
    expect(hex('freshcpfp')).toBe('8a3480')
    expect(hex('added')).toBe('0099ff')
    expect(hex('added_prioritized')).toBe('0977c1')
    expect(hex('added_deprioritized')).toBe('0977c1')
    expect(hex('prioritized')).toBe('0e598b')
    expect(hex('deprioritized')).toBe('0e598b')
    expect(hex('accelerated')).toBe('8f5ff6')
  })

  it('colours found by view and unmatched by staleness', () => {
    expect(hex('found', { view: 'projected' })).toBe('3f5809')
    expect(hex('found', { view: 'actual' })).toBe('557d00')
    expect(hex('unmatched', { stale: true })).toBe('f344df')
    expect(hex('unmatched')).toBe('0099ff')
  })

  it('falls back to accelerated or the fee colour', () => {
    expect(hex(undefined, { acc: true })).toBe('8f5ff6')
    expect(hex(undefined)).toBe('557d00')
    expect(hex('censored', { auditHighlighting: false })).toBe('557d00')
    expect(hex('censored', { auditHighlighting: false, acc: true })).toBe('8f5ff6')
  })

  it('uses the contrast audit colours with the contrast palette', () => {
    expect(hex('added', { palette: 'contrast' })).toBe('00bb98')
    expect(hex(undefined, { palette: 'contrast' })).toBe('0082e6')
  })

  it('fades txs that fail the filter to opacity 0.2 and keeps the colour', () => {
    const faded = txColour({ feeRate: 3, matchesFilter: false })
    expect(faded.a).toBe(0.2)
    expect(rgbaToHex(faded)).toBe(rgbaToHex(feeRgba(3)))
    expect(txColour({ feeRate: 3 }).a).toBe(1)
  })
})

describe('txColourRole and auditColoursFrom (colours supplied by a theme)', () => {
  it('names the role txColour draws, so a renderer can take the colours from elsewhere', () => {
    expect(txColourRole({ auditHighlighting: true, status: 'censored' })).toBe('censored')
    expect(txColourRole({ auditHighlighting: true, status: 'sigop' })).toBe('fee-marginal')
    expect(txColourRole({ auditHighlighting: true, status: 'found', view: 'projected' })).toBe(
      'fee-audit',
    )
    expect(txColourRole({ auditHighlighting: false, status: 'censored', acc: true })).toBe(
      'accelerated',
    )
    expect(txColourRole({ auditHighlighting: false, status: 'censored' })).toBe('fee')
  })

  it('derives the same audit colours from theme bases as from the built-in theme', () => {
    const derived = auditColoursFrom({
      censored: hexToRgba('f344df'),
      added: hexToRgba('0099ff'),
      accelerated: hexToRgba('8f5ff6'),
    })
    expect(rgbaToHex(derived.missing)).toBe(rgbaToHex(auditColours('default').missing))
    expect(rgbaToHex(derived.prioritized)).toBe('0e598b')
    expect(rgbaToHex(feeAuditVariant(hexToRgba('557d00')))).toBe(
      rgbaToHex(feeAuditRgba(1, 'default')),
    )
    expect(rgbaToHex(feeMarginalVariant(hexToRgba('557d00')))).toBe(
      rgbaToHex(feeMarginalRgba(1, 'default')),
    )
  })
})
