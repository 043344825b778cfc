// The hands' angles for a moment in local time, in degrees clockwise from 12 o'clock.
import { dialDeg } from './arcs'

export interface HandDegrees {
  hour: number
  minute: number
  second: number
}

/** Hands at `timeMs`, in whole seconds: the second hand steps, the minute hand is where the arcs put that time. */
export function handDegrees(timeMs: number): HandDegrees {
  const date = new Date(timeMs)
  const minute = dialDeg(timeMs)
  return {
    hour: ((date.getHours() % 12) + minute / 360) * 30,
    minute,
    second: date.getSeconds() * 6,
  }
}
