// The 6 transactions most recently seen in the mempool (live `transactions`): txid, amount and fee rate.
import { Link } from 'react-router'
import { formatAmount, pagePath, truncateMiddle } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useFeeRate } from './use-fee-rate'
import { useStore } from '../../app/use-store'
import { DashboardCard } from './dashboard-card'
import { messages } from './messages'
import { Waiting } from './waiting'

export function LatestTxsCard() {
  const { t, lang, link, network, client } = useSiteEnv()
  const feeRate = useFeeRate()
  const txs = useStore(client.stores.$transactions)
  const title = t(messages.txsTitle)
  return (
    <DashboardCard title={title} name="transactions">
      {txs.length === 0 ? (
        <Waiting />
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{t(messages.txid)}</th>
                <th scope="col" className="number">
                  {t(messages.amount)}
                </th>
                <th scope="col" className="number">
                  {t(messages.feeRate)}
                </th>
              </tr>
            </thead>
            <tbody>
              {txs.map((tx) => (
                <tr key={tx.txid} data-txid={tx.txid}>
                  <td>
                    <Link to={link(pagePath`/tx/${tx.txid}`)} className="txid" dir="ltr">
                      {truncateMiddle(tx.txid)}
                    </Link>
                  </td>
                  <td className="number">
                    <span dir="ltr">{formatAmount(tx.value, { network, locale: lang })}</span>
                  </td>
                  <td className="number">
                    <span dir="ltr">{feeRate(tx.rate ?? tx.fee / tx.vsize)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  )
}
