// The embeddable views (spec §2.2, §2.5): one graph element filling the window, no header or footer.
// view/block/{id}, view/mempool-block/{index} and view/blocks, under each network and language prefix.
import '../../widgets/block-overview/block-overview.element'
import '../../widgets/projected-block/projected-block.element'
import '../../widgets/eight-blocks/eight-blocks.element'
import { useEffect } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { createTranslator, pageTitle, textDirection } from '../../core'
import { NotFound } from '../layout'
import { routeFromParams } from '../routes'
import type { SiteNetwork, SiteRoute } from '../routes'
import { messages } from './messages'
import { autofitParam, eightBlocksAttributes, mempoolBlockIndex } from './view-params'
import './views.css'

export type ViewName = 'block' | 'mempool-block' | 'blocks'

export function ViewPage({ network, view }: { network: SiteNetwork; view: ViewName }) {
  const params = useParams()
  const [search] = useSearchParams()
  const route = routeFromParams(network, params['lang'])
  const lang = route?.lang ?? 'en'
  const { t } = createTranslator(lang)
  const name =
    view === 'block'
      ? t(messages.block, { id: params['id'] ?? '' })
      : view === 'mempool-block'
        ? t(messages.mempoolBlock, { index: String(mempoolBlockIndex(params['index'])) })
        : t(messages.blocks)
  const title = pageTitle(name, network, lang)
  useEffect(() => {
    document.documentElement.lang = lang
    document.documentElement.dir = textDirection(lang)
    document.title = title
  }, [lang, title])

  if (!route) return <NotFound />
  return (
    <main className="view-page" data-view={view}>
      <h1 className="visually-hidden">{name}</h1>
      <ViewElement
        route={route}
        view={view}
        id={params['id']}
        index={params['index']}
        search={search}
      />
    </main>
  )
}

interface ViewElementProps {
  route: SiteRoute
  view: ViewName
  id: string | undefined
  index: string | undefined
  search: URLSearchParams
}

function ViewElement({ route, view, id, index, search }: ViewElementProps) {
  const autofit = autofitParam(search) ? { autofit: '' as const } : {}
  switch (view) {
    case 'block':
      return <mempool-block-overview network={route.network} block={id ?? ''} {...autofit} />
    case 'mempool-block':
      return (
        <mempool-projected-block
          network={route.network}
          index={`${mempoolBlockIndex(index)}`}
          {...autofit}
        />
      )
    case 'blocks':
      return <mempool-eight-blocks network={route.network} {...eightBlocksAttributes(search)} />
  }
}
