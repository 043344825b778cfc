// The colours a square can take (reference §3.4/§3.5, spec §4 "Transaction colour"), built from the theme's
// base tokens by core's derivation rules, and the choice of one colour for one tx. Pure: no DOM.
import {
  auditColoursFrom,
  feeAuditVariant,
  feeColourIndex,
  feeMarginalVariant,
  matchesFilter,
  txColourRole,
  withAlpha,
} from '../../../core'
import type { AuditColours, Rgba, TxColourRole } from '../../../core'
import { packRgba } from '../gl/colour'
import type { PackedRgba } from '../gl/colour'
import type { GogglesState, GraphTx } from '../graph-types'

/** What a theme supplies (the --_mp-fee-*, --_mp-audit-*, --_mp-graph-* tokens). */
export interface GraphColourTokens {
  /** One colour per fee bucket (FEE_COLOUR_LEVELS). */
  fee: readonly Rgba[]
  censored: Rgba
  added: Rgba
  accelerated: Rgba
  hover: Rgba
  highlight: Rgba
}

export interface GraphColours {
  fee: readonly Rgba[]
  feeAudit: readonly Rgba[]
  feeMarginal: readonly Rgba[]
  audit: AuditColours
  hover: Rgba
  highlight: Rgba
}

/** Goggles dim non-matching squares to this opacity (reference §3.5). */
export const UNMATCHED_ALPHA = 0.2

export function deriveGraphColours(tokens: GraphColourTokens): GraphColours {
  return {
    fee: tokens.fee,
    feeAudit: tokens.fee.map(feeAuditVariant),
    feeMarginal: tokens.fee.map(feeMarginalVariant),
    audit: auditColoursFrom(tokens),
    hover: tokens.hover,
    highlight: tokens.highlight,
  }
}

/** How the squares are drawn, beyond the tx itself. */
export interface SquareStyle {
  auditHighlighting: boolean
  auditView: 'projected' | 'actual'
  goggles: GogglesState | undefined
}

/** Whether a tx passes the goggles (no goggles, or an empty 'or' selection, pass everything). */
export function passesGoggles(tx: GraphTx, goggles: GogglesState | undefined): boolean {
  if (!goggles || goggles.mask === 0n) return true
  return matchesFilter(tx.flags, goggles.mask, goggles.mode, tx.acc)
}

/** sat/vB of the tx's own fee: squares are coloured by it, not by the effective rate (reference §3.4). */
export function ownFeeRate(tx: GraphTx): number {
  return tx.vsize > 0 ? tx.fee / tx.vsize : 0
}

/** The colour of a role (core's txColourRole) in a fee bucket. */
export function roleColour(colours: GraphColours, role: TxColourRole, bucket: number): Rgba {
  const base =
    role === 'fee'
      ? colours.fee[bucket]
      : role === 'fee-audit'
        ? colours.feeAudit[bucket]
        : role === 'fee-marginal'
          ? colours.feeMarginal[bucket]
          : colours.audit[role]
  return base ?? colours.hover
}

/** Colour of a square at rest (no hover, no highlight). */
export function squareColour(tx: GraphTx, style: SquareStyle, colours: GraphColours): Rgba {
  const role = txColourRole({
    acc: tx.acc,
    auditHighlighting: style.auditHighlighting,
    view: style.auditView,
    ...(tx.status ? { status: tx.status } : {}),
  })
  const bucket = Math.min(feeColourIndex(ownFeeRate(tx)), colours.fee.length - 1)
  const colour = roleColour(colours, role, bucket)
  return passesGoggles(tx, style.goggles) ? colour : withAlpha(colour, UNMATCHED_ALPHA)
}

/**
 * Parses the colour forms a computed custom property comes back in: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba()
 * with numbers or percentages. Undefined for anything else (the DOM reader resolves those through a canvas).
 */
export function parseCssColour(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
    const byte = (i: number): number => parseInt(full.slice(i, i + 2), 16) / 255
    return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) : 1 }
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(value)?.[1]
  if (!fn) return undefined
  const parts = fn.split(/[\s,/]+/).filter((part) => part !== '')
  if (parts.length < 3) return undefined
  const channel = (part: string | undefined, scale: number): number => {
    if (part === undefined) return 1
    const n = part.endsWith('%') ? parseFloat(part) / 100 : parseFloat(part) / scale
    return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0
  }
  return {
    r: channel(parts[0], 255),
    g: channel(parts[1], 255),
    b: channel(parts[2], 255),
    a: channel(parts[3], 1),
  }
}

/** A 0–1 float colour as the renderer's packed 0xRRGGBBAA. */
export function packColour(colour: Rgba): PackedRgba {
  return packRgba(toByte(colour.r), toByte(colour.g), toByte(colour.b), toByte(colour.a))
}

/** A 0–1 channel as a byte (a module function: no closure per call). */
function toByte(channel: number): number {
  return Math.round(Math.min(1, Math.max(0, channel)) * 255)
}
