// The block graph's overlays, composed by <BlockGraph>. Add `overlayStyles` to the root's styles.
import overlayStyles from './overlays.css?inline'

export { overlayStyles }
export { TxTooltip } from './tx-tooltip'
export type { TxTooltipProps } from './tx-tooltip'
export { GogglesMenu } from './goggles-menu'
export type { GogglesMenuProps } from './goggles-menu'
export { gogglesAttributes, gogglesToAttributes, parseGoggles } from './goggles-attributes'
export { GraphKeyboard } from './graph-keyboard'
export type { GraphKeyboardProps } from './graph-keyboard'
export { TxTable } from './tx-table'
export type { TxTableProps } from './tx-table'
