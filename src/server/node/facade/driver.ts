// What changes the simulated network: tx and package submission, the node's timers (arrivals, mempool polls, mining,
// statistics samples, price refreshes) and the events they emit to subscribers.
import type { BlockExtended, Conversions, OptimizedStatistic } from '../../../core/wire'
import { arrivalsBetween, generateArrivals } from '../economy'
import { blockEvent, mempoolUpdateEvent, parseRawTx } from '../events'
import * as accept from '../mempool-accept-views'
import { mineBlock } from '../miner'
import { takeSample } from '../statistics'
import type { BlockEvent, MempoolUpdateEvent, SimNetwork, Unsubscribe } from '../types'
import type { NetworkViews } from './views'

/** What the node's timers call. */
export interface NetworkDriver {
  tick(fromS: number, toS: number): void
  poll(): void
  mine(timeS: number): BlockExtended
  sample(): void
  publishPrice(): void
  /** Tells the driver whether the node's poll timer runs (see afterSubmit). */
  setPollTimer(running: boolean): void
}

export type NetworkWrites = Pick<
  SimNetwork,
  | 'submitTx'
  | 'testMempoolAccept'
  | 'submitPackage'
  | 'mineBlock'
  | 'onMempoolUpdate'
  | 'onBlock'
  | 'onStatistic'
  | 'onConversions'
>

/** Statistics older than this are pruned when a sample is stored. */
const STATISTICS_KEPT_S = 4 * 365 * 86_400

/** Subscribers of one event; emitting runs a snapshot of them, so a handler may unsubscribe itself. */
class Subscribers<T> {
  private readonly handlers: ((value: T) => void)[] = []

  add(handler: (value: T) => void): Unsubscribe {
    this.handlers.push(handler)
    return () => {
      const i = this.handlers.indexOf(handler)
      if (i >= 0) this.handlers.splice(i, 1)
    }
  }

  emit(value: T): void {
    for (const handler of [...this.handlers]) handler(value)
  }
}

export function createDriver({ sim, live, prices }: NetworkViews): NetworkDriver & NetworkWrites {
  const mempoolUpdates = new Subscribers<MempoolUpdateEvent>()
  const blocks = new Subscribers<BlockEvent>()
  const samples = new Subscribers<OptimizedStatistic>()
  const priceUpdates = new Subscribers<Conversions>()

  const poll = (): void => {
    const event = mempoolUpdateEvent(live)
    if (event) mempoolUpdates.emit(event)
  }
  // While the node's poll timer runs, an accepted submission is announced by the next poll, as the
  // reference's backend sees new txs at its mempool poll: a burst of posts costs one broadcast, not one per
  // post. A node driven by hand (tests, autoRun false) has no timer, so a submission polls at once.
  let pollTimerRunning = false
  const afterSubmit = (): void => {
    if (!pollTimerRunning) poll()
  }
  const mine = (timeS: number): BlockExtended => {
    poll()
    const block = mineBlock(sim, timeS)
    if (sim.graph.totalVsize < sim.config.maxMempoolVsize / 2) sim.mempoolMinFee = 1
    blocks.emit(blockEvent(live, block))
    return block
  }

  return {
    tick: (fromS, toS) => generateArrivals(sim, arrivalsBetween(sim, fromS, toS), toS),
    poll,
    mine,
    sample: () => {
      const nowS = sim.nowS()
      const sample = takeSample(sim, live.projection, nowS)
      sim.store.batch(() => {
        sim.store.insertStatistic(nowS, JSON.stringify(sample))
        sim.store.pruneStatistics(nowS - STATISTICS_KEPT_S)
      })
      samples.emit(sample)
    },
    publishPrice: () => priceUpdates.emit(prices.conversions(sim.nowS())),
    setPollTimer: (running) => {
      pollTimerRunning = running
    },

    submitTx: (hex) => {
      const parsed = parseRawTx(hex)
      if ('error' in parsed) return parsed
      // a tx from outside: standardness, finality and signatures on top of the simulation's own checks
      const result = sim.accept(
        parsed.tx,
        parsed.raw,
        sim.nowS(),
        undefined,
        accept.submissionPolicy(sim),
      )
      if (!result.ok) return { error: result.error }
      afterSubmit()
      return { txid: result.entry.txid }
    },
    // Core's testmempoolaccept: checks the package against the mempool and changes nothing.
    testMempoolAccept: (hexes, maxFeeRate) => {
      const txs = accept.decodePackage(hexes)
      return 'error' in txs ? txs : accept.testMempoolAccept(sim, txs, maxFeeRate)
    },
    submitPackage: (hexes) => {
      const txs = accept.decodePackage(hexes)
      if ('error' in txs) return txs
      const result = accept.submitPackage(sim, txs)
      if (!result) return { error: accept.PACKAGE_TOPOLOGY_ERROR }
      afterSubmit()
      return result
    },
    // A block strictly after the tip's timestamp, at the current time when the clock is ahead.
    mineBlock: () => mine(Math.max(sim.nowS(), (sim.chain.tip()?.block.timestamp ?? 0) + 1)),
    onMempoolUpdate: (handler) => mempoolUpdates.add(handler),
    onBlock: (handler) => blocks.add(handler),
    onStatistic: (handler) => samples.add(handler),
    onConversions: (handler) => priceUpdates.add(handler),
  }
}
