// The address's REST transactions, loaded a chunk at a time until the shown page is filled: the first answer
// has the mempool txs and 25 confirmed, each later one the next 25 confirmed after the last seen.
import { useEffect, useState } from 'react'
import { ABORTED, call, endpoints, isRestError } from '../../../core'
import type { RestError } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { appendChunk, EMPTY_HISTORY, lastConfirmedTxid, needsMore } from './address-history'
import type { AddressHistory } from './address-history'

export interface HistoryState {
  readonly history: AddressHistory
  /** The first chunk has arrived. */
  readonly started: boolean
  readonly error?: RestError
}

export function useAddressHistory(address: string, page: number, perPage: number): HistoryState {
  const { client } = useSiteEnv()
  const [state, setState] = useState<HistoryState>({ history: EMPTY_HISTORY, started: false })
  const wanted = !state.error && needsMore(state.history, page, perPage)
  const after = lastConfirmedTxid(state.history)
  useEffect(() => {
    if (!wanted) return
    const abort = new AbortController()
    call(client.rest, endpoints.addressTxs(address, after), abort.signal).then(
      (chunk) => setState((old) => ({ history: appendChunk(old.history, chunk), started: true })),
      (error: unknown) => {
        if (abort.signal.aborted || (isRestError(error) && error.message === ABORTED)) return
        const restError = isRestError(error) ? error : { status: 0, message: 'Unknown error' }
        setState((old) => ({ ...old, error: restError }))
      },
    )
    return () => abort.abort()
  }, [client.rest, address, after, wanted])
  return state
}
