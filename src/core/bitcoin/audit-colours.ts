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
  return auditColoursFrom({
    censored: hexToRgba(base.censored),
    added: hexToRgba(base.added),
    accelerated: hexToRgba(base.accelerated),
  })
}

/** The three audit colours every other one derives from (themes may supply their own). */
export interface AuditBases {
  readonly censored: Rgba
  readonly added: Rgba
  readonly accelerated: Rgba
}

/** Audit colours derived from their bases by the reference's rules (§3.5). */
export function auditColoursFrom({ censored, added, accelerated }: AuditBases): AuditColours {
  return {
    censored,
    missing: darken(desaturate(censored, 0.3), 0.7),
    added,
    added_prioritized: darken(desaturate(added, 0.15), 0.85),
    prioritized: darken(desaturate(added, 0.3), 0.7),
    accelerated,
  }
}

/** Muted variant of a fee colour ("found" txs in the projected view). */
export function feeAuditVariant(fee: Rgba): Rgba {
  return darken(desaturate(fee, 0.3), 0.9)
}

/** Strongly desaturated variant of a fee colour (left out with an excuse: sigop, rbf, selected…). */
export function feeMarginalVariant(fee: Rgba): Rgba {
  return darken(desaturate(fee, 0.8), 1.1)
}

/** The fee palette's colour for a rate in sat/vB. */
export function feeRgba(rateSatPerVb: number, palette: FeePaletteName = 'default'): Rgba {
  return hexToRgba(feeColour(rateSatPerVb, palette))
}

/** Muted fee colour for txs matched by the audit ("found" in the projected view). */
export function feeAuditRgba(rateSatPerVb: number, palette: FeePaletteName = 'default'): Rgba {
  return feeAuditVariant(feeRgba(rateSatPerVb, palette))
}

/** Strongly desaturated fee colour for txs that were left out with an excuse (sigop, rbf, selected…). */
export function feeMarginalRgba(rateSatPerVb: number, palette: FeePaletteName = 'default'): Rgba {
  return feeMarginalVariant(feeRgba(rateSatPerVb, palette))
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

/**
 * Which colour a square takes (§3.5), independent of where the colours come from: 'fee' and its 'fee-audit' /
 * 'fee-marginal' variants use the fee palette bucket of the tx's own rate; the rest are audit colours.
 */
export type TxColourRole = 'fee' | 'fee-audit' | 'fee-marginal' | keyof AuditColours

export type TxRoleContext = Pick<
  TxColourContext,
  'acc' | 'status' | 'auditHighlighting' | 'view' | 'stale'
>

export function txColourRole(ctx: TxRoleContext): TxColourRole {
  const plain = ctx.acc ? 'accelerated' : 'fee'
  if (!ctx.auditHighlighting) return plain
  switch (ctx.status) {
    case 'censored':
      return 'censored'
    case 'missing':
    case 'sigop':
    case 'rbf':
    case 'selected':
      return 'fee-marginal'
    case 'fresh':
    case 'freshcpfp':
      return 'missing'
    case 'added':
      return 'added'
    case 'added_prioritized':
    case 'added_deprioritized':
      return 'added_prioritized'
    case 'prioritized':
    case 'deprioritized':
      return 'prioritized'
    case 'accelerated':
      return 'accelerated'
    case 'found':
      return ctx.view === 'projected' ? 'fee-audit' : 'fee'
    case 'unmatched':
      return ctx.stale ? 'censored' : 'added'
    default:
      return plain
  }
}

function baseTxColour(ctx: TxColourContext): Rgba {
  const palette = ctx.palette ?? 'default'
  const role = txColourRole(ctx)
  switch (role) {
    case 'fee':
      return feeRgba(ctx.feeRate, palette)
    case 'fee-audit':
      return feeAuditRgba(ctx.feeRate, palette)
    case 'fee-marginal':
      return feeMarginalRgba(ctx.feeRate, palette)
    default:
      return auditColours(palette === 'contrast' ? 'contrast' : 'default')[role]
  }
}
