// The projected side: one tile per upcoming block, furthest future first so the reading and Tab order run
// from the future to the past; empty slots until the first tip and tiles arrive.
import type { MempoolBlockTile } from '../../core'
import { explorerHref } from '../internal/explorer-href'
import { onSelectLink } from '../internal/select-link'
import { useWidget } from '../internal/widget-context'
import type { Selection } from './keyboard'
import { projectedTileKey } from './mempool-index'
import { messages } from './messages'
import { placeholderSlots } from './placeholder-slots'
import { ProjectedTile } from './projected-tile'
import type { ProjectedTileProps } from './projected-tile'

/** What every tile shares. */
export type SharedTileProps = Pick<
  ProjectedTileProps,
  'difficulty' | 'nowMs' | 'unit' | 'liquid' | 'palette' | 'showMiningInfo'
>

export interface ProjectedListProps {
  /** Null before the first tip and tiles: draw `slotCount` empty slots. */
  tiles: readonly MempoolBlockTile[] | null
  slotCount: number
  /** True while an answer is expected (the empty slots flash). */
  waiting: boolean
  /** Running index of tile 0 (strip-state.ts TipState.index). */
  runningIndex: number
  selection: Selection | null
  spotlight: number
  shared: SharedTileProps
  choose: (selection: Selection) => void
}

export function ProjectedList(props: ProjectedListProps) {
  const { client, host, intl } = useWidget()
  const { tiles, selection } = props
  const tile = (position: number, data: MempoolBlockTile, count: number) => {
    const href = explorerHref(client, `/mempool-block/${position}`)
    const selected =
      selection?.kind === 'mempool' && Math.min(selection.index, count - 1) === position
    return (
      <ProjectedTile
        key={projectedTileKey(props.runningIndex, position, data.isStack)}
        {...props.shared}
        tile={data}
        position={position}
        selected={selected}
        spotlight={props.spotlight === -(position + 1)}
        href={href}
        onChoose={(event) => {
          props.choose({ kind: 'mempool', index: position })
          onSelectLink(host, 'mp-mempool-block-select', { index: position, href })(event)
        }}
      />
    )
  }
  return (
    <ol className="projected-list" aria-label={intl.t(messages.projectedList)}>
      {tiles === null
        ? placeholderSlots('projected', props.slotCount, props.waiting)
        : [...tiles.entries()]
            .reverse()
            .map(([position, data]) => tile(position, data, tiles.length))}
    </ol>
  )
}
