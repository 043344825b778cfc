// Per-connection limits of the reference server (§1.1) and the sliding window that enforces the frame rate.

/** Incoming frames above this many bytes terminate the connection. */
export const MAX_FRAME_BYTES = 50_000
/** More than this many incoming frames within RATE_WINDOW_MS closes the connection. */
export const MAX_FRAMES_PER_WINDOW = 100
export const RATE_WINDOW_MS = 10_000
/** If more than this many bytes are still unsent when we want to send, the connection is terminated. */
export const MAX_SEND_BUFFER_BYTES = 10_000_000
export const MAX_TRACKED_TXS = 100
/** mempool.space mainnet's value; the reference default is 1. */
export const MAX_TRACKED_ADDRESSES = 10
export const MEMPOOL_BLOCKS_AMOUNT = 8

/** Remembers arrival times (ms) of the last frames; `hit` answers false once the limit is exceeded. */
export class FrameRateWindow {
  private readonly times: number[] = []

  constructor(
    private readonly maxFrames = MAX_FRAMES_PER_WINDOW,
    private readonly windowMs = RATE_WINDOW_MS,
  ) {}

  hit(nowMs: number): boolean {
    const times = this.times
    while (times.length > 0 && (times[0] ?? 0) <= nowMs - this.windowMs) times.shift()
    times.push(nowMs)
    return times.length <= this.maxFrames
  }
}
