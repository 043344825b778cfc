// The clockchain: projected tiles and mined cubes either side of a divider across the clock's top.
import type { ClockBlocks, ClockSelection } from '../clock-rules'
import css from './clockchain.css?inline'

export const chainStyles: string = css

export interface ClockchainProps {
  widthPx: number
  heightPx: number
  blocks: ClockBlocks
  selected: ClockSelection
  /** Kiosk → false: no toggle, blocks are not buttons and nothing is focusable. */
  interactive: boolean
  onSelect: (selection: ClockSelection) => void
}

export function Clockchain(props: ClockchainProps) {
  return <div className="clockchain" part="clockchain" style={{ blockSize: props.heightPx }} />
}
