// <mempool-projected-block>: the live transactions of one projected block as a block graph (spec §2.5
// "Mempool-block transaction overview", §4 "Mempool overview"). All the widget's logic lives here and in the
// pure modules beside it; the element file only registers it.
import { useState } from 'react'
import type { KeyboardEvent } from 'react'
import { BlockGraph } from '../block-graph/block-graph'
import type { GogglesState } from '../block-graph/graph-types'
import { parseGoggles } from '../block-graph/overlays/goggles-attributes'
import { emit } from '../internal/emit'
import { withDefaults } from '../internal/element-api'
import type { AttributeProps } from '../internal/element-api'
import { explorerHref } from '../internal/explorer-href'
import { overridden } from '../internal/override'
import type { Override } from '../internal/override'
import { useStore } from '../internal/use-store'
import { useWidget } from '../internal/widget-context'
import { WidgetRoot } from '../internal/widget-root'
import type { WidgetProps } from '../internal/widget-root'
import { projectedBlockApi } from './projected-block.api'
import { projectedBlockLabel } from './projected-label'
import styles from './projected-block.css?inline'
import { neighbourIndex, shownIndex } from './shown-index'
import { frameGraphProps } from './projected-feed'
import { useProjectedFeed } from './use-projected-feed'

/** The component's props: the attributes of projected-block.api.ts, camelCased (see the table for each). */
export type MempoolProjectedBlockProps = WidgetProps &
  AttributeProps<typeof projectedBlockApi.attributes>

type Props = ReturnType<
  typeof withDefaults<typeof projectedBlockApi.attributes, MempoolProjectedBlockProps>
>

const projectedBlockStyles = [styles]
/** Reference §3.2: the mempool-block overview leaves 'Non-Standard' out of its goggles. */
const EXCLUDED_FILTERS = ['nonstandard'] as const
/** Reference §4.7: full-screen block views fit 64–96 cells to the smaller side. */
const AUTOFIT = { min: 64, max: 96, on: 'smaller-side' } as const

export function MempoolProjectedBlock(given: MempoolProjectedBlockProps) {
  const props = withDefaults(projectedBlockApi.attributes, given)
  return (
    <WidgetRoot {...props} styles={projectedBlockStyles} className="projected-block">
      <ProjectedBlockGraph {...props} />
    </WidgetRoot>
  )
}

function ProjectedBlockGraph(props: Props) {
  const { client, host, intl, dir } = useWidget()
  const blocks = useStore(client.stores.$mempoolBlocks)
  const tip = useStore(client.stores.$tip)
  // Arrow keys move to a neighbouring block without touching the attribute; a new attribute value wins.
  const [moved, setMoved] = useState<Override<number>>()
  const index = shownIndex(overridden(moved, props.index, props.index), blocks.length)
  const frame = useProjectedFeed(client.stores, index, tip !== undefined && blocks.length === 0)

  const gogglesKey = `${props.filters ?? ''}|${props.filterMode}`
  const [chosenGoggles, setGoggles] = useState<Override<GogglesState>>()
  const goggles = overridden(
    chosenGoggles,
    gogglesKey,
    parseGoggles(props.filters, props.filterMode),
  )

  const label = projectedBlockLabel(intl, index, blocks[index], frame)

  // Block navigation only while this wrapper itself has focus: inside the graph's grid the arrows move
  // its focus square, and in the goggles menu they belong to the menu.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.target !== event.currentTarget) return
    const next = neighbourIndex(event.key, index, blocks.length, dir)
    if (next === undefined) return
    event.preventDefault()
    const href = explorerHref(client, `/mempool-block/${next}`)
    // Cancelled: the host routes (and sets `index` itself).
    if (emit(host, 'mp-mempool-block-select', { index: next, href }))
      setMoved({ given: props.index, value: next })
  }

  return (
    <section
      className={props.autofit ? 'block' : 'block block--square'}
      part="block"
      tabIndex={0}
      aria-label={label}
      aria-keyshortcuts="ArrowLeft ArrowRight"
      data-index={frame.index}
      data-loading={frame.loading}
      onKeyDown={onKeyDown}
    >
      <BlockGraph
        {...frameGraphProps(frame)}
        resolution={props.resolution}
        {...(props.autofit ? { autofit: AUTOFIT } : {})}
        orientation={props.orientation}
        flip={props.flip}
        showGoggles={props.showGoggles}
        goggles={goggles}
        onGogglesChange={(state: GogglesState) => setGoggles({ given: gogglesKey, value: state })}
        excludedFilters={EXCLUDED_FILTERS}
        txHref={(txid: string) => explorerHref(client, `/tx/${encodeURIComponent(txid)}`)}
        label={label}
      />
    </section>
  )
}
