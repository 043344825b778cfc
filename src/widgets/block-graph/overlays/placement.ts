// Where a box goes in the graph. The graph's coordinates are physical (from its top-left corner, as the
// canvas draws them); the overlays are placed with logical properties, so this converts at the end.
import type { GraphRect } from '../graph-types'

/** Tooltip width, CSS px (spec §9). */
export const TOOLTIP_WIDTH = 340
/** Space between a square and its tooltip, CSS px. */
const GAP = 10

export interface InlinePlacement {
  /** CSS `inset-inline-start`, px. */
  inlineStart: number
  /** CSS `inset-block-start`, px. */
  blockStart: number
  width: number
}

/** A physical left edge → `inset-inline-start` of a box `width` wide inside a container `containerWidth` wide. */
export function toInlineStart(
  left: number,
  width: number,
  containerWidth: number,
  dir: 'ltr' | 'rtl',
): number {
  return dir === 'rtl' ? containerWidth - left - width : left
}

/**
 * The tooltip beside `anchor` on the reading direction's end side (right in LTR, left in RTL), flipped to
 * the other side when it would leave the graph, and kept inside it vertically once its height is known.
 */
export function placeTooltip(
  anchor: GraphRect,
  graph: { width: number; height: number },
  boxHeight: number,
  dir: 'ltr' | 'rtl',
): InlinePlacement {
  const width = Math.max(0, Math.min(TOOLTIP_WIDTH, graph.width))
  const rightSide = anchor.x + anchor.width + GAP
  const leftSide = anchor.x - GAP - width
  const fitsRight = rightSide + width <= graph.width
  const fitsLeft = leftSide >= 0
  const preferRight = dir === 'ltr'
  let left: number
  if (preferRight ? fitsRight : !fitsLeft && fitsRight) left = rightSide
  else if (fitsLeft) left = leftSide
  else left = clamp(anchor.x + anchor.width / 2 - width / 2, 0, graph.width - width)
  const top = clamp(anchor.y, 0, Math.max(0, graph.height - boxHeight))
  return { inlineStart: toInlineStart(left, width, graph.width, dir), blockStart: top, width }
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), Math.max(min, max))
