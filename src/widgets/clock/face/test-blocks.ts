// Blocks for the dial's tests: only the height and the time matter to the face.
import type { Block } from '../../../core'

/** A block found at local `timeMs` (whole seconds). */
export const blockAt = (height: number, timeMs: number): Block => ({
  id: `hash-${height}`,
  height,
  version: 0x20000000,
  timestamp: Math.floor(timeMs / 1000),
  bits: 0,
  nonce: 0,
  difficulty: 1,
  merkle_root: '',
  tx_count: 1,
  size: 1000,
  weight: 4000,
  previousblockhash: `hash-${height - 1}`,
  mediantime: Math.floor(timeMs / 1000),
})

/** A local time today-ish: the dial reads local minutes, so tests build their moments in local time. */
export const localTime = (hours: number, minutes: number, seconds = 0): number =>
  new Date(2026, 10, 24, hours, minutes, seconds).getTime()
