// The transaction card shared by the transaction, block and address pages: txid link, inputs and outputs with
// their addresses and amounts, fee. TxList is a list of cards with one highlight (the page's address or tx).
import type { Transaction } from '../../core'
import { formatAmount, pagePath } from '../../core'
import { useSiteEnv } from '../app/site-env'
import { messages } from './messages'

export interface TxHighlight {
  readonly txid?: string
  readonly address?: string
}

export interface TxCardProps {
  readonly tx: Transaction
  readonly highlight?: TxHighlight
  /** Chain tip height: confirmations are tip − block height + 1. */
  readonly tip?: number
}

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

export function TxCard({ tx }: TxCardProps) {
  const { t, link, network, lang } = useSiteEnv()
  const amount = (sats: number) => formatAmount(sats, { network, locale: lang })
  return (
    <article className="tx-card" aria-label={t(messages.txLabel, { txid: tx.txid })}>
      <h3 className="tx-card-id">
        <a href={link(pagePath`/tx/${tx.txid}`)}>{tx.txid}</a>
      </h3>
      <div className="tx-card-io">
        <ul aria-label={t(messages.inputs)}>
          {tx.vin.map((vin, i) => (
            <li key={i}>
              {vin.is_coinbase
                ? t(messages.coinbase)
                : (vin.prevout?.scriptpubkey_address ?? t(messages.unknownAddress))}{' '}
              {vin.prevout ? amount(vin.prevout.value) : null}
            </li>
          ))}
        </ul>
        <ul aria-label={t(messages.outputs)}>
          {tx.vout.map((vout, i) => (
            <li key={i}>
              {vout.scriptpubkey_address ?? vout.scriptpubkey_type} {amount(vout.value)}
            </li>
          ))}
        </ul>
      </div>
      <p>{t(messages.fee, { amount: amount(tx.fee) })}</p>
    </article>
  )
}
