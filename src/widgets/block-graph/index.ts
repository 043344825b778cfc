// The block graph's public face for the elements that render it (<mempool-block-overview>,
// <mempool-projected-block>, <mempool-eight-blocks>): the component, its styles, the contract types and the
// goggles attributes. <BlockGraph> adopts `blockGraphStyles` itself; listing them in a WidgetRoot's styles
// as well is harmless (one shared sheet each).
export { BlockGraph, blockGraphStyles, DEFAULT_ANIMATION_MS } from './block-graph'
export type * from './graph-types'
export { gogglesAttributes, gogglesToAttributes, parseGoggles } from './overlays'
export { autofitResolution } from './layout'
