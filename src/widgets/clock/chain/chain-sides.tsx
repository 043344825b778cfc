// The two sides of the clockchain: projected tiles (fee-coloured from the core's palettes, next block at the
// divider) and mined cubes (filled by weight with the network gradient, the tip at the divider).
import { blockFill, blockFillFromVsize, projectedBlockGradient } from '../../../core'
import type { Block, FeePaletteName, MempoolBlockTile } from '../../../core'
import { minedBackground, projectedBackground } from '../../blockchain/cube-backgrounds'
import { formatCubeFee } from '../../blockchain/figures'
import { useRateUnit } from '../../internal/use-preferences'
import { useWidget } from '../../internal/widget-context'
import type { ClockSelection } from '../clock-rules'
import { ChainBlock } from './chain-block'
import { messages } from './messages'

interface SideProps {
  selected: ClockSelection
  interactive: boolean
  onSelect: (selection: ClockSelection) => void
}

export function ProjectedSide(
  props: SideProps & {
    tiles: readonly MempoolBlockTile[]
    palette: FeePaletteName
    liquid: boolean
  },
) {
  const { t, locale } = useWidget().intl
  const unit = useRateUnit()
  return (
    <ol className="side projected-side" aria-label={t(messages.projectedList)}>
      {props.tiles.map((tile, index) => {
        const fee = formatCubeFee(tile.medianFee, locale, props.liquid, unit)
        const stops = projectedBlockGradient(
          tile.feeRange,
          tile.blockVSize,
          index === 0,
          props.palette,
        )
        return (
          <ChainBlock
            key={index}
            kind="mempool"
            index={index}
            label={t(unit === 'wu' ? messages.projectedBlockWu : messages.projectedBlock, {
              position: index + 1,
              fee,
              count: tile.nTx,
            })}
            background={projectedBackground(stops, 'var(--_cc-projected-empty)')}
            fill={blockFillFromVsize(tile.blockVSize)}
            selected={props.selected.mode === 'mempool' && props.selected.index === index}
            interactive={props.interactive}
            onChoose={() => props.onSelect({ mode: 'mempool', index })}
          >
            {t(messages.tileFee, { fee })}
          </ChainBlock>
        )
      })}
    </ol>
  )
}

export function MinedSide(props: SideProps & { blocks: readonly Block[] }) {
  const { t } = useWidget().intl
  return (
    <ol className="side mined-side" aria-label={t(messages.minedList)}>
      {props.blocks.map((block, index) => {
        const fill = blockFill(block.weight)
        return (
          <ChainBlock
            key={block.height}
            kind="mined"
            index={index}
            height={block.height}
            label={t(messages.minedBlock, { height: block.height, count: block.tx_count, fill })}
            background={minedBackground(
              fill,
              'var(--_cc-mined-empty)',
              'var(--_cc-mined-top)',
              'var(--_cc-mined-bottom)',
            )}
            fill={fill}
            selected={props.selected.mode === 'mined' && props.selected.index === index}
            interactive={props.interactive}
            onChoose={() => props.onSelect({ mode: 'mined', index })}
          >
            {block.height}
          </ChainBlock>
        )
      })}
    </ol>
  )
}
