// The blocks list (/blocks and /mining/blocks): 15 blocks a page from GET /api/v1/blocks/{height}, the page
// number in the query (?page=N, anything else is page 1). Page 1 is live: new blocks appear at the top.
// Later pages count down from the tip seen when the page opened, so a new block does not shift them.
import { useSearchParams } from 'react-router'
import { endpoints } from '../../../core'
import { PageError, PageLoading } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { useRequest } from '../../app/use-request'
import { BlocksList } from './blocks-list'
import { pageFromQuery, pageStartHeight } from './blocks-paging'
import { messages } from './messages'

export default function BlocksPage() {
  const { t, client } = useSiteEnv()
  const [search] = useSearchParams()
  const tip = useRequest(client.rest, endpoints.tipHeight())
  const tipHeight = tip.status === 'ok' ? Number(tip.data) : undefined
  const page = pageFromQuery(search.get('page'), tipHeight)
  const request =
    page === 1
      ? endpoints.blocks()
      : tipHeight === undefined
        ? null
        : endpoints.blocks(pageStartHeight(tipHeight, page))
  const blocks = useRequest(client.rest, request)
  const title = page === 1 ? t(messages.title) : t(messages.pageTitle, { page })
  usePageMeta({ title })

  const failed = tip.status === 'error' ? tip : blocks.status === 'error' ? blocks : undefined
  if (failed) {
    return (
      <div className="page blocks-page" data-page="blocks">
        <PageError
          title={t(messages.loadFailed)}
          detail={t(messages.loadFailedDetail, { message: failed.error.message })}
        />
      </div>
    )
  }
  return (
    <div className="page blocks-page" data-page="blocks">
      <h1>{t(messages.title)}</h1>
      {blocks.status === 'ok' && tipHeight !== undefined ? (
        <BlocksList page={page} blocks={blocks.data} tipHeight={tipHeight} label={title} />
      ) : (
        <PageLoading />
      )}
    </div>
  )
}
