// Time until a mempool transaction is mined, from its projected block index (reference §4.6, unaccelerated):
// (index + 1) × the adjusted average block time, plus the testnet3 offset.
export interface EtaInput {
  /** 0-based projected block index. */
  readonly blockIndex: number
  readonly adjustedTimeAvgMs: number
  /** ≤ 0 (testnet3 only). */
  readonly timeOffsetMs?: number
}

/** Milliseconds from now; never below one minute (a block is never instant). */
export function etaMs({ blockIndex, adjustedTimeAvgMs, timeOffsetMs = 0 }: EtaInput): number {
  return Math.max(60_000, adjustedTimeAvgMs * (blockIndex + 1) + timeOffsetMs)
}

/** Whole minutes for display, at least 1. */
export function etaMinutes(input: EtaInput): number {
  return Math.max(1, Math.round(etaMs(input) / 60_000))
}
