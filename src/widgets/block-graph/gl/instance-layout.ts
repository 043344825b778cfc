// The GPU record of one square (one instance): 48 bytes, read by shaders/square.vert.ts. Positions and
// sizes are grid cells as float32 (so enter/exit paths may start off the grid), colours RGBA8 normalized,
// times float32 milliseconds relative to the store's epoch (see instance-store.ts).
//
//   word  0–2  from: x, y, side        word  8  colour from (r, g, b, a bytes)
//   word  3–5  to:   x, y, side        word  9  colour to
//   word  6–7  move: start, duration   word 10–11  colour fade: start, duration

export const BYTES_PER_INSTANCE = 48
export const WORDS_PER_INSTANCE = BYTES_PER_INSTANCE / 4

/**
 * The vertex-pulling path keeps the records in a texture of RGBA32UI texels (16 bytes): 3 per square and
 * this many squares per row (1,536 texels wide, within WebGL2's minimum 2,048). Capacities are whole rows.
 */
export const SQUARES_PER_ROW = 512
export const TEXELS_PER_SQUARE = BYTES_PER_INSTANCE / 16

/** Word offsets inside one instance. */
export const WORD = {
  fromX: 0,
  fromY: 1,
  fromSide: 2,
  toX: 3,
  toY: 4,
  toSide: 5,
  moveStart: 6,
  moveDuration: 7,
  colourFrom: 8,
  colourTo: 9,
  fadeStart: 10,
  fadeDuration: 11,
} as const

/** One per-instance vertex attribute: its name in the shader, components, byte offset, and element type. */
export interface InstanceAttribute {
  readonly name: string
  readonly size: number
  readonly offset: number
  readonly bytes: boolean
}

/** Attribute locations are fixed: 0 is the per-vertex quad corner, the instance attributes follow. */
export const CORNER_ATTRIBUTE = 'aCorner'
export const INSTANCE_ATTRIBUTES: readonly InstanceAttribute[] = [
  { name: 'aFrom', size: 3, offset: WORD.fromX * 4, bytes: false },
  { name: 'aTo', size: 3, offset: WORD.toX * 4, bytes: false },
  { name: 'aMove', size: 2, offset: WORD.moveStart * 4, bytes: false },
  { name: 'aColourFrom', size: 4, offset: WORD.colourFrom * 4, bytes: true },
  { name: 'aColourTo', size: 4, offset: WORD.colourTo * 4, bytes: true },
  { name: 'aFade', size: 2, offset: WORD.fadeStart * 4, bytes: false },
]
