// <mempool-eight-blocks>: the latest mined blocks as block graphs side by side, each with an info overlay
// (spec §2.5 "Embeddable views", §4 "Eight-blocks display"). All the widget's logic lives here and in the
// hooks beside it; the element file only registers it.
import { useCallback, useMemo } from 'react'
import type { CSSProperties } from 'react'
import { call, endpoints, fromClassified } from '../../core'
import type { MempoolClient } from '../../core'
import type { GraphTx } from '../block-graph/graph-types'
import { parseGoggles } from '../block-graph/overlays/goggles-attributes'
import { withDefaults } from '../internal/element-api'
import type { AttributeProps } from '../internal/element-api'
import { explorerHref } from '../internal/explorer-href'
import { useWidget } from '../internal/widget-context'
import { WidgetRoot } from '../internal/widget-root'
import type { WidgetProps } from '../internal/widget-root'
import { BlockCell } from './block-cell'
import { eightBlocksApi } from './eight-blocks.api'
import styles from './eight-blocks.css?inline'
import { messages } from './messages'
import { eightBlocksResolution } from './resolution'
import { useBlockList } from './use-block-list'
import { useScenes } from './use-scenes'

/** The component's props: the attributes of eight-blocks.api.ts, camelCased (see the table for each). */
export type MempoolEightBlocksProps = WidgetProps & AttributeProps<typeof eightBlocksApi.attributes>

// <BlockGraph> adopts its own styles.
const eightBlocksStyles = [styles]

/** Blocks on show at most: each one is a WebGL canvas and a request per new block. */
export const MAX_BLOCKS = 100

export function MempoolEightBlocks(given: MempoolEightBlocksProps) {
  const props = withDefaults(eightBlocksApi.attributes, given)
  const className = props.wrap ? 'eight-blocks' : 'eight-blocks eight-blocks--nowrap'
  return (
    <WidgetRoot {...props} styles={eightBlocksStyles} className={className}>
      <EightBlocksView {...props} />
    </WidgetRoot>
  )
}

type ViewProps = ReturnType<
  typeof withDefaults<typeof eightBlocksApi.attributes, MempoolEightBlocksProps>
>

function EightBlocksView(props: ViewProps) {
  const { client, intl } = useWidget()
  const count = clampInteger(props.numBlocks, 1, MAX_BLOCKS)
  const blockWidth = Math.max(1, Math.round(props.blockWidth))
  // The graph keeps at least 1 px whatever the padding.
  const padding = clampInteger(props.padding, 0, Math.floor((blockWidth - 1) / 2))
  const resolution = eightBlocksResolution(props.autofit, blockWidth, padding)
  const goggles = useMemo(() => {
    const state = parseGoggles(props.filters, props.filterMode)
    return state.mask === 0n ? undefined : state
  }, [props.filters, props.filterMode])

  const list = useBlockList(client, count, props.test)
  const fetchSummary = useCallback((hash: string) => fetchBlockTxs(client, hash), [client])
  const { latest, drawn, infoVisible } = useScenes(list.blocks, fetchSummary, props.stagger)
  const txHref = useCallback(
    (txid: string) => explorerHref(client, `/tx/${encodeURIComponent(txid)}`),
    [client],
  )

  const size = {
    '--_block-width': `${blockWidth}px`,
    '--_padding': `${padding}px`,
  } as CSSProperties
  if (list.error)
    return (
      <p className="error" role="alert" part="error">
        {intl.t(messages.listError)}
      </p>
    )
  const cells = latest.length > 0 ? latest.length : count
  return (
    <section className="blocks" aria-label={intl.t(messages.region)} style={size} part="blocks">
      {Array.from({ length: cells }, (_, index) => (
        <BlockCell
          key={index}
          index={index}
          drawn={drawn[index]}
          info={latest[index]?.block}
          infoVisible={infoVisible}
          resolution={resolution}
          animationMs={Math.max(0, props.animationDuration)}
          goggles={goggles}
          txHref={txHref}
        />
      ))}
    </section>
  )
}

/**
 * A block's stripped transactions in block order. The REST client's cache is skipped: the widget keeps its
 * own for the blocks on show only, where the client's would keep an hour of them (360 blocks in test mode).
 */
async function fetchBlockTxs(client: MempoolClient, hash: string): Promise<readonly GraphTx[]> {
  const summary = await call(client.rest, { ...endpoints.blockSummary(hash), cacheMs: 0 })
  return summary.map(fromClassified)
}

function clampInteger(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(value)))
}
