// One arc of the dial, filled with the network gradient; memoized so a tick redraws only the arcs that moved
// (the pending one, and the oldest while the window's start slides over it).
import { memo } from 'react'
import type { DialArc } from './arcs'
import { DIAL_RADII, ringSegmentPath } from './dial-geometry'
import { roundDeg } from './dial-hands'

/** Blocks are drawn this much short at each end, so neighbours read as separate (the data keeps the true angles). */
const BLOCK_GAP_DEG = 0.3

interface DialArcPathProps {
  kind: DialArc['kind']
  height: number | undefined
  startDeg: number
  endDeg: number
  fill: string
}

export const DialArcPath = memo(function DialArcPath(props: DialArcPathProps) {
  const { kind, startDeg, endDeg } = props
  const gap = kind === 'block' ? BLOCK_GAP_DEG : 0
  return (
    <path
      className={`arc arc--${kind}`}
      data-arc={kind}
      data-height={props.height}
      data-start-deg={roundDeg(startDeg)}
      data-end-deg={roundDeg(endDeg)}
      fill={props.fill}
      d={ringSegmentPath(startDeg + gap, endDeg - gap, DIAL_RADII.arcInner, DIAL_RADII.arcOuter)}
    />
  )
})
