// From a block list to what each graph draws (spec §4 "Eight-blocks display"): the transactions of every block
// not cached yet are fetched, and once all have arrived every graph is replaced together: graph i slides in
// 1 s + i × stagger later; the info overlays are hidden at once and shown again 1.6 s later.
import { useEffect, useMemo, useState } from 'react'
import type { BlockExtended } from '../../core'
import type { GraphTx } from '../block-graph/graph-types'
import { SummaryCache } from './summary-cache'
import type { SummaryFetcher } from './summary-cache'
import { INFO_DELAY_MS, slideDelay } from './timing'

/** One block with its transactions, or `failed` when they could not be read. */
export interface Scene {
  block: BlockExtended
  txs: readonly GraphTx[]
  failed: boolean
}

export interface Scenes {
  /** The latest list with its transactions (the info overlays show these). */
  latest: readonly Scene[]
  /** What each graph draws now: the previous list's scene until the graph's slide-in starts. */
  drawn: readonly (Scene | undefined)[]
  infoVisible: boolean
}

export function useScenes(
  blocks: readonly BlockExtended[] | undefined,
  fetchSummary: SummaryFetcher,
  staggerMs: number,
): Scenes {
  const list = useSameBlocks(blocks)
  const cache = useMemo(() => new SummaryCache(fetchSummary), [fetchSummary])
  const [latest, setLatest] = useState<readonly Scene[]>([])
  const [drawn, setDrawn] = useState<readonly (Scene | undefined)[]>([])
  const [infoVisible, setInfoVisible] = useState(false)

  useEffect(() => {
    if (!list) return
    let current = true
    const timers: ReturnType<typeof setTimeout>[] = []
    const later = (ms: number, run: () => void): void => {
      timers.push(setTimeout(run, ms))
    }
    void cache.load(list.map((block) => block.id)).then((results) => {
      if (!current) return
      const scenes = list.map((block, index): Scene => {
        const result = results[index]
        return result && 'txs' in result
          ? { block, txs: result.txs, failed: false }
          : { block, txs: [], failed: true }
      })
      setLatest(scenes)
      setInfoVisible(false)
      setDrawn((shown) => shown.slice(0, scenes.length))
      scenes.forEach((scene, index) =>
        later(slideDelay(index, staggerMs), () => setDrawn((shown) => withAt(shown, index, scene))),
      )
      later(INFO_DELAY_MS, () => setInfoVisible(true))
    })
    return () => {
      current = false
      for (const timer of timers) clearTimeout(timer)
    }
  }, [list, cache, staggerMs])

  return { latest, drawn, infoVisible }
}

function withAt<T>(items: readonly (T | undefined)[], index: number, item: T): (T | undefined)[] {
  const copy = [...items]
  while (copy.length < index) copy.push(undefined)
  copy[index] = item
  return copy
}

/** The same array for the same blocks (by hash), so a list re-sent unchanged replaces nothing. */
function useSameBlocks(
  blocks: readonly BlockExtended[] | undefined,
): readonly BlockExtended[] | undefined {
  const [kept, setKept] = useState(blocks)
  const same = sameHashes(kept, blocks)
  // Derived state, updated during render as React's docs describe ("storing information from previous renders").
  if (!same && blocks !== undefined) setKept(blocks)
  return same ? kept : (blocks ?? kept)
}

function sameHashes(
  a: readonly BlockExtended[] | undefined,
  b: readonly BlockExtended[] | undefined,
): boolean {
  if (a === b) return true
  if (!a || !b || a.length !== b.length) return false
  return a.every((block, index) => block.id === b[index]?.id)
}
