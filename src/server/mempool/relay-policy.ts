// The rules a node applies to transactions it is sent, on top of the simulation's own admission checks:
// standardness, finality, sequence locks, the dust fee rule and every input's signature. The simulation's
// own txs skip them (they carry placeholder signatures and are built standard), see network-sim.ts.
import type * as bitcoin from 'bitcoinjs-lib'
import { lockTimeError, sequenceLockError, type TipClock } from '../tx/finality'
import { dustOutputCount, standardTxError } from '../tx/standardness'
import type { PrevOut } from '../tx/to-wire'
import { verifyInputScripts } from '../tx/verify-signatures'

/** Extra admission rules for txs from outside; each answers null or Core's reject reason. */
export interface RelayPolicy {
  /** Rules on the tx alone, checked before any lookup. */
  checkTx(tx: bitcoin.Transaction): string | null
  /** Rules on what it spends, checked last (signatures are the expensive part). */
  checkInputs(
    tx: bitcoin.Transaction,
    prevouts: readonly PrevOut[],
    coinHeights: readonly number[],
    fee: number,
  ): string | null
}

export interface RelayPolicyOptions {
  clock: TipClock
  /** False only where submitted txs carry placeholder signatures on purpose (tests of mempool rules). */
  verifySignatures: boolean
}

export function relayPolicy({ clock, verifySignatures }: RelayPolicyOptions): RelayPolicy {
  return {
    checkTx: (tx) => standardTxError(tx) ?? lockTimeError(tx, clock),
    checkInputs: (tx, prevouts, coinHeights, fee) =>
      sequenceLockError(tx, coinHeights, clock) ??
      // one dust output is allowed only in a tx that pays nothing (its child pays for it)
      (dustOutputCount(tx) === 1 && fee !== 0 ? 'dust, tx with dust output must be 0-fee' : null) ??
      (verifySignatures ? verifyInputScripts(tx, prevouts) : null),
  }
}

interface HeaderChain {
  readonly tipHeight: number
  at(height: number): { header: { time: number } } | undefined
}

/** Tip height and median time past (of the 11 blocks up to a height) from a chain of headers. */
export function chainClock(chain: HeaderChain): TipClock {
  return {
    tipHeight: chain.tipHeight,
    medianTimePast: (height) => {
      const times: number[] = []
      for (let h = Math.max(0, height - 10); h <= height; h++) {
        const block = chain.at(h)
        if (block) times.push(block.header.time)
      }
      times.sort((a, b) => a - b)
      return times[Math.floor(times.length / 2)] ?? 0
    },
  }
}
