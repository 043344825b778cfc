// One block cache per client (so per API base and network), fed with the live blocks and read by every
// strip on the page; a strip re-renders whenever the cache changes.
import { useEffect, useSyncExternalStore } from 'react'
import { call, endpoints } from '../../core'
import type { BlockExtended, MempoolClient } from '../../core'
import { BlockCache } from './block-cache'

const caches = new WeakMap<MempoolClient, BlockCache>()

export function blockCacheFor(client: MempoolClient): BlockCache {
  let cache = caches.get(client)
  if (!cache) {
    cache = new BlockCache((top) => call(client.rest, endpoints.blocks(top)))
    caches.set(client, cache)
  }
  return cache
}

/** The client's cache, holding `liveBlocks` (newest first); returns a version that changes with the cache. */
export function useBlockCache(
  client: MempoolClient,
  liveBlocks: readonly BlockExtended[],
): { cache: BlockCache; version: number } {
  const cache = blockCacheFor(client)
  useEffect(() => {
    const tip = liveBlocks[0]
    if (tip) cache.setTip(tip.height)
    cache.add(liveBlocks)
  }, [cache, liveBlocks])
  const version = useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => cache.version,
    () => 0,
  )
  return { cache, version }
}
