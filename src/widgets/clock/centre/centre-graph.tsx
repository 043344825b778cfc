// Mempool mode's centre: the selected projected block's live graph (reference §4.7 at 75 cells per side, fee
// order, no goggles), fed by the projected block's own feed. Loaded on demand (lazy-centre-graph.ts).
import { BlockGraph } from '../../block-graph/block-graph'
import { explorerHref } from '../../internal/explorer-href'
import { useStore } from '../../internal/use-store'
import { useWidget } from '../../internal/widget-context'
import { shownIndex } from '../../projected-block/shown-index'
import { projectedBlockLabel } from '../../projected-block/projected-label'
import { frameGraphProps } from '../../projected-block/projected-feed'
import { useProjectedFeed } from '../../projected-block/use-projected-feed'

/** Cells per side: a sizer side (a multiple of 75 px) gives every cell a whole number of pixels. */
export const CENTRE_RESOLUTION = 75

export interface CentreGraphProps {
  /** The projected block (0 = next); past the last block, the last one is shown. */
  index: number
  reducedMotion: boolean
  /** Kiosk → false: a picture only (no keyboard grid, tooltip or table toggle). */
  interactive: boolean
  /** False while the clock is hidden or off-screen: the block is not tracked and nothing updates. */
  active: boolean
}

export function CentreGraph({
  index: asked,
  reducedMotion,
  interactive,
  active,
}: CentreGraphProps) {
  const { client, intl } = useWidget()
  const blocks = useStore(client.stores.$mempoolBlocks)
  const tip = useStore(client.stores.$tip)
  const index = shownIndex(asked, blocks.length)
  const frame = useProjectedFeed(
    client.stores,
    index,
    tip !== undefined && blocks.length === 0,
    !active,
  )
  const label = projectedBlockLabel(intl, index, blocks[index], frame)
  return (
    <div className="centre-graph" data-index={frame.index} data-loading={frame.loading}>
      <BlockGraph
        {...frameGraphProps(frame)}
        resolution={CENTRE_RESOLUTION}
        showGoggles={false}
        interactive={interactive}
        txHref={(txid: string) => explorerHref(client, `/tx/${encodeURIComponent(txid)}`)}
        label={label}
        {...(reducedMotion ? { animationMs: 0 } : {})}
      />
    </div>
  )
}
