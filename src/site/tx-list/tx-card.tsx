// One transaction: txid link, status (confirmations from the tip), inputs → outputs, fee, fee rate and total.
// The page's address or tx is marked; the outputs' spending status is fetched once the card needs it.
import { useState } from 'react'
import type { Transaction } from '../../core'
import { $rateUnit, formatFeeRateWithUnit, pagePath } from '../../core'
import { useSiteEnv } from '../app/site-env'
import { useStore } from '../app/use-store'
import './tx-list.css'
import { messages } from './messages'
import { TxInputRow } from './tx-input-row'
import { TxOutputRow } from './tx-output-row'
import { confirmations, isCoinbase, txFeeRate, txOutputTotal } from './tx-figures'
import { useAmount } from './tx-parts'
import { useOutspends } from './use-outspends'

export interface TxHighlight {
  readonly txid?: string
  readonly address?: string
  /** One output of the highlighted tx (the /tx/{txid}:{vout} form). */
  readonly vout?: number
}

export interface TxCardProps {
  readonly tx: Transaction
  readonly highlight?: TxHighlight
  /** Chain tip height: confirmations are tip − block height + 1. */
  readonly tip?: number
  /** Ask for the outputs' spending status up front (the transaction page) rather than on first details. */
  readonly eagerSpends?: boolean
}

export function TxCard({ tx, highlight, tip, eagerSpends = false }: TxCardProps) {
  const { t, link, lang } = useSiteEnv()
  const amount = useAmount()
  const rateUnit = useStore($rateUnit)
  const [spendsWanted, setSpendsWanted] = useState(eagerSpends)
  const spends = useOutspends(tx.txid, spendsWanted || eagerSpends)
  const isThisTx = highlight?.txid === tx.txid
  return (
    <article
      className="tx-card"
      aria-label={t(messages.txLabel, { txid: tx.txid })}
      data-txid={tx.txid}
      data-highlight={isThisTx || undefined}
    >
      <header className="tx-card-header">
        <a className="tx-card-id" href={link(pagePath`/tx/${tx.txid}`)} dir="ltr">
          {tx.txid}
        </a>
        {isThisTx ? <span className="tx-mark"> {t(messages.thisTx)}</span> : null}
        <TxStatusBadge tx={tx} tip={tip} />
      </header>
      <div className="tx-card-io">
        <ul className="tx-io" aria-label={t(messages.inputs)}>
          {tx.vin.map((vin, i) => (
            <TxInputRow key={i} vin={vin} index={i} highlightAddress={highlight?.address} />
          ))}
        </ul>
        <ul className="tx-io" aria-label={t(messages.outputs)}>
          {tx.vout.map((vout, i) => (
            <TxOutputRow
              key={i}
              vout={vout}
              index={i}
              highlighted={
                (vout.scriptpubkey_address !== undefined &&
                  vout.scriptpubkey_address === highlight?.address) ||
                (isThisTx && highlight.vout === i)
              }
              spends={spends}
              onOpen={() => setSpendsWanted(true)}
            />
          ))}
        </ul>
      </div>
      <footer className="tx-card-footer">
        {isCoinbase(tx) ? null : (
          <span className="tx-fee">
            {t(messages.fee)} <span dir="ltr">{amount(tx.fee)}</span> ·{' '}
            <span className="tx-fee-rate" dir="ltr">
              {formatFeeRateWithUnit(txFeeRate(tx), lang, rateUnit)}
            </span>
          </span>
        )}
        <span className="tx-total">
          {t(messages.total)} <span dir="ltr">{amount(txOutputTotal(tx))}</span>
        </span>
      </footer>
    </article>
  )
}

function TxStatusBadge({ tx, tip }: { tx: Transaction; tip: number | undefined }) {
  const { t } = useSiteEnv()
  if (!tx.status.confirmed)
    return (
      <span className="tx-status" data-confirmed="false">
        {t(messages.unconfirmed)}
      </span>
    )
  const count = confirmations(tx.status, tip)
  return (
    <span className="tx-status" data-confirmed="true">
      {count === null ? t(messages.confirmed) : t(messages.confirmations, { count })}
    </span>
  )
}
