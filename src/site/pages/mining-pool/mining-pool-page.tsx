// /mining/pool/{slug} (spec §2.2, linked from the pool badge): the pool's figures and its latest blocks.
// An unknown or malformed slug is a not-found page (soft 404); charts come with the graphs issue.
import { useParams } from 'react-router'
import { endpoints } from '../../../core'
import { PageError, PageLoading } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { useRequest } from '../../app/use-request'
import { messages } from './messages'
import { PoolBlocks } from './pool-blocks'
import { PoolSummary } from './pool-summary'
import './mining-pool-page.css'

/** The server's slug rule: lower-case letters, digits and dashes. */
const SLUG = /^[a-z0-9-]{1,64}$/

export default function MiningPoolPage() {
  const { t } = useSiteEnv()
  const slug = useParams()['slug'] ?? ''
  if (!SLUG.test(slug))
    return <PageError title={t(messages.notFound)} detail={t(messages.notFoundDetail)} notFound />
  return <LoadedPool key={slug} slug={slug} />
}

function LoadedPool({ slug }: { slug: string }) {
  const { t, client } = useSiteEnv()
  const state = useRequest(client.rest, endpoints.pool(slug))
  const title =
    state.status === 'ok'
      ? t(messages.title, { name: state.data.pool.name })
      : t(messages.titleBySlug, { slug })
  usePageMeta({ title, preview: { image: 'mining.png' } })
  if (state.status === 'loading') return <PageLoading label={t(messages.loading)} />
  if (state.status === 'error') {
    const missing = state.error.status === 404 || state.error.status === 400
    return missing ? (
      <PageError title={t(messages.notFound)} detail={t(messages.notFoundDetail)} notFound />
    ) : (
      <PageError
        title={t(messages.failed)}
        detail={t(messages.failedDetail, { message: state.error.message })}
      />
    )
  }
  return (
    <div className="page mining-pool-page" data-page="mining-pool-page" data-slug={slug}>
      <PoolSummary detail={state.data} />
      <PoolBlocks slug={slug} />
    </div>
  )
}
