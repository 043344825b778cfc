// Everything the strip knows, as one hook: its size and scroll, the clock, the time direction, the block
// cache, the tip state machine, the merged tiles, the selection and the mined heights drawn (strip-state.ts
// holds the pure rules). StripView only lays the result out.
import { useCallback, useMemo } from 'react'
import type { RefObject } from 'react'
import { isNetwork, mergeMempoolBlocks } from '../../core'
import type { BlockExtended } from '../../core'
import { explorerHref } from '../internal/explorer-href'
import { useWidget } from '../internal/widget-context'
import type { Selection } from './keyboard'
import { visibleProjectedCount } from './layout'
import { blockHref } from './mined-list'
import { cubeSelector, useRevealSelection } from './reveal-selection'
import { minedHeights } from './strip-state'
import type { StripData, StripOptions } from './strip-view'
import { useBlockCache, useMissingBlocks } from './use-block-cache'
import { useNow } from './use-now'
import { useSelection } from './use-selection'
import { useStripSize } from './use-strip-size'
import { useTimeDirection } from './use-time-direction'
import { useTipState } from './use-tip-state'

/** `scroller` is the strip's scrolling element (its size, scroll offset and cubes are read from it). */
export function useStrip(
  data: StripData,
  options: StripOptions,
  scroller: RefObject<HTMLDivElement | null>,
) {
  const { client, host, dir } = useWidget()
  const { widthPx, scrolledPx } = useStripSize(scroller)
  const { timeLtr, flipping, flip } = useTimeDirection()
  const nowMs = useNow()
  const { cache } = useBlockCache(client, data.liveBlocks)
  const isStatic = data.window !== undefined
  const network = isNetwork(client.network) ? client.network : 'mainnet'
  const tip = isStatic ? data.window?.[0] : data.liveBlocks[0]?.height
  const seen = useTipState(tip, data.liveBlocks[0], nowMs)

  const projectedCount = isStatic ? 0 : visibleProjectedCount(widthPx, options.minimal)
  const tiles = useMemo(
    () => mergeMempoolBlocks(data.tiles, projectedCount),
    [data.tiles, projectedCount],
  )
  const describe = useCallback(
    (selection: Selection) =>
      selection.kind === 'mempool'
        ? { href: explorerHref(client, `/mempool-block/${selection.index}`), hash: undefined }
        : linkOf(client, selection.height, cache.get(selection.height)),
    [client, cache],
  )
  const focusCube = useCallback(
    (selection: Selection): boolean => {
      const cube = scroller.current?.querySelector<HTMLElement>(cubeSelector(selection))
      cube?.focus({ preventScroll: true }) // useRevealSelection scrolls, honouring reduced motion
      return Boolean(cube)
    },
    [scroller],
  )
  const { selection, choose, onKeyDown } = useSelection({
    host,
    initial: options.initialSelection,
    timeLtr,
    dir,
    bounds: {
      tip,
      projectedCount: tiles.length,
      minHeight: isStatic ? (data.window?.at(-1) ?? 0) : 0,
    },
    describe,
    focusCube,
  })

  const window = data.window
  const heights = useMemo(
    () => minedHeights({ window, tip, selection, widthPx, scrolledPx }),
    [window, tip, selection, widthPx, scrolledPx],
  )
  const live = useMemo(
    () => new Map(data.liveBlocks.map((block) => [block.height, block])),
    [data.liveBlocks],
  )
  useMissingBlocks(cache, heights, live)
  useRevealSelection(scroller, selection, tip !== undefined)

  return {
    scrolledPx,
    widthPx,
    timeLtr,
    flipping,
    flip,
    nowMs,
    cache,
    isStatic,
    network,
    tip,
    seen,
    projectedCount,
    tiles,
    selection,
    choose,
    onKeyDown,
    heights,
    live,
  }
}

export type Strip = ReturnType<typeof useStrip>

function linkOf(client: Parameters<typeof blockHref>[0], height: number, block?: BlockExtended) {
  return { href: blockHref(client, height, block), hash: block?.id }
}
