// /mempool-block/{index}: one projected block, 0 (the next block) to 7. Anything else is a not-found page.
import { useParams } from 'react-router'
import { PageError } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { MempoolBlockView } from './mempool-block-view'
import { parseMempoolBlockIndex } from './mempool-block-index'
import { messages } from './messages'

export default function MempoolBlockPage() {
  const { t } = useSiteEnv()
  const index = parseMempoolBlockIndex(useParams()['index'])
  if (index === null) {
    return (
      <div className="page mempool-block-page" data-page="mempool-block">
        <PageError title={t(messages.notFound)} detail={t(messages.notFoundDetail)} notFound />
      </div>
    )
  }
  return <MempoolBlockView index={index} />
}
