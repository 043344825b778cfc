// The clock's dial, as the clock composes it.
export { ClockFace, faceStyles } from './clock-face'
export type { ClockFaceProps } from './clock-face'
export { dialArcs, dialDeg } from './arcs'
export type { DialArc } from './arcs'
