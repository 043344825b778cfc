// RBF history (GET /api/v1/tx/{txid}/rbf): the replacement tree, newest version at the root, each version with
// its fee, fee rate, first-seen time and how long it lasted; full-RBF (a replaced version did not signal) marked.
import { formatAmount, pagePath, truncateMiddle } from '../../../core'
import type { RbfTree } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { formatTime, useRate } from './format'
import { messages } from './messages'

export function TxRbf({ tree, txid }: { tree: RbfTree | null; txid: string }) {
  const { t } = useSiteEnv()
  if (!tree || tree.replaces.length === 0) return null
  return (
    <section className="tx-section" aria-labelledby="tx-rbf-heading" data-section="rbf">
      <h2 id="tx-rbf-heading">
        {t(messages.rbfHeading)}
        {tree.fullRbf ? <span className="tx-flag tx-full-rbf">{t(messages.fullRbf)}</span> : null}
      </h2>
      <ul className="tx-rbf-tree">
        <RbfNode node={tree} txid={txid} />
      </ul>
    </section>
  )
}

function RbfNode({ node, txid }: { node: RbfTree; txid: string }) {
  const { t, link, network, lang } = useSiteEnv()
  const rate = useRate()
  const { tx } = node
  const isThis = tx.txid === txid
  return (
    <li data-txid={tx.txid} data-this={isThis || undefined}>
      <div className="tx-rbf-node">
        <a
          href={link(pagePath`/tx/${tx.txid}`)}
          aria-current={isThis ? 'page' : undefined}
          dir="ltr"
        >
          {truncateMiddle(tx.txid, 20)}
        </a>
        {isThis ? <span className="tx-mark"> {t(messages.thisVersion)}</span> : null}{' '}
        <span dir="ltr">{formatAmount(tx.fee, { network, locale: lang })}</span>{' '}
        <span dir="ltr">{rate(tx.rate ?? (tx.vsize > 0 ? tx.fee / tx.vsize : 0))}</span>{' '}
        <span>{formatTime(node.time, lang)}</span>
        {node.interval === undefined ? null : (
          <span> · {t(messages.replacedAfter, { seconds: node.interval })}</span>
        )}
        {tx.fullRbf ? <span className="tx-flag">{t(messages.fullRbf)}</span> : null}
        {node.mined || tx.mined ? <span className="tx-flag">{t(messages.mined)}</span> : null}
      </div>
      {node.replaces.length > 0 ? (
        <ul aria-label={t(messages.replaces)}>
          {node.replaces.map((child) => (
            <RbfNode key={child.tx.txid} node={child} txid={txid} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
