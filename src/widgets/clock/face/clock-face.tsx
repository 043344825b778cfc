// The clock's one-hour dial: ticks, the block arcs of the last hour, and the hands.
import type { ClockBlocks } from '../clock-rules'
import styles from './face.css?inline'

export interface ClockFaceProps {
  /** Newest first, at most CLOCK_KEEP_BLOCKS. */
  blocks: ClockBlocks
  /** False (page hidden, element off-screen): no timer runs at all. */
  active: boolean
  reducedMotion: boolean
}

/** The face's CSS, for the clock's shadow root. */
export const faceStyles: string = styles

export function ClockFace(_props: ClockFaceProps) {
  return <svg className="face" part="face" viewBox="0 0 1000 1000" role="img" />
}
