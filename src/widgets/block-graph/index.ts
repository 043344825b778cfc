// The block graph's public face for the elements that render it (<mempool-block-overview>,
// <mempool-projected-block>, <mempool-eight-blocks>): the component, its styles, the contract types and the
// goggles attributes. Add `blockGraphStyles` to the WidgetRoot's styles.
import graphStyles from './block-graph.css?inline'
import { overlayStyles } from './overlays'

export const blockGraphStyles: readonly string[] = [graphStyles, overlayStyles]

export { BlockGraph, DEFAULT_ANIMATION_MS } from './block-graph'
export type * from './graph-types'
export { gogglesAttributes, gogglesToAttributes, parseGoggles } from './overlays'
export { autofitResolution } from './layout'
