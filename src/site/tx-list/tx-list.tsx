// The transaction list shared by the transaction, block and address pages: one TxCard per transaction, with the
// page's address or tx marked and confirmations counted from the tip.
import type { Transaction } from '../../core'
import { useSiteEnv } from '../app/site-env'
import { messages } from './messages'
import { TxCard } from './tx-card'
import type { TxHighlight } from './tx-card'

export { TxCard } from './tx-card'
export type { TxCardProps, TxHighlight } from './tx-card'

export interface TxListProps {
  readonly txs: readonly Transaction[]
  readonly highlight?: TxHighlight
  readonly tip?: number
}

export function TxList({ txs, highlight, tip }: TxListProps) {
  const { t } = useSiteEnv()
  if (txs.length === 0) return <p className="tx-list-empty">{t(messages.empty)}</p>
  return (
    <ul className="tx-list" aria-label={t(messages.listLabel)}>
      {txs.map((tx) => (
        <li key={tx.txid}>
          <TxCard
            tx={tx}
            {...(highlight ? { highlight } : {})}
            {...(tip === undefined ? {} : { tip })}
          />
        </li>
      ))}
    </ul>
  )
}
