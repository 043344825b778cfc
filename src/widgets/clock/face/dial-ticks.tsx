// The dial's ticks: 60 minor ones (one a minute) and 12 major ones (every five minutes) drawn over them. They never
// change, so the elements are built once for every clock on the page and never re-rendered.
import { memo } from 'react'
import { DIAL_RADII, dialPoint } from './dial-geometry'

function tickLines(kind: 'minor' | 'major', count: number, inner: number, outer: number) {
  return Array.from({ length: count }, (_, i) => {
    const deg = (i * 360) / count
    const from = dialPoint(deg, inner)
    const to = dialPoint(deg, outer)
    return (
      <line
        key={`${kind}-${i}`}
        className={`tick tick--${kind}`}
        data-tick={kind}
        x1={from.x}
        y1={from.y}
        x2={to.x}
        y2={to.y}
      />
    )
  })
}

const TICKS = (
  <g className="ticks">
    {tickLines('minor', 60, DIAL_RADII.minorTickInner, DIAL_RADII.minorTickOuter)}
    {tickLines('major', 12, DIAL_RADII.majorTickInner, DIAL_RADII.majorTickOuter)}
  </g>
)

export const DialTicks = memo(function DialTicks() {
  return TICKS
})
