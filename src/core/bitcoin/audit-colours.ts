// Block-overview square colours: fee colours, their audit/marginal variants, and audit status → colour.
import { darken, desaturate, hexToRgba, withAlpha } from './colour'
import type { Rgba } from './colour'
import { feeColour } from './fee-palettes'
import type { FeePaletteName } from './fee-palettes'

export type AuditTheme = 'default' | 'contrast'

export const HOVER_COLOUR = '1bd8f4'
/** Searched or selected tx. */
export const HIGHLIGHT_COLOUR = '800080'

const AUDIT_BASES: Readonly<
  Record<AuditTheme, { censored: string; added: string; accelerated: string }>
> = {
  default: { censored: 'f344df', added: '0099ff', accelerated: '8f5ff6' },
  contrast: { censored: 'ffa8ff', added: '00bb98', accelerated: '8f5ff6' },
}

export interface AuditColours {
  readonly censored: Rgba
  readonly missing: Rgba
  readonly added: Rgba
  readonly added_prioritized: Rgba
  readonly prioritized: Rgba
  readonly accelerated: Rgba
}

export function auditColours(theme: AuditTheme): AuditColours {
  const base = AUDIT_BASES[theme]
  const censored = hexToRgba(base.censored)
  const added = hexToRgba(base.added)
  return {
    censored,
    missing: darken(desaturate(censored, 0.3), 0.7),
    added,
    added_prioritized: darken(desaturate(added, 0.15), 0.85),
    prioritized: darken(desaturate(added, 0.3), 0.7),
    accelerated: hexToRgba(base.accelerated),
  }
}

/** The fee palette's colour for a rate in sat/vB. */
export function feeRgba(rateSatPerVb: number, palette: FeePaletteName = 'default'): Rgba {
  return hexToRgba(feeColour(rateSatPerVb, palette))
}

/** Muted fee colour for txs matched by the audit ("found" in the projected view). */
export function feeAuditRgba(rateSatPerVb: number, palette: FeePaletteName = 'default'): Rgba {
  return darken(desaturate(feeRgba(rateSatPerVb, palette), 0.3), 0.9)
}

/** Strongly desaturated fee colour for txs that were left out with an excuse (sigop, rbf, selected…). */
export function feeMarginalRgba(rateSatPerVb: number, palette: FeePaletteName = 'default'): Rgba {
  return darken(desaturate(feeRgba(rateSatPerVb, palette), 0.8), 1.1)
}

export type TxAuditStatus =
  | 'found'
  | 'censored'
  | 'missing'
  | 'sigop'
  | 'rbf'
  | 'selected'
  | 'fresh'
  | 'freshcpfp'
  | 'added'
  | 'added_prioritized'
  | 'added_deprioritized'
  | 'prioritized'
  | 'deprioritized'
  | 'accelerated'
  | 'unmatched'

export interface TxColourContext {
  /** The tx's own fee / vsize in sat/vB (not the effective rate). */
  readonly feeRate: number
  readonly palette?: FeePaletteName
  readonly acc?: boolean
  readonly status?: TxAuditStatus
  readonly auditHighlighting?: boolean
  /** Which side of the audit is drawn: the template (projected) or the mined block (actual). */
  readonly view?: 'projected' | 'actual'
  /** True when the block drawn is a stale block. */
  readonly stale?: boolean
  /** False when the tx fails the active filter: same colour at opacity 0.2. */
  readonly matchesFilter?: boolean
}

/** Colour of one block-overview square. */
export function txColour(ctx: TxColourContext): Rgba {
  const colour = baseTxColour(ctx)
  return ctx.matchesFilter === false ? withAlpha(colour, 0.2) : colour
}

function baseTxColour(ctx: TxColourContext): Rgba {
  const palette = ctx.palette ?? 'default'
  const audit = auditColours(palette === 'contrast' ? 'contrast' : 'default')
  const fee = (): Rgba => feeRgba(ctx.feeRate, palette)
  if (!ctx.auditHighlighting) return ctx.acc ? audit.accelerated : fee()
  switch (ctx.status) {
    case 'censored':
      return audit.censored
    case 'missing':
    case 'sigop':
    case 'rbf':
    case 'selected':
      return feeMarginalRgba(ctx.feeRate, palette)
    case 'fresh':
    case 'freshcpfp':
      return audit.missing
    case 'added':
      return audit.added
    case 'added_prioritized':
    case 'added_deprioritized':
      return audit.added_prioritized
    case 'prioritized':
    case 'deprioritized':
      return audit.prioritized
    case 'accelerated':
      return audit.accelerated
    case 'found':
      return ctx.view === 'projected' ? feeAuditRgba(ctx.feeRate, palette) : fee()
    case 'unmatched':
      return ctx.stale ? audit.censored : audit.added
    default:
      return ctx.acc ? audit.accelerated : fee()
  }
}
