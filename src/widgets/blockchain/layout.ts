// Geometry of the blockchain strip, in CSS px: cube sizes, offsets, the mobile breakpoint and how many
// cubes fit. Measured against the widget's own width (not the window), so a strip in a sidebar lays out
// like a phone. Pure, so the counts are unit-tested per width.

/** Side of a cube, px. */
export const BLOCK_WIDTH_PX = 125
/** Space between two cubes, px (room for the 3-D faces). */
export const BLOCK_PADDING_PX = 30
/** From one cube to the next, px. */
export const BLOCK_OFFSET_PX = BLOCK_WIDTH_PX + BLOCK_PADDING_PX
/** A new mined cube starts this far back (across the divider, where projected block 0 was), px. */
export const DIVIDER_BLOCK_OFFSET_PX = 205
/** Gap between the divider and the first cube on either side, px. */
export const CONTAINER_OFFSET_PX = 40
/** Widths at or below this are laid out as a phone: the projected blocks get the whole width. */
export const MOBILE_MAX_WIDTH_PX = 767.98
/** Where the divider sits when the strip is at its home position, as a fraction of the width. */
export const DIVIDER_AT_DESKTOP = 0.5
export const DIVIDER_AT_MOBILE = 0.95
/** On Liquid the divider sits at a fixed 420 px on desktop widths (spec §9). */
export const LIQUID_DIVIDER_PX = 420
/** Mined cubes shown live (reference KEEP_BLOCKS_AMOUNT), and projected blocks the server sends. */
export const LIVE_BLOCKS = 8
export const PROJECTED_BLOCKS = 8
/** The arrow under a mined cube sits this far from the cube's start edge, px. */
export const ARROW_START_PX = 30
/** The arrow under a projected cube sits this fraction of a cube from its end edge. */
export const ARROW_PROJECTED_FRACTION = 0.3

export function isMobileWidth(widthPx: number): boolean {
  return widthPx <= MOBILE_MAX_WIDTH_PX
}

/** Room for the projected side: the whole width on a phone, half of it otherwise. */
export function projectedAreaPx(widthPx: number): number {
  return isMobileWidth(widthPx) ? widthPx : widthPx / 2
}

/**
 * How many projected tiles fit: ⌊area / 155⌋, at least 1 (at least 2 in the minimal strip). The rest are
 * merged into the last tile (mergeMempoolBlocks).
 */
export function visibleProjectedCount(widthPx: number, minimal = false): number {
  const fit = Math.floor(Math.max(0, projectedAreaPx(widthPx)) / BLOCK_OFFSET_PX)
  return Math.min(PROJECTED_BLOCKS, Math.max(minimal ? 2 : 1, fit))
}

/**
 * Divider position from the start edge of the time direction, as a fraction of the width: half (0.95 on a phone),
 * or 420 px on a Liquid network at desktop widths (spec §9).
 */
export function dividerFraction(widthPx: number, liquid = false): number {
  if (isMobileWidth(widthPx)) return DIVIDER_AT_MOBILE
  return liquid && widthPx > 0 ? LIQUID_DIVIDER_PX / widthPx : DIVIDER_AT_DESKTOP
}

/** Width of one page of mined cubes: ⌈width / 155⌉ cubes (spec §9), at least one. */
export function pageWidthPx(widthPx: number): number {
  return Math.max(1, Math.ceil(widthPx / BLOCK_OFFSET_PX)) * BLOCK_OFFSET_PX
}

/** Mined cubes per page while scrolling back. */
export function blocksPerPage(widthPx: number): number {
  return pageWidthPx(widthPx) / BLOCK_OFFSET_PX
}

/** Scrollable width needed at the home position: the live cubes plus two screens of older ones. */
export function minScrollWidthPx(widthPx: number): number {
  return (
    CONTAINER_OFFSET_PX + BLOCK_OFFSET_PX * (LIVE_BLOCKS + 2 * Math.ceil(widthPx / BLOCK_OFFSET_PX))
  )
}

/** Offset of mined cube `index` (0 = newest) from the divider side of the mined track, px. */
export function minedCubeOffsetPx(index: number): number {
  return index * BLOCK_OFFSET_PX
}

/** Offset of projected tile `index` (0 = next block) from the divider, px. */
export function projectedCubeOffsetPx(index: number): number {
  return CONTAINER_OFFSET_PX + index * BLOCK_OFFSET_PX
}

/** Arrow offset under mined cube `index`, px from the mined track's start. */
export function minedArrowOffsetPx(index: number): number {
  return minedCubeOffsetPx(index) + ARROW_START_PX
}

/** Arrow offset under projected tile `index`, px from the divider. */
export function projectedArrowOffsetPx(index: number): number {
  return projectedCubeOffsetPx(index) + BLOCK_WIDTH_PX * ARROW_PROJECTED_FRACTION
}

/**
 * How many mined cubes to render when the reader has scrolled `scrolledPx` into the mined side: enough to
 * cover what is visible plus one page ahead, never fewer than the live eight.
 */
export function minedCubesFor(widthPx: number, scrolledPx: number): number {
  const visibleEnd = Math.max(0, scrolledPx) + Math.max(0, widthPx)
  return Math.max(LIVE_BLOCKS, Math.ceil(visibleEnd / BLOCK_OFFSET_PX) + blocksPerPage(widthPx))
}
