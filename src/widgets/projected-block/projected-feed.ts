// What the projected block's graph shows, and when (spec §4 "Mempool overview", §9; reference §4.7 step 4,
// §4.8): the store publishes every frame, the graph gets at most one update per interval (1,000 ms) carrying
// the latest state. The first data after an index change is shown at once as a new scene; a new chain tip
// since the last update rebuilds the scene with the chain-direction transition, other updates are deltas of
// the same scene (pool direction). Plain class with injected timers, so the tests drive the clock.
import { atom } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { BlockTx, ProjectedBlockState } from '../../core'
import type {
  BlockGraphProps,
  GraphDelta,
  GraphTransition,
  GraphTx,
} from '../block-graph/graph-types'
import { PendingDelta } from './pending-delta'

/** One graph update. */
export interface GraphFrame {
  /** Block index these transactions belong to. */
  index: number
  /** A new key = a new scene (laid out afresh with `transition`); the same key = a delta of the scene. */
  sceneKey: string
  txs: readonly BlockTx[]
  transition: GraphTransition
  /** True until the first data after an index change (or after the state was dropped). */
  loading: boolean
  /**
   * For an update of the same scene: the store's deltas since the last frame, merged (BlockGraph applies it
   * instead of diffing `txs`). Absent for a new scene, or when a full list or a missed store value came in
   * between.
   */
  delta?: GraphDelta
}

/** A store value: the lazy stand-in starts as `{ id }` only. */
export type ProjectedBlockValue = { id: string } & Partial<ProjectedBlockState>

export interface FeedClock {
  now(): number
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
}

const realClock: FeedClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}

/** Spec §9: overview updates are at least 1,000 ms apart. */
export const UPDATE_INTERVAL_MS = 1000

const hasData = (state: ProjectedBlockValue | undefined): boolean =>
  state?.update?.kind === 'full' || state?.update?.kind === 'delta'

export class ProjectedFeed {
  private readonly frame = atom<GraphFrame>({
    index: 0,
    sceneKey: 'mempool-start',
    txs: [],
    transition: 'none',
    loading: true,
  })
  readonly $frame: ReadableAtom<GraphFrame> = this.frame

  private index = -1
  private scene = 0
  private latest: ProjectedBlockValue | undefined
  /** Waiting for the first data of a new scene, which then enters with `entering`. */
  private awaiting = true
  private entering: GraphTransition = 'chain'
  /** No projected blocks at all: one empty placeholder block. */
  private empty = false
  private tip: number | undefined
  /** The tip when the graph was last updated. */
  private shownTip: number | undefined
  private dirty = false
  private timer: unknown
  private lastUpdate = Number.NEGATIVE_INFINITY
  /** Store deltas since the last frame; undefined once they no longer add up (a full list, a gap). */
  private pending: PendingDelta | undefined
  /** The store version of the last value received. */
  private version: number | undefined

  constructor(
    private readonly clock: FeedClock = realClock,
    private readonly intervalMs = UPDATE_INTERVAL_MS,
  ) {}

  /** Shows block `index`: a loading scene until its first data (a moment's cached state counts). */
  show(index: number): void {
    if (index === this.index) return
    // Further from the chain: the old block leaves towards the chain and the new one comes from the pool.
    this.entering = this.index < 0 || index > this.index ? 'chain' : 'pool'
    this.index = index
    this.latest = undefined
    this.restart()
  }

  /** A value of the shown index's store (every frame it received). */
  receive(state: ProjectedBlockValue): void {
    if (state.index !== undefined && state.index !== this.index) return
    this.latest = state
    this.collect(state)
    if (!hasData(state)) {
      // Dropped (reconnect, sequence gap): nothing is shown until the next full list.
      if (state.update?.kind === 'reset' && !this.awaiting) {
        this.entering = 'none'
        this.restart()
      }
      return
    }
    if (this.awaiting) this.update()
    else this.markDirty()
  }

  /** The chain tip's height; a change since the last update makes the next update a new scene. */
  setTip(height: number | undefined): void {
    this.tip = height
    if (!this.awaiting && height !== undefined && height !== this.shownTip) this.markDirty()
  }

  /** True when there are no projected blocks: the placeholder block, whatever the store still holds. */
  setEmpty(empty: boolean): void {
    if (empty === this.empty) return
    this.empty = empty
    this.entering = 'none'
    if (empty || hasData(this.latest)) {
      this.awaiting = true
      this.update()
    } else this.restart()
  }

  /** Stops the pending update (the feed can be used again). */
  dispose(): void {
    this.cancelTimer()
    this.dirty = false
  }

  private restart(): void {
    this.dispose()
    this.awaiting = true
    if (this.empty || hasData(this.latest)) {
      this.update()
      return
    }
    this.scene += 1
    this.publish([], this.entering, true) // the old squares leave the way the new block will come
  }

  private markDirty(): void {
    this.dirty = true
    if (this.timer !== undefined) return
    const wait = Math.max(0, this.lastUpdate + this.intervalMs - this.clock.now())
    this.timer = this.clock.setTimer(() => {
      this.timer = undefined
      if (this.dirty) this.update()
    }, wait)
  }

  private update(): void {
    this.cancelTimer()
    this.dirty = false
    this.lastUpdate = this.clock.now()
    let transition: GraphTransition = 'pool'
    if (this.awaiting) {
      transition = this.entering
      this.scene += 1
    } else if (
      this.tip !== undefined &&
      this.shownTip !== undefined &&
      this.tip !== this.shownTip
    ) {
      transition = 'chain' // a block was mined: rebuild the layout
      this.scene += 1
    }
    this.awaiting = false
    this.shownTip = this.tip
    const txs = this.empty || !this.latest?.txs ? [] : [...this.latest.txs.values()]
    const delta = transition === 'pool' && !this.empty ? this.pending?.toGraphDelta() : undefined
    this.pending = new PendingDelta()
    this.publish(txs, transition, false, delta)
  }

  /** Merges a store delta into the pending one, or gives up on it when the values do not follow on. */
  private collect(state: ProjectedBlockValue): void {
    const follows = this.version !== undefined && state.version === this.version + 1
    this.version = state.version
    if (state.update?.kind === 'delta' && follows) this.pending?.merge(state.update)
    else this.pending = undefined
  }

  private publish(
    txs: readonly BlockTx[],
    transition: GraphTransition,
    loading: boolean,
    delta?: GraphDelta,
  ): void {
    const sceneKey = `mempool-${this.index}-${this.scene}${loading ? '-loading' : ''}`
    this.frame.set({
      index: this.index,
      sceneKey,
      txs,
      transition,
      loading,
      ...(delta ? { delta } : {}),
    })
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return
    this.clock.clearTimer(this.timer)
    this.timer = undefined
  }
}

/** A frame as <BlockGraph> props: its txs (and delta) in fee order, its scene, transition and loading state. */
export function frameGraphProps(
  frame: GraphFrame,
): Pick<BlockGraphProps, 'txs' | 'delta' | 'sceneKey' | 'order' | 'transition' | 'loading'> {
  return {
    txs: frame.txs as readonly GraphTx[],
    ...(frame.delta ? { delta: frame.delta } : {}),
    sceneKey: frame.sceneKey,
    order: 'feerate',
    transition: frame.transition,
    loading: frame.loading,
  }
}
