// Registers <mempool-footer>. Importing this file defines the tag; importing footer.tsx never does.
// Its attributes are declared in footer.api.ts; the JSDoc below adds the rest of custom-elements.json.
import { define } from '../internal/define'
import { reactElement } from '../internal/react-element'
import { footerApi } from './footer.api'
import { MempoolFooter } from './footer'

/**
 * The mempool's vital signs in one bar: incoming vB/s, unconfirmed transactions, mempool size with the
 * number of blocks it fills, node memory usage, and a badge while the backend is synchronizing.
 *
 * @tag mempool-footer
 * @summary Live mempool status bar.
 *
 * @fires {MpMempoolBlockSelectEvent} mp-mempool-block-select - The "Mempool size" link was clicked (detail: index 0, href). Cancel it to route in the page.
 *
 * @cssprop --mp-footer-bg - Bar background (default: the surface token).
 * @cssprop --mp-footer-text - Text colour.
 * @cssprop --mp-footer-meter-track - Background of both meters.
 * @cssprop --mp-footer-rate-0 - Incoming bar at or below 1,667 vB/s (steps 1–5: above 1,667 / 2,000 / 2,500 / 3,000 / 3,500 vB/s).
 * @cssprop --mp-footer-usage-low - Memory meter up to 50 %.
 * @cssprop --mp-footer-usage-medium - Memory meter up to 75 %.
 * @cssprop --mp-footer-usage-high - Memory meter above 75 %.
 * @cssprop --mp-footer-z-index - Stacking order in the fixed layout.
 *
 * @csspart base - The widget's root.
 * @csspart bar - The row of figures.
 * @csspart item - Each figure with its label.
 * @csspart value - Each figure's value.
 * @csspart incoming-bar - The arrival-rate meter.
 * @csspart usage-bar - The memory-usage meter.
 * @csspart sync-badge - The "Backend is synchronizing" badge.
 */
export class MempoolFooterElement extends reactElement(MempoolFooter, footerApi) {}

define(footerApi.tag, MempoolFooterElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-footer': MempoolFooterElement
  }
  /** Each tag's API table, for typings derived from it (the site's JSX attributes). */
  interface MempoolElementApis {
    'mempool-footer': typeof footerApi
  }
}
