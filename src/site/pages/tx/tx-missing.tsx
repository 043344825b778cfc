// A valid txid the REST API does not know: a replaced or evicted tx the server still caches is shown as it
// was; a replaced one names its replacement; otherwise the page waits for it to enter the mempool (the
// soft-404 marker stays set while it is not found) and shows it when the socket sends it.
import { endpoints, pagePath } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { SentenceWithLtr } from '../../tx-list/sentence-with-ltr'
import { useRequest } from '../../app/use-request'
import { messages } from './messages'
import { TxView } from './tx-view'
import { useTxWatch } from './use-tx-watch'

export function TxMissing({ txid, vout }: { txid: string; vout?: number | undefined }) {
  const { client } = useSiteEnv()
  const watch = useTxWatch(txid)
  const cached = useRequest(client.rest, endpoints.cachedTx(txid))
  if (watch.kind === 'found') return <TxView tx={watch.tx} vout={vout} />
  if (cached.status === 'ok' && cached.data) return <TxView tx={cached.data} vout={vout} />
  return <TxNotFound replacedBy={watch.kind === 'replaced' ? watch.by : undefined} />
}

function TxNotFound({ replacedBy }: { replacedBy: string | undefined }) {
  const { t, link } = useSiteEnv()
  const title = t(messages.notFoundTitle)
  usePageMeta({ title, soft404: true })
  return (
    <div className="page tx-page tx-missing">
      <h1>{title}</h1>
      {replacedBy ? (
        <p role="status">
          <a href={link(pagePath`/tx/${replacedBy}`)}>
            <SentenceWithLtr
              sentence={(slots) => t(messages.replacedBy, slots)}
              ltr={{ txid: replacedBy }}
            />
          </a>
        </p>
      ) : (
        <div className="tx-waiting" role="status" aria-busy="true">
          <span className="page-loading-bar" aria-hidden="true" />
          <p>{t(messages.waiting)}</p>
          <p>{t(messages.waitingDetail)}</p>
        </div>
      )}
    </div>
  )
}
