// One of the eight blocks: its graph and the info overlay (height, pool, local time; spec §2.5).
import type { BlockExtended } from '../../core'
import { BlockGraph } from '../block-graph/block-graph'
import type { GogglesState, GraphTx } from '../block-graph/graph-types'
import { useWidget } from '../internal/widget-context'
import { messages } from './messages'
import type { Scene } from './use-scenes'

const NO_TXS: readonly GraphTx[] = []

export interface BlockCellProps {
  index: number
  /** What the graph draws (undefined: still loading). */
  drawn: Scene | undefined
  /** The block the overlay describes: the latest list's, already while the graph still slides. */
  info: BlockExtended | undefined
  infoVisible: boolean
  resolution: number
  animationMs: number
  goggles: GogglesState | undefined
  txHref: (txid: string) => string
}

export function BlockCell(props: BlockCellProps) {
  const { intl } = useWidget()
  const { drawn, info } = props
  const label = drawn
    ? intl.t(messages.graph, { height: String(drawn.block.height), count: drawn.txs.length })
    : intl.t(messages.loadingGraph)
  const error = drawn?.failed
    ? { error: intl.t(messages.summaryError, { height: String(drawn.block.height) }) }
    : {}
  return (
    <figure className="block" part="block" data-index={props.index} data-hash={drawn?.block.id}>
      <div className="graph">
        <BlockGraph
          txs={drawn?.txs ?? NO_TXS}
          sceneKey={drawn?.block.id ?? `loading-${props.index}`}
          order="given"
          // rows run from the right edge (reference §4.7 'left'), so the 'pool' transition slides in from the right
          orientation="left"
          transition="pool"
          loading={drawn === undefined}
          {...error}
          resolution={props.resolution}
          {...(props.goggles ? { goggles: props.goggles } : {})}
          showGoggles={false}
          txHref={props.txHref}
          label={label}
          animationMs={props.animationMs}
        />
      </div>
      {info && <InfoOverlay block={info} visible={props.infoVisible} />}
    </figure>
  )
}

function InfoOverlay({ block, visible }: { block: BlockExtended; visible: boolean }) {
  const { intl } = useWidget()
  const pool = block.extras?.pool?.name
  return (
    <figcaption className={visible ? 'info info--shown' : 'info'} part="info">
      <span className="height" data-info="height">
        {block.height}
      </span>
      <span data-info="pool">
        {pool ? intl.t(messages.pool, { pool }) : intl.t(messages.unknownPool)}
      </span>
      <span data-info="time">
        {intl.t(messages.time, { time: new Date(block.timestamp * 1000) })}
      </span>
    </figcaption>
  )
}
