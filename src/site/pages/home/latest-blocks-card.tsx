// The newest mined blocks (live `blocks`/`block`), with a link to the full list.
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { BlocksTable } from '../blocks/blocks-table'
import { DashboardCard } from './dashboard-card'
import { messages } from './messages'
import { Waiting } from './waiting'

/** Rows of the card (the store keeps 8). */
const SHOWN_BLOCKS = 6

export function LatestBlocksCard() {
  const { t, link, client } = useSiteEnv()
  const blocks = useStore(client.stores.$blocks)
  const title = t(messages.blocksTitle)
  return (
    <DashboardCard
      title={title}
      name="blocks"
      more={{ href: link('/blocks'), label: t(messages.allBlocks) }}
    >
      {blocks.length > 0 ? (
        <div className="table-scroll">
          <BlocksTable blocks={blocks.slice(0, SHOWN_BLOCKS)} label={title} compact />
        </div>
      ) : (
        <Waiting />
      )}
    </DashboardCard>
  )
}
