// The projected block's graph frames for one index: listens to the index's store (which tracks the block on
// the socket while listened, and stops after the core's grace period once nobody listens) and to the tip,
// both directly so a block and its new projection in one socket frame reach the feed before it updates. While
// paused it keeps its last frame and does not listen to the block at all.
import { useEffect, useMemo } from 'react'
import type { WidgetClient } from '../internal/client-source'
import { useStore } from '../internal/use-store'
import { ProjectedFeed } from './projected-feed'
import type { GraphFrame } from './projected-feed'

export function useProjectedFeed(
  stores: Pick<WidgetClient['stores'], '$tip' | 'projectedBlock'>,
  index: number,
  empty: boolean,
  /** True while nobody sees the graph (a hidden clock): the block is not listened to, so it stops being tracked. */
  paused = false,
): GraphFrame {
  const feed = useMemo(() => new ProjectedFeed(), [])
  useEffect(() => () => feed.dispose(), [feed])
  useEffect(() => stores.$tip.subscribe((tip) => feed.setTip(tip?.height)), [feed, stores.$tip])
  useEffect(() => {
    feed.show(index)
    if (paused) return undefined
    return stores.projectedBlock(index).subscribe((state) => feed.receive(state))
  }, [feed, stores, index, paused])
  useEffect(() => feed.setEmpty(empty), [feed, empty])
  return useStore(feed.$frame)
}
