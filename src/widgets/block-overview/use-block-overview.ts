// The block a <mempool-block-overview> shows, from the core's block overview store: one store per
// (client, id, audit), so a new id starts from the loading state (spec §4: changing the id resets the view)
// and the loader's cache by hash keeps a block's transactions from being fetched twice.
import { useMemo } from 'react'
import { blockOverviewLoader, createBlockOverviewStore } from '../../core'
import type { BlockOverviewState, RestClient } from '../../core'
import { useStore } from '../internal/use-store'

export interface BlockOverviewView {
  state: BlockOverviewState
  /** Loads the block again (after an error). */
  retry: () => void
}

export function useBlockOverview(rest: RestClient, id: string, audit: boolean): BlockOverviewView {
  const store = useMemo(
    () => createBlockOverviewStore(blockOverviewLoader(rest), id, { audit }),
    [rest, id, audit],
  )
  const state = useStore(store)
  return { state, retry: store.retry }
}
