// What the scene writes squares into: the part of GlRenderer it uses (the scene's tests pass a recording
// fake). Positions are grid cells, colours packed 0xRRGGBBAA, times performance.now() ms.
import type { GlRenderer } from '../gl/gl-renderer'

export type SquareSink = Pick<
  GlRenderer,
  | 'ensureCapacity'
  | 'setSquare'
  | 'writeArrivals'
  | 'moveSquare'
  | 'setColour'
  | 'squareAt'
  | 'clear'
>
