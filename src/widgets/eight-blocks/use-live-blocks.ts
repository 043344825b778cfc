// Live mode's block list: the newest `count` blocks from the chain store (which keeps 8), with the older ones
// read from `/api/v1/blocks` when more are asked for.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { ReadableAtom } from 'nanostores'
import type { BlockExtended, MempoolClient } from '../../core'
import { fetchBlockWindow } from './block-window'
import type { BlockList } from './use-block-list'

const NONE: BlockExtended[] = []

interface Older {
  /** Newest height asked for. */
  from: number
  count: number
  blocks?: BlockExtended[]
  error?: true
}

export function useLiveBlocks(client: MempoolClient, count: number, enabled: boolean): BlockList {
  const stored = useStoreWhen(client.stores.$blocks, enabled, NONE)
  const [older, setOlder] = useState<Older>()
  const oldestStored = stored.at(-1)?.height
  const missing = Math.max(0, count - stored.length)

  useEffect(() => {
    if (!enabled || oldestStored === undefined || missing === 0 || oldestStored === 0) return
    const controller = new AbortController()
    const from = oldestStored - 1
    fetchBlockWindow(client.rest, from, missing, controller.signal).then(
      (blocks) => setOlder({ from, count: missing, blocks }),
      () => {
        if (!controller.signal.aborted) setOlder({ from, count: missing, error: true })
      },
    )
    return () => controller.abort()
  }, [client, enabled, oldestStored, missing])

  if (!enabled || oldestStored === undefined) return { blocks: undefined, error: false }
  if (missing === 0 || oldestStored === 0) return { blocks: stored.slice(0, count), error: false }
  // Older blocks of an earlier list are not used: the list waits until the ones below this one arrive.
  if (older?.from !== oldestStored - 1 || older.count !== missing)
    return { blocks: undefined, error: false }
  if (older.error) return { blocks: undefined, error: true }
  return { blocks: [...stored, ...(older.blocks ?? [])], error: false }
}

/** A store's value while `enabled` (subscribed only then, so test mode opens no socket); `idle` otherwise. */
function useStoreWhen<T>(store: ReadableAtom<T>, enabled: boolean, idle: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => (enabled ? store.listen(onChange) : () => {}),
    [store, enabled],
  )
  const read = (): T => (enabled ? store.get() : idle)
  return useSyncExternalStore(subscribe, read, read)
}
