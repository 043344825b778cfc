// The latest replacement trees: GET /api/v1/replacements first, then the socket's `rbfLatest` (track-rbf),
// which sends the whole list again after every replacement, so the newest answer simply wins.
import { useEffect, useState } from 'react'
import { endpoints } from '../../../core'
import type { MempoolClient, RbfTree } from '../../../core'
import { useRequest } from '../../app/use-request'
import type { RequestState } from '../../app/use-request'

export function useRbfLatest(client: MempoolClient): RequestState<RbfTree[]> {
  const initial = useRequest(client.rest, endpoints.replacements())
  const [live, setLive] = useState<{ client: MempoolClient; trees: RbfTree[] }>()
  useEffect(() => {
    const stopListening = client.socket.on('rbfLatest', (trees) => setLive({ client, trees }))
    const stopTracking = client.socket.track('track-rbf', 'all')
    return () => {
      stopTracking()
      stopListening()
    }
  }, [client])
  // A network change brings a new client: the old network's live list no longer counts.
  return live?.client === client ? { status: 'ok', data: live.trees } : initial
}
