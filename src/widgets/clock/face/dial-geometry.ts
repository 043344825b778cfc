// Where things sit on the dial, in viewBox units (0 0 1000 1000, centre 500 500): the rings and the paths of arcs.

export const DIAL_CENTRE = 500

/**
 * Radii of the dial's rings, outside in: the arc band, the ticks, the hands. The hands are pointers in the ring
 * around the centre square (half the dial's side, clock-geometry's CENTRE_SHARE), so they never cover its middle.
 */
export const DIAL_RADII = {
  arcOuter: 490,
  arcInner: 440,
  majorTickOuter: 428,
  majorTickInner: 386,
  minorTickOuter: 424,
  minorTickInner: 406,
  handBase: 270,
  secondBase: 250,
  hourHand: 350,
  minuteHand: 425,
  secondHand: 478,
} as const

/** A point `radius` from the centre at `deg` clockwise from 12 o'clock. */
export function dialPoint(deg: number, radius: number): { x: number; y: number } {
  const radians = (deg * Math.PI) / 180
  return {
    x: round(DIAL_CENTRE + radius * Math.sin(radians)),
    y: round(DIAL_CENTRE - radius * Math.cos(radians)),
  }
}

/**
 * The path of a ring segment from startDeg to endDeg (clockwise, up to a full turn) between two radii. Each edge is
 * drawn as two half-sweeps, so no arc needs the large-arc flag and a full turn still closes into a ring.
 */
export function ringSegmentPath(
  startDeg: number,
  endDeg: number,
  innerRadius: number,
  outerRadius: number,
): string {
  const end = Math.min(endDeg, startDeg + 360)
  const middle = (startDeg + end) / 2
  const at = (deg: number, radius: number): string => {
    const { x, y } = dialPoint(deg, radius)
    return `${x} ${y}`
  }
  const outer = `A ${outerRadius} ${outerRadius} 0 0 1`
  const inner = `A ${innerRadius} ${innerRadius} 0 0 0`
  return (
    `M ${at(startDeg, outerRadius)} ${outer} ${at(middle, outerRadius)} ${outer} ${at(end, outerRadius)} ` +
    `L ${at(end, innerRadius)} ${inner} ${at(middle, innerRadius)} ${inner} ${at(startDeg, innerRadius)} Z`
  )
}

const round = (value: number): number => Math.round(value * 100) / 100
