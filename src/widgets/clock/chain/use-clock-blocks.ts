// The clock's mined blocks, newest first, at most CLOCK_KEEP_BLOCKS.
import type { ClockBlocks } from '../clock-rules'

export function useClockBlocks(): ClockBlocks {
  return []
}
