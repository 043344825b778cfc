// One replacement of the dashboard's RBF card: the replacement's txid, the old and new fee rates (sat/vB of
// what it replaced and of itself) and its status badges.
import { Link } from 'react-router'
import { pagePath, truncateMiddle } from '../../../core'
import type { ReplacementInfo } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useFeeRate } from './use-fee-rate'
import { messages } from './messages'

const rate = (fee: number, vsize: number): number => (vsize > 0 ? fee / vsize : 0)

export function RbfSummaryRow({ item }: { item: ReplacementInfo }) {
  const { t, link } = useSiteEnv()
  const feeRate = useFeeRate()
  return (
    <tr data-txid={item.txid}>
      <td>
        <Link to={link(pagePath`/tx/${item.txid}`)} className="txid" dir="ltr">
          {truncateMiddle(item.txid)}
        </Link>
      </td>
      <td className="number">
        <span dir="ltr">{feeRate(rate(item.oldFee, item.oldVsize))}</span>
      </td>
      <td className="number">
        <span dir="ltr">{feeRate(rate(item.newFee, item.newVsize))}</span>
      </td>
      <td>
        {item.fullRbf ? <span className="badge badge-full-rbf">{t(messages.fullRbf)}</span> : null}{' '}
        <span className={item.mined ? 'badge badge-mined' : 'badge'}>
          {t(item.mined ? messages.mined : messages.pending)}
        </span>
      </td>
    </tr>
  )
}
