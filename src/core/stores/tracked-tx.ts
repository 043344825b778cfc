// One tracked transaction (reference §1.2 `track-tx`, §1.3): its projected position, replacement,
// spent outputs and confirmation. The protocol tracks one txid per connection, so the frames that do not
// name a txid go to the most recently mounted tracked tx only.
import { mapCreator } from 'nanostores'
import type { MapStore } from 'nanostores'
import type { CpfpInfo } from '../api/cpfp'
import type { AccelerationPosition, MempoolPosition, UtxoSpent } from '../api/position'
import type { ChainStores } from './chain'
import type { StorePlatform } from './platform'
import { releaseAll } from './platform'
import { initialTrackedTx } from './initial-states'

export interface TrackedTxState {
  txid: string
  position: MempoolPosition | undefined
  cpfp: CpfpInfo | undefined
  accelerationPositions: AccelerationPosition[] | undefined
  /** Set when a block accepted as the new tip mined it. */
  confirmed: { height: number; hash: string } | undefined
  /** Txid of the replacement, once replaced. */
  replacedBy: string | undefined
  /** Spenders of this tx's outputs, keyed by output index (as a string); accumulated. */
  utxoSpent: UtxoSpent
  /**
   * True once this store has asked the server to track the tx (it mounted); false in a lazily loaded
   * stand-in whose real store has not arrived yet. A later `track-tx` of the same txid must come after it.
   */
  tracking: boolean
}

export type TrackedTxStore = MapStore<{ id: string } & TrackedTxState>

export function createTrackedTxFamily(
  { socket }: StorePlatform,
  chain: Pick<ChainStores, 'onTxConfirmed'>,
): (txid: string) => TrackedTxStore {
  let activeTxid: string | undefined

  return mapCreator<TrackedTxState>((store, txid) => {
    activeTxid = txid
    store.set({ id: txid, ...initialTrackedTx(txid), tracking: true })
    const replaced = ({ txid: by }: { txid: string }): void => {
      if (activeTxid === txid) store.setKey('replacedBy', by)
    }

    const release = releaseAll([
      socket.track('track-tx', txid),
      socket.on('txPosition', (message) => {
        if (message.txid !== txid) return
        // `cpfp` is only sent when it changed, so an absent one keeps the previous value.
        store.set({
          ...store.get(),
          position: message.position,
          cpfp: message.cpfp ?? store.get().cpfp,
          accelerationPositions: message.accelerationPositions,
        })
      }),
      socket.on('txReplaced', replaced),
      socket.on('rbfTransaction', replaced),
      socket.on('utxoSpent', (spent) => {
        if (activeTxid === txid) store.setKey('utxoSpent', { ...store.get().utxoSpent, ...spent })
      }),
      chain.onTxConfirmed((confirmation) => {
        if (confirmation.txid !== txid) return
        store.set({
          ...store.get(),
          position: undefined,
          confirmed: { height: confirmation.height, hash: confirmation.hash },
        })
      }),
    ])
    return () => {
      if (activeTxid === txid) activeTxid = undefined
      release()
    }
  })
}
