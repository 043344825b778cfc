// /rbf: the latest replacement trees (GET /api/v1/replacements, then live `rbfLatest`), newest first, with a
// "full RBF only" filter.
import { useId, useState } from 'react'
import { TIME_REFRESH_MS } from '../../../core'
import { PageError, PageLoading } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { useNow } from '../blocks/use-now'
import { messages } from './messages'
import { RbfChain } from './rbf-chain'
import { visibleTrees } from './rbf-trees'
import { useRbfLatest } from './use-rbf-latest'
import '../blocks/blocks-table.css'
import './rbf.css'

export default function RbfPage() {
  const { t, client } = useSiteEnv()
  const title = t(messages.title)
  usePageMeta({ title })
  const latest = useRbfLatest(client)
  const [fullRbfOnly, setFullRbfOnly] = useState(false)
  const nowS = Math.floor(useNow(TIME_REFRESH_MS.slow) / 1000)
  const filterId = useId()

  if (latest.status === 'error') {
    return (
      <div className="page rbf-page" data-page="rbf">
        <PageError
          title={t(messages.loadFailed)}
          detail={t(messages.loadFailedDetail, { message: latest.error.message })}
        />
      </div>
    )
  }
  const trees = latest.status === 'ok' ? visibleTrees(latest.data, fullRbfOnly) : []
  return (
    <div className="page rbf-page" data-page="rbf">
      <h1>{title}</h1>
      <p>{t(messages.intro)}</p>
      <p className="rbf-filter">
        <input
          id={filterId}
          type="checkbox"
          checked={fullRbfOnly}
          onChange={(event) => setFullRbfOnly(event.currentTarget.checked)}
        />
        <label htmlFor={filterId}>{t(messages.fullRbfOnly)}</label>
      </p>
      {latest.status === 'loading' ? (
        <PageLoading />
      ) : trees.length === 0 ? (
        <p className="rbf-empty">{t(fullRbfOnly ? messages.emptyFull : messages.empty)}</p>
      ) : (
        <ol className="rbf-chains" aria-live="polite" aria-relevant="additions">
          {trees.map((tree) => (
            <RbfChain key={tree.tx.txid} tree={tree} nowS={nowS} />
          ))}
        </ol>
      )}
    </div>
  )
}
