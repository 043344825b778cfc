// A loaded transaction: heading and replacement notice, status (live), fees (#accelerate), features, CPFP
// relatives, RBF history and the inputs and outputs card.
import { endpoints, pagePath } from '../../../core'
import type { Transaction } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { useRequest } from '../../app/use-request'
import { TxCard } from '../../tx-list/tx-list'
import { messages } from './messages'
import { shortTxid } from './tx-id'
import { TxCpfp } from './tx-cpfp'
import { TxFees } from './tx-fees'
import { TxFlags } from './tx-flags'
import { TxRbf } from './tx-rbf'
import { TxStatus } from './tx-status'
import { useTxLive } from './use-tx-live'
import './tx-page.css'

export function TxView({ tx, vout }: { tx: Transaction; vout?: number | undefined }) {
  const { t, client } = useSiteEnv()
  usePageMeta({ title: t(messages.pageTitle, { txid: shortTxid(tx.txid) }), preview: 'render' })
  const live = useTxLive(tx)
  const cpfpAnswer = useRequest(client.rest, endpoints.cpfp(tx.txid))
  const rbfAnswer = useRequest(client.rest, endpoints.rbf(tx.txid))
  const times = useRequest(client.rest, endpoints.txTimes([tx.txid]))
  const cpfp = live.cpfp ?? (cpfpAnswer.status === 'ok' ? cpfpAnswer.data : undefined)
  const tree = rbfAnswer.status === 'ok' ? rbfAnswer.data.replacements : null
  const replacedBy =
    live.replacedBy ?? (tree && tree.tx.txid !== tx.txid ? tree.tx.txid : undefined)
  const firstSeen = tx.firstSeen ?? (times.status === 'ok' ? times.data[0] : undefined)
  const confirmedTx =
    live.confirmed && !tx.status.confirmed ? withConfirmation(tx, live.confirmed) : tx
  return (
    <div className="page tx-page" data-txid={tx.txid}>
      <h1>
        {t(messages.heading)}{' '}
        <code className="tx-page-id" dir="ltr">
          {tx.txid}
        </code>
      </h1>
      {replacedBy ? <ReplacedNotice by={replacedBy} /> : null}
      <TxStatus live={live} firstSeen={firstSeen} replaced={replacedBy !== undefined} />
      <TxFees tx={tx} cpfp={cpfp} />
      <TxFlags
        tx={tx}
        relations={{
          hasAncestors: (cpfp?.ancestors.length ?? 0) > 0,
          hasDescendants: (cpfp?.descendants?.length ?? 0) > 0 || !!cpfp?.bestDescendant,
          isReplacement: (tree?.tx.txid === tx.txid && tree.replaces.length > 0) || false,
        }}
      />
      <TxCpfp cpfp={cpfp} />
      <TxRbf tree={tree} txid={tx.txid} />
      <section className="tx-section" aria-labelledby="tx-io-heading">
        <h2 id="tx-io-heading">{t(messages.details)}</h2>
        <TxCard
          tx={confirmedTx}
          highlight={vout === undefined ? { txid: tx.txid } : { txid: tx.txid, vout }}
          {...(live.tipHeight === undefined ? {} : { tip: live.tipHeight })}
          eagerSpends
        />
      </section>
    </div>
  )
}

function ReplacedNotice({ by }: { by: string }) {
  const { t, link } = useSiteEnv()
  const [before, after = ''] = t(messages.replacedBy, { txid: '\u0000' }).split('\u0000')
  return (
    <p className="tx-replaced" role="status">
      {before}
      <a href={link(pagePath`/tx/${by}`)} dir="ltr">
        {by}
      </a>
      {after}
    </p>
  )
}

/** The REST tx with the confirmation the socket reported, so the card counts confirmations too. */
function withConfirmation(
  tx: Transaction,
  confirmed: { height: number; hash?: string },
): Transaction {
  return {
    ...tx,
    status: {
      confirmed: true,
      block_height: confirmed.height,
      ...(confirmed.hash === undefined ? {} : { block_hash: confirmed.hash }),
    },
  }
}
