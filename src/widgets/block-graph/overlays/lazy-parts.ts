// The overlays a first paint does not need load on first use, each in its own chunk (issue 9: an element
// with React within 110 kB gzip): the tooltip (preloaded when the pointer or the keyboard reaches the
// graph), the goggles panel (when the button opens it) and the text table (when it is asked for).
import { lazy } from 'react'

const loadTooltip = () => import('./tx-tooltip')
const loadTable = () => import('./tx-table')
const loadGogglesPanel = () => import('./goggles-panel')

export const LazyTxTooltip = lazy(() => loadTooltip().then((m) => ({ default: m.TxTooltip })))
export const LazyTxTable = lazy(() => loadTable().then((m) => ({ default: m.TxTable })))
export const LazyGogglesPanel = lazy(() =>
  loadGogglesPanel().then((m) => ({ default: m.GogglesPanel })),
)

/** Starts loading the tooltip so it is there by the time the hover delay ends; failures show at render. */
export function preloadTooltip(): void {
  loadTooltip().catch(() => undefined)
}
