// The hour, minute and second hands. Each is one line turned about the centre, so a tick changes three attributes.
import { memo } from 'react'
import { DIAL_CENTRE, DIAL_RADII } from './dial-geometry'
import { handDegrees } from './hands'

interface DialHandsProps {
  /** Whole-second local time, ms. */
  timeMs: number
  /** False under reduced motion: a hand jumping every second is motion the reader asked not to see. */
  showSeconds: boolean
}

export const DialHands = memo(function DialHands({ timeMs, showSeconds }: DialHandsProps) {
  const degrees = handDegrees(timeMs)
  return (
    <g className="hands">
      <Hand name="hour" deg={degrees.hour} length={DIAL_RADII.hourHand} />
      <Hand name="minute" deg={degrees.minute} length={DIAL_RADII.minuteHand} />
      {showSeconds && (
        <Hand
          name="second"
          deg={degrees.second}
          length={DIAL_RADII.secondHand}
          tail={DIAL_RADII.secondTail}
        />
      )}
      <circle className="hub" cx={DIAL_CENTRE} cy={DIAL_CENTRE} r={DIAL_RADII.hub} />
    </g>
  )
})

function Hand(props: {
  name: 'hour' | 'minute' | 'second'
  deg: number
  length: number
  tail?: number
}) {
  const deg = roundDeg(props.deg)
  return (
    <line
      className={`hand hand--${props.name}`}
      data-hand={props.name}
      data-deg={deg}
      x1={DIAL_CENTRE}
      y1={DIAL_CENTRE + (props.tail ?? 0)}
      x2={DIAL_CENTRE}
      y2={DIAL_CENTRE - props.length}
      transform={`rotate(${deg} ${DIAL_CENTRE} ${DIAL_CENTRE})`}
    />
  )
}

/** Degrees as written to the DOM: three decimals, enough for a tenth of a second of the minute hand. */
export const roundDeg = (deg: number): number => Math.round(deg * 1000) / 1000
