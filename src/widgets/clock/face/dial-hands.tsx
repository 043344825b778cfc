// The hour, minute and second hands: each one line turned about the dial's centre, so a tick changes three
// attributes. They are pointers in the ring between the centre square and the ticks (dial-geometry.ts).
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
      <Hand name="hour" deg={degrees.hour} from={DIAL_RADII.handBase} to={DIAL_RADII.hourHand} />
      <Hand
        name="minute"
        deg={degrees.minute}
        from={DIAL_RADII.handBase}
        to={DIAL_RADII.minuteHand}
      />
      {showSeconds && (
        <Hand
          name="second"
          deg={degrees.second}
          from={DIAL_RADII.secondBase}
          to={DIAL_RADII.secondHand}
        />
      )}
    </g>
  )
})

/** A hand from radius `from` to radius `to`, drawn at 12 o'clock and turned to `deg`. */
function Hand(props: {
  name: 'hour' | 'minute' | 'second'
  deg: number
  from: number
  to: number
}) {
  const deg = roundDeg(props.deg)
  return (
    <line
      className={`hand hand--${props.name}`}
      data-hand={props.name}
      data-deg={deg}
      x1={DIAL_CENTRE}
      y1={DIAL_CENTRE - props.from}
      x2={DIAL_CENTRE}
      y2={DIAL_CENTRE - props.to}
      transform={`rotate(${deg} ${DIAL_CENTRE} ${DIAL_CENTRE})`}
    />
  )
}

/** Degrees as written to the DOM: three decimals, enough for a tenth of a second of the minute hand. */
export const roundDeg = (deg: number): number => Math.round(deg * 1000) / 1000
