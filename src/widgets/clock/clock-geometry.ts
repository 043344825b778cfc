// The clock's sizes (spec §9), from the box it may fill: the clockchain across the top, the dial below it, and
// the centre square inside the dial whose content is laid out at a multiple of 75 px and scaled to fit.

export interface ClockBox {
  width: number
  height: number
}

export interface ClockGeometry {
  /** The clockchain's width: the whole box. */
  chainWidth: number
  /** The clockchain's height: at least 60 px, else an eighth of the box height. */
  chainHeight: number
  /** The dial's side: at most 800 px, the box width, and the height left under 1.4 chain heights. */
  clockSize: number
  /** The centre square's side inside the dial. */
  centreSize: number
  /** The size the centre's content is laid out at: the centre side rounded up to a multiple of 75 px. */
  sizerPx: number
  /** centreSize / sizerPx: the scale that fits the sizer into the centre. */
  sizerScale: number
}

export const MAX_CLOCK_PX = 800
export const MIN_CHAIN_HEIGHT_PX = 60
/** The chain takes an eighth of the height once that is over the minimum. */
export const CHAIN_HEIGHT_SHARE = 1 / 8
/** Room kept for the chain above the dial, in chain heights. */
export const CHAIN_ROOM = 1.4
export const SIZER_STEP_PX = 75
/** The centre square's side as a share of the dial, so its corners stay inside the tick ring. */
export const CENTRE_SHARE = 0.5
/** Before the box is measured (spec §9 defaults). */
export const DEFAULT_CLOCK_PX = 300
export const DEFAULT_CHAIN_HEIGHT_PX = 60

/** The sizes for a box; a box not measured yet (0 × 0) gets the defaults. */
export function clockGeometry(box: ClockBox): ClockGeometry {
  if (!(box.width > 0 && box.height > 0))
    return fromSizes(DEFAULT_CLOCK_PX, DEFAULT_CHAIN_HEIGHT_PX, DEFAULT_CLOCK_PX)
  const chainHeight = Math.max(MIN_CHAIN_HEIGHT_PX, box.height * CHAIN_HEIGHT_SHARE)
  const clockSize = Math.max(
    0,
    Math.min(MAX_CLOCK_PX, box.width, box.height - CHAIN_ROOM * chainHeight),
  )
  return fromSizes(box.width, chainHeight, clockSize)
}

function fromSizes(chainWidth: number, chainHeight: number, clockSize: number): ClockGeometry {
  const centreSize = clockSize * CENTRE_SHARE
  const sizerPx = Math.max(SIZER_STEP_PX, Math.ceil(centreSize / SIZER_STEP_PX) * SIZER_STEP_PX)
  return {
    chainWidth,
    chainHeight,
    clockSize,
    centreSize,
    sizerPx,
    sizerScale: centreSize / sizerPx,
  }
}

/** The box the clock may fill: its measured box, each side bounded by the `width`/`height` limit when given. */
export function limitedBox(measured: ClockBox, limits: Partial<ClockBox>): ClockBox {
  return {
    width: bounded(measured.width, limits.width),
    height: bounded(measured.height, limits.height),
  }
}

const bounded = (measured: number, limit: number | undefined): number =>
  limit !== undefined && limit > 0 ? Math.min(measured > 0 ? measured : limit, limit) : measured
