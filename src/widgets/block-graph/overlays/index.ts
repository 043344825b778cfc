// The block graph's overlays, composed by <BlockGraph>. Add `overlayStyles` to the root's styles. The
// tooltip and the text table are exported lazy only (lazy-parts.ts): a static export would put them back in
// the first chunk.
import overlayStyles from './overlays.css?inline'

export { overlayStyles }
export type { TxTooltipProps } from './tx-tooltip'
export { GogglesMenu } from './goggles-menu'
export type { GogglesMenuProps } from './goggles-menu'
export { gogglesAttributes, gogglesToAttributes, parseGoggles } from './goggles-attributes'
export { GraphKeyboard } from './graph-keyboard'
export type { GraphKeyboardProps } from './graph-keyboard'
export { LazyTxTable, LazyTxTooltip, preloadTooltip } from './lazy-parts'
export type { TxTableProps } from './tx-table'
