// Core's finality rules for a tx entering the mempool: its lock time must have passed for the next block
// (IsFinalTx at tip height + 1 and the tip's median time past) and BIP68 relative locks must be met.
import type * as bitcoin from 'bitcoinjs-lib'

/** Lock times below this are heights, from it on unix seconds. */
const LOCKTIME_THRESHOLD = 500_000_000
const SEQUENCE_FINAL = 0xffffffff
const SEQUENCE_DISABLE = 0x80000000
const SEQUENCE_TYPE_TIME = 0x00400000
const SEQUENCE_MASK = 0x0000ffff
/** Relative time locks count in units of 512 s. */
const SEQUENCE_GRANULARITY = 9

export interface TipClock {
  /** Height of the current tip. */
  tipHeight: number
  /** Median time past of the block at a height (unix s); the tip's decides time locks. */
  medianTimePast(height: number): number
}

/** 'non-final' when the lock time is not yet reached and some input does not opt out of it. */
export function lockTimeError(tx: bitcoin.Transaction, clock: TipClock): string | null {
  const lockTime = tx.locktime >>> 0
  if (lockTime === 0) return null
  const now =
    lockTime < LOCKTIME_THRESHOLD ? clock.tipHeight + 1 : clock.medianTimePast(clock.tipHeight)
  if (lockTime < now) return null
  return tx.ins.every((i) => i.sequence >>> 0 === SEQUENCE_FINAL) ? null : 'non-final'
}

/**
 * 'non-BIP68-final' when a relative lock is unmet in the next block. `coinHeights[i]` is the height of the
 * block that confirmed input i's output (tip + 1 for an unconfirmed parent).
 */
export function sequenceLockError(
  tx: bitcoin.Transaction,
  coinHeights: readonly number[],
  clock: TipClock,
): string | null {
  if (tx.version >>> 0 < 2) return null
  let minHeight = -1
  let minTime = -1
  tx.ins.forEach((input, i) => {
    const sequence = input.sequence >>> 0
    if (sequence & SEQUENCE_DISABLE) return
    const coinHeight = coinHeights[i] ?? clock.tipHeight + 1
    const amount = sequence & SEQUENCE_MASK
    if (sequence & SEQUENCE_TYPE_TIME) {
      const coinTime = clock.medianTimePast(Math.max(coinHeight - 1, 0))
      minTime = Math.max(minTime, coinTime + amount * 2 ** SEQUENCE_GRANULARITY - 1)
    } else minHeight = Math.max(minHeight, coinHeight + amount - 1)
  })
  const unmet = minHeight >= clock.tipHeight + 1 || minTime >= clock.medianTimePast(clock.tipHeight)
  return unmet ? 'non-BIP68-final' : null
}
