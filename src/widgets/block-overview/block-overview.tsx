// <mempool-block-overview>: one mined block as a block graph (spec §2.2 view/block, §4 "Block view"): its
// transactions in block order, coloured by audit status when the server audited the block. The element
// file only registers it; the data comes from the core's block overview store (use-block-overview.ts).
import { useState } from 'react'
import type { GogglesState, GraphTx } from '../block-graph/graph-types'
import { BlockGraph } from '../block-graph/block-graph'
import { parseGoggles } from '../block-graph/overlays/goggles-attributes'
import { withDefaults } from '../internal/element-api'
import type { AttributeProps } from '../internal/element-api'
import { explorerHref } from '../internal/explorer-href'
import { useWidget } from '../internal/widget-context'
import { WidgetRoot } from '../internal/widget-root'
import type { WidgetProps } from '../internal/widget-root'
import { blockOverviewApi } from './block-overview.api'
import styles from './block-overview.css?inline'
import { BlockOverviewError } from './block-overview-error'
import { messages } from './messages'
import { useBlockOverview } from './use-block-overview'

/** The component's props: the attributes of block-overview.api.ts, camelCased (see the table for each). */
export type MempoolBlockOverviewProps = WidgetProps &
  AttributeProps<typeof blockOverviewApi.attributes>

type Props = ReturnType<
  typeof withDefaults<typeof blockOverviewApi.attributes, MempoolBlockOverviewProps>
>

const blockOverviewStyles = [styles]
/** Spec §9: autofit picks 64–96 cells, best dividing the smaller side (block and mempool-block views). */
const AUTOFIT = { min: 64, max: 96, on: 'smaller-side' } as const

export function MempoolBlockOverview(given: MempoolBlockOverviewProps) {
  const props = withDefaults(blockOverviewApi.attributes, given)
  return (
    <WidgetRoot {...props} styles={blockOverviewStyles} className="block-overview">
      <BlockOverviewGraph {...props} />
    </WidgetRoot>
  )
}

/** The goggles the reader picked in the menu, kept while the attributes they override stay as they were. */
interface ChosenGoggles {
  attributes: string
  state: GogglesState
}

function BlockOverviewGraph(props: Props) {
  const { client, intl } = useWidget()
  const id = (props.block ?? '').trim()
  const { state, retry } = useBlockOverview(client.rest, id, props.audit)
  const data = state.data

  const attributes = `${props.filters ?? ''}|${props.filterMode}`
  const [chosen, setChosen] = useState<ChosenGoggles>()
  const goggles =
    chosen?.attributes === attributes ? chosen.state : parseGoggles(props.filters, props.filterMode)

  const problem = id === '' ? 'no-block' : state.error?.kind
  const label = data
    ? intl.t(messages.label, { height: data.block.height, count: data.txs.length })
    : intl.t(messages.loading, { id })

  return (
    <section
      className={props.autofit ? 'block' : 'block block--square'}
      part="block"
      aria-label={problem ? undefined : label}
      aria-busy={state.loading && !problem}
      data-state={problem ? 'error' : state.loading ? 'loading' : 'ready'}
      data-audit={data?.audit && props.audit ? 'on' : 'off'}
    >
      {problem ? (
        <BlockOverviewError problem={problem} id={id} onRetry={retry} />
      ) : (
        <BlockGraph
          txs={(data?.txs ?? []) as readonly GraphTx[]}
          sceneKey={data?.hash ?? `block-${id}`}
          order="given"
          loading={!data}
          resolution={props.resolution}
          {...(props.autofit ? { autofit: AUTOFIT } : {})}
          orientation={props.orientation}
          flip={props.flip}
          auditHighlighting={props.audit && data?.audit !== undefined}
          auditView="actual"
          showGoggles={props.showGoggles}
          goggles={goggles}
          onGogglesChange={(next) => setChosen({ attributes, state: next })}
          txHref={(txid) => explorerHref(client, `/tx/${encodeURIComponent(txid)}`)}
          label={label}
        />
      )}
    </section>
  )
}
