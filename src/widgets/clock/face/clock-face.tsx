// The clock's one-hour dial (spec §4 "Clock"): the ticks, the arcs of the last hour's blocks and of the time since
// the newest, and the hands. Only the hands and the arcs follow the time; the ticks are built once.
import { useId, useMemo } from 'react'
import { useWidget } from '../../internal/widget-context'
import type { ClockBlocks } from '../clock-rules'
import { dialArcs } from './arcs'
import { DialArcPath } from './dial-arc-path'
import { DIAL_CENTRE, DIAL_RADII } from './dial-geometry'
import { DialHands } from './dial-hands'
import { DialTicks } from './dial-ticks'
import { faceLabel, minuteOf } from './face-label'
import styles from './face.css?inline'
import { useDialTime } from './use-dial-time'

export interface ClockFaceProps {
  /** Newest first, at most CLOCK_KEEP_BLOCKS. */
  blocks: ClockBlocks
  /** False (page hidden, element off-screen): no timer runs at all. */
  active: boolean
  reducedMotion: boolean
}

/** The face's CSS, for the clock's shadow root. */
export const faceStyles: string = styles

export function ClockFace({ blocks, active, reducedMotion }: ClockFaceProps) {
  const { intl } = useWidget()
  const now = useDialTime(active)
  const minute = minuteOf(now)
  const newest = blocks[0]
  const label = useMemo(() => faceLabel(intl, minute, newest), [intl, minute, newest])
  const arcs = useMemo(() => dialArcs(blocks, now), [blocks, now])
  const gradientId = `mp-clock-gradient${useId()}`
  const fill = `url(#${gradientId})`
  return (
    <svg className="face" part="face" viewBox="0 0 1000 1000" role="img" aria-label={label}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop className="gradient-start" offset="0" />
          <stop className="gradient-end" offset="1" />
        </linearGradient>
      </defs>
      <circle
        className="track"
        cx={DIAL_CENTRE}
        cy={DIAL_CENTRE}
        r={(DIAL_RADII.arcInner + DIAL_RADII.arcOuter) / 2}
        strokeWidth={DIAL_RADII.arcOuter - DIAL_RADII.arcInner}
      />
      <g className="arcs">
        {arcs.map((arc) => (
          <DialArcPath
            key={arc.kind === 'block' ? arc.height : arc.kind}
            kind={arc.kind}
            height={arc.height}
            startDeg={arc.startDeg}
            endDeg={arc.endDeg}
            fill={fill}
          />
        ))}
      </g>
      <DialTicks />
      <DialHands timeMs={now} showSeconds={!reducedMotion} />
    </svg>
  )
}
