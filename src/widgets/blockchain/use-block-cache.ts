// One block cache per client (so per API base and network), fed with the live blocks and read by every
// strip on the page; a strip re-renders whenever the cache changes. useMissingBlocks loads what a strip
// draws and does not have, and retries failed loads every few seconds until the API answers again.
import { useEffect, useSyncExternalStore } from 'react'
import { call, endpoints } from '../../core'
import type { BlockExtended, MempoolClient } from '../../core'
import { BlockCache } from './block-cache'
import { missingHeights } from './strip-state'

/** Wait before loading failed heights again, ms. */
export const BLOCK_RETRY_MS = 5_000

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

/** Loads the drawn heights the strip lacks; while some failed, tries them again every BLOCK_RETRY_MS. */
export function useMissingBlocks(
  cache: BlockCache,
  heights: readonly number[],
  live: ReadonlyMap<number, BlockExtended>,
): void {
  const missingKey = missingHeights(heights, live, cache).join(',')
  useEffect(() => {
    for (const height of missingKey ? missingKey.split(',').map(Number) : [])
      void cache.load(height)
  }, [cache, missingKey])
  const anyFailed = heights.some((height) => cache.hasFailed(height))
  useEffect(() => {
    if (!anyFailed) return
    const timer = setTimeout(() => cache.retryFailed(), BLOCK_RETRY_MS)
    return () => clearTimeout(timer)
  }, [cache, anyFailed])
}
