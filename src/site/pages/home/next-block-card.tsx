// The next block's transactions as the live projected-block graph, with a link to its page. The graph's element
// (~25 kB gzip with the renderer) loads after the page has painted, so it is not part of the home's initial JS.
import { useEffect } from 'react'
import { useSiteEnv } from '../../app/site-env'
import { DashboardCard } from './dashboard-card'
import { messages } from './messages'

export function NextBlockCard() {
  const { t, link, network } = useSiteEnv()
  useEffect(() => {
    void import('../../../widgets/projected-block/projected-block.element')
  }, [])
  return (
    <DashboardCard
      title={t(messages.nextBlockTitle)}
      name="next-block"
      more={{ href: link('/mempool-block/0'), label: t(messages.nextBlockLink) }}
    >
      <div className="next-block-graph">
        <mempool-projected-block network={network} index="0" autofit="" />
      </div>
    </DashboardCard>
  )
}
