// The block's transactions, 25 a page (GET /api/block/{hash}/txs/{start}); the page is the `page` query.
import { useSearchParams } from 'react-router'
import { endpoints } from '../../../core'
import type { BlockExtended } from '../../../core'
import { PageLoading } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { useRequest } from '../../app/use-request'
import { useStore } from '../../app/use-store'
import { TxList } from '../../tx-list/tx-list'
import { messages } from './messages'
import { Pager } from './pager'
import { BLOCK_TXS_PER_PAGE, pageCount, pageFromQuery, pageStart } from './paging'

export function BlockTxs({ block }: { block: BlockExtended }) {
  const { t, client } = useSiteEnv()
  const tip = useStore(client.stores.$tip)
  const [search] = useSearchParams()
  const pages = pageCount(block.tx_count, BLOCK_TXS_PER_PAGE)
  const page = pageFromQuery(search.get('page'), pages)
  const txs = useRequest(
    client.rest,
    endpoints.blockTxs(block.id, pageStart(page, BLOCK_TXS_PER_PAGE)),
  )
  return (
    <section className="block-txs" aria-labelledby="block-txs-heading">
      <h2 id="block-txs-heading">{t(messages.txsHeading, { count: block.tx_count })}</h2>
      {txs.status === 'loading' ? <PageLoading label={t(messages.txsLoading)} /> : null}
      {txs.status === 'error' ? (
        <p role="alert">{t(messages.txsFailed, { message: txs.error.message })}</p>
      ) : null}
      {txs.status === 'ok' ? <TxList txs={txs.data} {...(tip ? { tip: tip.height } : {})} /> : null}
      <Pager page={page} pages={pages} />
    </section>
  )
}
