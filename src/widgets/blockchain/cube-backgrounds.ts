// Cube backgrounds as CSS strings (set through the CSSOM, so a strict CSP allows them). Projected
// tiles: empty space on top, then the fee colours of the feeRange blending from the lowest rate to the
// highest at the bottom (reference §3.4). Mined cubes: empty on top, the network's colours below, by weight.
import type { GradientStop } from '../../core'

const percent = (fraction: number): string => `${Math.round(fraction * 100_000) / 1000}%`

/** `stops` from projectedBlockGradient: two empty stops, then one stop per fee colour at its start. */
export function projectedBackground(stops: readonly GradientStop[], emptyColour: string): string {
  const empty = stops[1]?.offset ?? 1
  const colours = stops.filter(
    (stop): stop is GradientStop & { colour: string } => stop.colour !== null,
  )
  const parts = [`${emptyColour} 0%`, `${emptyColour} ${percent(empty)}`]
  colours.forEach((stop, i) => {
    if (i === 0) parts.push(`#${stop.colour} ${percent(stop.offset)}`)
    const end = colours[i + 1]?.offset ?? 1
    parts.push(`#${stop.colour} ${percent(end)}`)
  })
  return `linear-gradient(to bottom, ${parts.join(', ')})`
}

/** Filled share 0–1 → the mined cube's gradient between two CSS colours. */
export function minedBackground(
  fill: number,
  emptyColour: string,
  topColour: string,
  bottomColour: string,
): string {
  const emptyShare = percent(1 - Math.min(1, Math.max(0, fill)))
  return `linear-gradient(to bottom, ${emptyColour} 0%, ${emptyColour} ${emptyShare}, ${topColour} ${emptyShare}, ${bottomColour} 100%)`
}
