// The block graph's WebGL layer: what the scene (B2) and the overlays use.
export { GlRenderer, GlUnsupportedError } from './gl-renderer'
export { GlSetupError } from './gl-setup'
export type { GlRendererOptions, GlRendererStats } from './gl-renderer'
export type { GridSquare, SquareState, SquareTransition } from './instance-store'
export { packRgba, unpackRgba, mixRgba } from './colour'
export type { PackedRgba } from './colour'
export {
  cssToGridCell,
  deviceSize,
  gridAxes,
  gridRectToCss,
  gridRectToDevice,
  squarePadding,
} from './screen-mapping'
export type { GridAxes, GridView, Viewport } from './screen-mapping'
