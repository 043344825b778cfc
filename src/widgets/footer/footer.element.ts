// Registers <mempool-footer>. Importing this file defines the tag; importing footer.tsx never does.
import r2wc from '@r2wc/react-to-web-component'
import { define } from '../internal/define'
import { MempoolFooter } from './footer'

/**
 * The mempool's vital signs in one bar: incoming vB/s, unconfirmed transactions, mempool size with the
 * number of blocks it fills, node memory usage, and a badge while the backend is synchronizing.
 *
 * @tag mempool-footer
 * @summary Live mempool status bar.
 *
 * @attr {string} api - Base URL of any mempool-compatible API. Default: a `<mempool-provider>` ancestor, then the page's origin.
 * @attr {string} network - mainnet (default), testnet, testnet4, signet or regtest.
 * @attr {'dark' | 'light' | 'auto'} theme - Colour theme; `auto` follows prefers-color-scheme. Default: dark.
 * @attr {'inline' | 'fixed'} layout - `fixed` pins the bar to the bottom of the viewport. Default: inline.
 * @attr {'vB' | 'WU'} unit - Unit of the arrival rate: vB/s (default) or WU/s.
 * @attr {string} lang - Language of the texts and numbers (else the nearest `lang`, then the document's).
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
export class MempoolFooterElement extends r2wc(MempoolFooter, {
  shadow: 'open',
  props: { api: 'string', network: 'string', theme: 'string', layout: 'string', unit: 'string' },
}) {}

define('mempool-footer', MempoolFooterElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-footer': MempoolFooterElement
  }
}
