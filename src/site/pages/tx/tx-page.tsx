// /tx/{txid} (and /tx/{txid}:{vout}): checks the id, loads the transaction and hands it to the view; a valid id
// the API does not know goes to the waiting state, any other failure to an error page.
import { useParams } from 'react-router'
import { endpoints } from '../../../core'
import { PageError, PageLoading } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { useRequest } from '../../app/use-request'
import { messages } from './messages'
import { parseTxRef } from './tx-id'
import type { TxRef } from './tx-id'
import { TxMissing } from './tx-missing'
import { TxView } from './tx-view'

export default function TxPage() {
  const { t } = useSiteEnv()
  const ref = parseTxRef(useParams()['txid'] ?? '')
  if (!ref)
    return (
      <PageError title={t(messages.invalidTitle)} detail={t(messages.invalidDetail)} notFound />
    )
  return <TxLoader key={ref.txid} txRef={ref} />
}

function TxLoader({ txRef }: { txRef: TxRef }) {
  const { t, client } = useSiteEnv()
  const answer = useRequest(client.rest, endpoints.tx(txRef.txid))
  if (answer.status === 'loading') return <PageLoading label={t(messages.loading)} />
  if (answer.status === 'ok') return <TxView tx={answer.data} vout={txRef.vout} />
  if (answer.error.status === 404) return <TxMissing txid={txRef.txid} vout={txRef.vout} />
  return (
    <PageError
      title={t(messages.failedTitle)}
      detail={t(messages.failedDetail, { message: answer.error.message })}
    />
  )
}
