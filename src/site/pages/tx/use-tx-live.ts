// The live state of a shown transaction: its tracking (projected position, CPFP, confirmation, replacement)
// and the chain tip, for the status line and the confirmation count.
import type { CpfpInfo, MempoolPosition, Transaction } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'

export interface TxLive {
  readonly confirmed: {
    readonly height: number
    readonly hash?: string
    readonly time?: number
  } | null
  readonly position: MempoolPosition | undefined
  readonly cpfp: CpfpInfo | undefined
  readonly replacedBy: string | undefined
  readonly tipHeight: number | undefined
}

export function useTxLive(tx: Transaction): TxLive {
  const { client } = useSiteEnv()
  const tracked = useStore(client.stores.trackedTx(tx.txid))
  const tip = useStore(client.stores.$tip)
  const live = 'txid' in tracked ? tracked : undefined
  const { status } = tx
  const confirmed =
    status.confirmed && status.block_height !== undefined
      ? {
          height: status.block_height,
          ...(status.block_hash === undefined ? {} : { hash: status.block_hash }),
          ...(status.block_time === undefined ? {} : { time: status.block_time }),
        }
      : (live?.confirmed ?? null)
  return {
    confirmed,
    position: confirmed ? undefined : live?.position,
    cpfp: live?.cpfp,
    replacedBy: live?.replacedBy,
    // A tx confirmed a moment ago is at least in the tip block, even before the tip store has caught up.
    tipHeight: tip ? Math.max(tip.height, confirmed?.height ?? 0) : confirmed?.height,
  }
}
