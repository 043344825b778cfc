// The embeddable views (spec §2.2, §2.5): one graph element filling the window, no header or footer.
// view/block/{id}, view/mempool-block/{index} and view/blocks, under each network and language prefix; each
// is a bare page of the registry (block-view-page.tsx, …), sharing this component.
import '../../widgets/block-overview/block-overview.element'
import '../../widgets/projected-block/projected-block.element'
import '../../widgets/eight-blocks/eight-blocks.element'
import { useParams, useSearchParams } from 'react-router'
import type { SiteNetwork } from '../../core'
import { useSiteEnv } from '../app/site-env'
import { usePageMeta } from '../app/use-page-meta'
import { messages } from './messages'
import { autofitParam, eightBlocksAttributes, mempoolBlockIndex } from './view-params'
import './views.css'

export type ViewName = 'block' | 'mempool-block' | 'blocks'

export function ViewPage({ view }: { view: ViewName }) {
  const { t, network } = useSiteEnv()
  const params = useParams()
  const [search] = useSearchParams()
  const name =
    view === 'block'
      ? t(messages.block, { id: params['id'] ?? '' })
      : view === 'mempool-block'
        ? t(messages.mempoolBlock, { index: String(mempoolBlockIndex(params['index'])) })
        : t(messages.blocks)
  usePageMeta({ title: name })
  return (
    <div className="view-page" data-view={view}>
      <h1 className="visually-hidden">{name}</h1>
      <ViewElement
        network={network}
        view={view}
        id={params['id']}
        index={params['index']}
        search={search}
      />
    </div>
  )
}

interface ViewElementProps {
  network: SiteNetwork
  view: ViewName
  id: string | undefined
  index: string | undefined
  search: URLSearchParams
}

function ViewElement({ network, view, id, index, search }: ViewElementProps) {
  const autofit = autofitParam(search) ? { autofit: '' as const } : {}
  switch (view) {
    case 'block':
      return <mempool-block-overview network={network} block={id ?? ''} {...autofit} />
    case 'mempool-block':
      return (
        <mempool-projected-block
          network={network}
          index={`${mempoolBlockIndex(index)}`}
          {...autofit}
        />
      )
    case 'blocks':
      return <mempool-eight-blocks network={network} {...eightBlocksAttributes(search)} />
  }
}
