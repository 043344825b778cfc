// The strip's decisions as pure functions, so StripView only wires them to React: what a new tip does to
// the running projected index, which mined heights to draw, what each cube shows, which heights still
// need loading, and where the arrow sits.
import type { BlockExtended } from '../../core'
import type { BlockCache } from './block-cache'
import type { Selection } from './keyboard'
import {
  BLOCK_OFFSET_PX,
  blocksPerPage,
  CONTAINER_OFFSET_PX,
  dividerFraction,
  minedArrowOffsetPx,
  minedCubesFor,
  projectedArrowOffsetPx,
} from './layout'
import { nextMempoolIndex } from './mempool-index'
import type { MinedCubeState } from './mined-cube'

/** What the strip remembers about the tip between renders. */
export interface TipState {
  tip: number | undefined
  /** Running index of projected tile 0 (tile keys are offsets from it). */
  index: number
  /** Height of the cube sliding in across the divider, if any. */
  entering: number | undefined
  /** When the tip last changed, unix ms (the special-event banner times its celebration from it). */
  atMs: number
}

export function initialTipState(tip: number | undefined, nowMs: number): TipState {
  return { tip, index: 0, entering: undefined, atMs: nowMs }
}

/**
 * The state after the strip sees `tip`; the same object when nothing changed. A newer tip moves the
 * running index (tile 0 leaves across the divider) and slides the new cube in, only on a visible page.
 */
export function advanceTip(
  seen: TipState,
  tip: number | undefined,
  newest: BlockExtended | undefined,
  visible: boolean,
  nowMs: number,
): TipState {
  if (tip === seen.tip) return seen
  const isNewer = tip !== undefined && seen.tip !== undefined && tip > seen.tip
  return {
    tip,
    index: isNewer ? nextMempoolIndex(seen.index, newest, visible) : seen.index,
    entering: isNewer && visible ? tip : undefined,
    atMs: nowMs,
  }
}

export interface HeightsInput {
  /** Static mode: the fixed window, highest first. */
  window: readonly number[] | undefined
  tip: number | undefined
  selection: Selection | null
  widthPx: number
  scrolledPx: number
}

/** Mined heights to draw, highest first: the static window, or enough to fill the view and reach the selection. */
export function minedHeights({
  window,
  tip,
  selection,
  widthPx,
  scrolledPx,
}: HeightsInput): number[] {
  if (window) return [...window]
  if (tip === undefined) return []
  const wanted =
    selection?.kind === 'mined' ? tip - selection.height + 1 + blocksPerPage(widthPx) : 0
  const count = Math.min(tip + 1, Math.max(minedCubesFor(widthPx, scrolledPx), wanted))
  return Array.from({ length: count }, (_, i) => tip - i)
}

export type CacheView = Pick<BlockCache, 'get' | 'isLoading' | 'hasFailed'>

/**
 * A cube shows its block when known; a dashed placeholder when its load failed or no answer is expected
 * (socket down, API in trouble); else a loading cube.
 */
export function cubeStateFor(
  height: number,
  live: ReadonlyMap<number, BlockExtended>,
  cache: CacheView,
  expectAnswer: boolean,
): MinedCubeState {
  const block = live.get(height) ?? cache.get(height)
  if (block) return { kind: 'loaded', block }
  if (cache.hasFailed(height) || !expectAnswer) return { kind: 'placeholder' }
  return { kind: 'loading' }
}

/** Heights neither live, cached, loading nor failed: the ones to fetch. */
export function missingHeights(
  heights: readonly number[],
  live: ReadonlyMap<number, BlockExtended>,
  cache: CacheView,
): number[] {
  return heights.filter(
    (h) => !live.has(h) && !cache.get(h) && !cache.isLoading(h) && !cache.hasFailed(h),
  )
}

/** Where the divider sits and how wide the track is, px (Liquid: 420 px divider on desktop widths). */
export function trackLayout(widthPx: number, minedCount: number, liquid = false) {
  const dividerAt = Math.round(dividerFraction(widthPx, liquid) * widthPx)
  const trackSize = Math.max(
    widthPx,
    dividerAt + CONTAINER_OFFSET_PX * 2 + minedCount * BLOCK_OFFSET_PX,
  )
  return { dividerAt, trackSize }
}

export interface Arrow {
  side: 'projected' | 'mined'
  offsetPx: number
}

/** The arrow under the chosen cube, or undefined when that cube is not drawn. */
export function arrowFor(
  selection: Selection | null,
  tip: number | undefined,
  tileCount: number,
  heights: readonly number[],
): Arrow | undefined {
  if (!selection) return undefined
  if (selection.kind === 'mempool') {
    if (tileCount === 0) return undefined
    const index = Math.min(selection.index, tileCount - 1)
    return { side: 'projected', offsetPx: projectedArrowOffsetPx(index) }
  }
  const index = heights.indexOf(selection.height)
  if (tip === undefined || index < 0) return undefined
  return { side: 'mined', offsetPx: CONTAINER_OFFSET_PX + minedArrowOffsetPx(index) }
}
