// The next block's transactions as the live projected-block graph, with a link to its page.
import { useSiteEnv } from '../../app/site-env'
import { DashboardCard } from './dashboard-card'
import { messages } from './messages'

export function NextBlockCard() {
  const { t, link, network } = useSiteEnv()
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
