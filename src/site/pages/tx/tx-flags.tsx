// The transaction's features: the flags the spec marks "shown on the transaction page", with their labels,
// plus RBF signalling. Computed from the tx itself and what the page knows of its CPFP and RBF relations.
import { TX_FILTERS, flagNames, transactionFlags } from '../../../core'
import type { TxFilterKey, TxRelations, Transaction } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { messages } from './messages'

/** The labelled flags of the tx page, in bit order. */
export function txPageFlags(tx: Transaction, relations: TxRelations): TxFilterKey[] {
  return flagNames(transactionFlags(tx, relations)).filter(
    (name): name is TxFilterKey => name !== 'annex' && TX_FILTERS[name].txPage,
  )
}

export function TxFlags({ tx, relations }: { tx: Transaction; relations: TxRelations }) {
  const { t } = useSiteEnv()
  const flags = txPageFlags(tx, relations)
  const signalsRbf = tx.vin.some((vin) => vin.sequence < 0xfffffffe) && !tx.vin[0]?.is_coinbase
  if (flags.length === 0 && !signalsRbf) return null
  return (
    <section className="tx-section" aria-labelledby="tx-flags-heading">
      <h2 id="tx-flags-heading">{t(messages.flagsHeading)}</h2>
      <ul className="tx-flags">
        {signalsRbf ? (
          <li className="tx-flag" data-flag="rbf">
            {t(messages.rbfSignal)}
          </li>
        ) : null}
        {flags.map((name) => (
          <li key={name} className="tx-flag" data-flag={name}>
            {t(TX_FILTERS[name].label)}
          </li>
        ))}
      </ul>
    </section>
  )
}
