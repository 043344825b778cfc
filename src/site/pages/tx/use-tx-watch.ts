// A transaction the REST API does not know (yet): track it with `watch-mempool` (reference §1.2) so the server
// sends the full tx as soon as it enters the mempool, or names its replacement if it was already replaced.
// The core's tracked-tx store sends the plain `track-tx` when it mounts and keeps `txReplaced`; the watch is
// asked after that (a later plain track-tx would clear it) and again after every reconnect.
import { useEffect, useState } from 'react'
import type { Transaction } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'

export type TxWatch =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'found'; readonly tx: Transaction }
  | { readonly kind: 'replaced'; readonly by: string }

export function useTxWatch(txid: string): TxWatch {
  const { client } = useSiteEnv()
  const tracked = useStore(client.stores.trackedTx(txid))
  const [found, setFound] = useState<Transaction | null>(null)
  // The plain track-tx of the tracked-tx store must go first: a later one would clear the watch.
  const trackSent = tracked.tracking
  useEffect(() => {
    if (!trackSent) return
    const { socket } = client
    const ask = (): void => socket.send({ 'track-tx': txid, 'watch-mempool': true })
    const stopTx = socket.on('tx', (tx) => {
      if (tx.txid === txid) setFound(tx)
    })
    const stopOpen = socket.onOpen(ask)
    ask()
    return () => {
      stopTx()
      stopOpen()
    }
  }, [client, txid, trackSent])
  if (found) return { kind: 'found', tx: found }
  const by = tracked.replacedBy
  return by ? { kind: 'replaced', by } : { kind: 'waiting' }
}
