// The one line printed per new block.
import type { BlockEvent } from '../node/types'

const int = new Intl.NumberFormat('en-US')

export function blockStatusLine(event: BlockEvent): string {
  const b = event.block
  const vMB = (b.weight / 4 / 1_000_000).toFixed(2)
  const feesBtc = (b.extras.totalFees / 1e8).toFixed(4)
  const pool = b.extras.pool?.name ?? 'unknown pool'
  return (
    `[${event.network}] block ${int.format(b.height)} · ${int.format(b.tx_count)} txs · ${vMB} MvB · fees ${feesBtc} BTC · ` +
    `${pool} · mempool ${int.format(event.mempoolInfo.size)} txs`
  )
}
