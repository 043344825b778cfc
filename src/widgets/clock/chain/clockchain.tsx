// The clockchain across the clock's top (spec §9): projected tiles and mined cubes either side of a divider,
// sized from the strip's height (chain-geometry.ts). Choosing a block hands {mode, index} to the clock. The
// divider's toggle flips the direction of time, shared with <mempool-blockchain> (same remembered choice).
// Kiosk (interactive = false): no toggle, and the blocks are plain boxes, so nothing in it takes focus.
import { useMemo } from 'react'
import type { CSSProperties } from 'react'
import { isLiquid, isNetwork, mergeMempoolBlocks, paletteForTheme } from '../../../core'
import { useTimeDirection } from '../../blockchain/use-time-direction'
import { useStore } from '../../internal/use-store'
import { useWidget } from '../../internal/widget-context'
import { TIME_TOGGLE_MS } from '../clock-rules'
import type { ClockBlocks, ClockSelection } from '../clock-rules'
import { blocksToFillHalf, chainGeometry } from './chain-geometry'
import { MinedSide, ProjectedSide } from './chain-sides'
import css from './clockchain.css?inline'
import { messages } from './messages'

export const chainStyles: string = css

export interface ClockchainProps {
  widthPx: number
  heightPx: number
  /** Newest first, at most 16 (useClockBlocks). */
  blocks: ClockBlocks
  selected: ClockSelection
  /** Kiosk → false: no toggle, blocks are not buttons and nothing is focusable. */
  interactive: boolean
  onSelect: (selection: ClockSelection) => void
}

const round2 = (px: number): number => Math.round(px * 100) / 100

export function Clockchain(props: ClockchainProps) {
  const { client, host, intl } = useWidget()
  const projected = useStore(client.stores.$mempoolBlocks)
  const { timeLtr, flipping, flip } = useTimeDirection()
  const fit = blocksToFillHalf(props.widthPx, props.heightPx)
  // What does not fit is merged into the last tile, as in the strip.
  const tiles = useMemo(
    () => (projected.length > 0 ? mergeMempoolBlocks(projected, fit) : []),
    [projected, fit],
  )
  const geometry = chainGeometry({
    widthPx: props.widthPx,
    heightPx: props.heightPx,
    minedAvailable: props.blocks.length,
    mempoolAvailable: tiles.length,
  })
  const style: CSSProperties & Record<`--${string}`, string> = {
    inlineSize: `${props.widthPx}px`,
    blockSize: `${props.heightPx}px`,
    '--_cc-block': `${geometry.blockWidthPx}px`,
    '--_cc-gap': `${geometry.blockOffsetPx - geometry.blockWidthPx}px`,
    '--_cc-divider-gap': `${geometry.dividerGapPx}px`,
    '--_cc-toggle-ms': `${TIME_TOGGLE_MS}ms`,
  }
  const side = {
    selected: props.selected,
    interactive: props.interactive,
    onSelect: props.onSelect,
  }
  return (
    <div
      className="clockchain"
      part="clockchain"
      role="group"
      aria-label={intl.t(messages.region)}
      style={style}
      data-block-width={round2(geometry.blockWidthPx)}
      data-count-mined={geometry.countMined}
      data-count-mempool={geometry.countMempool}
      data-time-ltr={timeLtr ? 'true' : 'false'}
      data-flipping={flipping ? '' : undefined}
    >
      <div className="track">
        <ProjectedSide
          {...side}
          tiles={tiles.slice(0, geometry.countMempool)}
          palette={paletteForTheme(host.getAttribute('theme') ?? 'dark')}
          liquid={isNetwork(client.network) && isLiquid(client.network)}
        />
        <div className="divider" part="chain-divider">
          {props.interactive && (
            <button
              type="button"
              className="toggle"
              part="time-toggle"
              aria-label={intl.t(messages.flipDirection)}
              aria-pressed={timeLtr}
              onClick={flip}
            >
              <span aria-hidden="true">⇆</span>
            </button>
          )}
        </div>
        <MinedSide {...side} blocks={props.blocks.slice(0, geometry.countMined)} />
      </div>
    </div>
  )
}
