// A released `track-mempool-block` sends its -1 only after a short delay (reference: 2 s), holding the
// connection meanwhile, so switching from one projected block to the next does not unsubscribe in between.
import type { RefCount } from './ref-count'
import type { ClearTimeoutFn, SetTimeoutFn, TimerId } from './reconnect'
import { TRACKING_STOP_VALUES } from './stop-values'
import type { ClientCommand } from '../api/ws-client'

export interface MempoolBlockStop {
  /** (Re)starts the delay; the -1 goes out when it ends. */
  schedule(): void
  /** A new index is tracked: no -1. */
  cancel(): void
  /** Drops the timer without sending or releasing (destroy). */
  drop(): void
}

interface Options {
  delayMs: number
  refs: RefCount
  send: (command: ClientCommand) => void
  setTimer: SetTimeoutFn
  clearTimer: ClearTimeoutFn
}

export function createMempoolBlockStop({
  delayMs,
  refs,
  send,
  setTimer,
  clearTimer,
}: Options): MempoolBlockStop {
  let pending: TimerId | undefined

  function cancel(): void {
    if (pending === undefined) return
    clearTimer(pending)
    pending = undefined
    refs.release()
  }

  return {
    schedule() {
      cancel()
      refs.acquire()
      pending = setTimer(() => {
        pending = undefined
        send({ 'track-mempool-block': TRACKING_STOP_VALUES['track-mempool-block'] })
        refs.release()
      }, delayMs)
    },
    cancel,
    drop() {
      if (pending !== undefined) clearTimer(pending)
      pending = undefined
    },
  }
}
