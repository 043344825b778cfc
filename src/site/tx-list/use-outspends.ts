// The spending status of a transaction's outputs, asked once the card needs it (an output's details opened, or
// the transaction page asking up front), not for every card of a long list.
import { endpoints } from '../../core'
import type { Outspend } from '../../core'
import { useRequest } from '../app/use-request'
import type { RequestState } from '../app/use-request'
import { useSiteEnv } from '../app/site-env'

export function useOutspends(txid: string, wanted: boolean): RequestState<Outspend[]> | null {
  const { client } = useSiteEnv()
  const state = useRequest(client.rest, wanted ? endpoints.txOutspends(txid) : null)
  return wanted ? state : null
}
