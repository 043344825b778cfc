// The block graph's layout engine: pure grid packing in typed arrays, no DOM.
export { GraphLayout, type LayoutTx, type LayoutUpdate } from './graph-layout'
export { squareSide, vbytesPerUnit, DEFAULT_BLOCK_LIMIT_VSIZE } from './square-side'
export { autofitResolution } from './autofit'
