// One projected block: its live graph, its figures, and the neighbouring blocks by link and arrow key
// (← away from the chain, → towards it, as on the strip). The graph's own arrow keys route the same way.
import '../../../widgets/projected-block/projected-block.element'
import { useEffect, useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { pagePath } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { arrowKeyOf, useArrowKeys } from '../../app/use-arrow-keys'
import { usePageMeta } from '../../app/use-page-meta'
import { useStore } from '../../app/use-store'
import { MempoolBlockStats } from './mempool-block-stats'
import { neighbourIndexes } from './mempool-block-index'
import { mempoolBlockName } from './mempool-block-name'
import { messages } from './messages'
import '../blocks/blocks-table.css'
import './mempool-block.css'

export function MempoolBlockView({ index }: { index: number }) {
  const { t, translator, link, network, client } = useSiteEnv()
  const navigate = useNavigate()
  const blocks = useStore(client.stores.$mempoolBlocks)
  const name = mempoolBlockName(t, index)
  usePageMeta({ title: name })

  const hrefOf = (i: number): string => link(pagePath`/mempool-block/${i}`)
  const { towardsChain, awayFromChain } = neighbourIndexes(index, blocks.length || undefined)
  useArrowKeys({
    ...(awayFromChain === undefined ? {} : { previous: hrefOf(awayFromChain) }),
    ...(towardsChain === undefined ? {} : { next: hrefOf(towardsChain) }),
  })

  // The graph's arrow keys choose a neighbour (the event bubbles out of the element): route to its page
  // instead of letting the element switch alone.
  const graph = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = graph.current
    if (!element) return
    const onSelect = (event: CustomEvent<{ index: number }>) => {
      event.preventDefault()
      void navigate(link(pagePath`/mempool-block/${event.detail.index}`))
    }
    element.addEventListener('mp-mempool-block-select', onSelect)
    return () => element.removeEventListener('mp-mempool-block-select', onSelect)
  }, [navigate, link])

  return (
    <div className="page mempool-block-page" data-page="mempool-block" data-index={index}>
      <h1>{name}</h1>
      <div className="mempool-block-layout">
        <div className="mempool-block-graph" ref={graph}>
          <mempool-projected-block network={network} index={`${index}`} autofit="" />
        </div>
        <MempoolBlockStats block={blocks[index]} loaded={blocks.length > 0} index={index} />
      </div>
      <nav className="pager" aria-label={t(messages.neighbours)}>
        {awayFromChain === undefined ? null : (
          <Link
            to={hrefOf(awayFromChain)}
            aria-keyshortcuts={arrowKeyOf('previous', translator.dir)}
          >
            {mempoolBlockName(t, awayFromChain)}
          </Link>
        )}
        {towardsChain === undefined ? null : (
          <Link to={hrefOf(towardsChain)} aria-keyshortcuts={arrowKeyOf('next', translator.dir)}>
            {mempoolBlockName(t, towardsChain)}
          </Link>
        )}
      </nav>
    </div>
  )
}
