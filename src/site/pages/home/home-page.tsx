// The network root: the live blockchain strip, then the dashboard's cards (fees, difficulty, the next
// block's graph, latest blocks, transactions and replacements). The footer bar is the shell's.
import '../../../widgets/blockchain/blockchain.element'
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { DifficultyCard } from './difficulty-card'
import { FeesCard } from './fees-card'
import { LatestBlocksCard } from './latest-blocks-card'
import { LatestTxsCard } from './latest-txs-card'
import { messages } from './messages'
import { NextBlockCard } from './next-block-card'
import { RbfCard } from './rbf-card'
import './home.css'

export default function HomePage() {
  const { t, network } = useSiteEnv()
  usePageMeta({})
  return (
    <div className="page home-page" data-page="home">
      <h1 className="visually-hidden">{t(messages.heading, { network: t(messages[network]) })}</h1>
      <div className="home-blockchain">
        <mempool-blockchain network={network} />
      </div>
      <div className="dashboard-grid">
        <FeesCard />
        <DifficultyCard />
        <NextBlockCard />
        <LatestBlocksCard />
        <LatestTxsCard />
        <RbfCard />
      </div>
    </div>
  )
}
