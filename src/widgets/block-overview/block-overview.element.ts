// Registers <mempool-block-overview>. Importing this file defines the tag; importing block-overview.tsx never
// does. Its attributes are declared in block-overview.api.ts; the JSDoc below adds the rest of
// custom-elements.json.
import { define } from '../internal/define'
import { reactElement } from '../internal/react-element'
import { blockOverviewApi } from './block-overview.api'
import { MempoolBlockOverview } from './block-overview'

/**
 * One mined block as a WebGL graph: a square per transaction in block order, sized by vsize and coloured
 * by fee rate, or by audit status when the server audited the block (added, prioritized, accelerated…).
 * Hover or focus a square for its details; the goggles dim transactions that do not match a filter.
 * `block` takes a height (digits only) or a hash; an unknown block shows what went wrong and what to do.
 *
 * @tag mempool-block-overview
 * @summary A mined block's transactions as a block graph.
 *
 * @fires {MpTxSelectEvent} mp-tx-select - A transaction's link is about to be followed (detail: txid, href). Cancel it to route in the page.
 *
 * @cssprop --mp-block-overview-error-bg - Background of the error state (default: the surface token).
 * @cssprop --mp-block-overview-error-text - Text colour of the error state.
 *
 * @csspart base - The widget's root.
 * @csspart block - The area holding the graph (its accessible name states the block and its transactions).
 * @csspart error - The error state: what went wrong and what to do.
 * @csspart retry - The "Try again" button of the error state.
 */
export class MempoolBlockOverviewElement extends reactElement(
  MempoolBlockOverview,
  blockOverviewApi,
) {}

define(blockOverviewApi.tag, MempoolBlockOverviewElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-block-overview': MempoolBlockOverviewElement
  }
  /** Each tag's API table, for typings derived from it (the site's JSX attributes). */
  interface MempoolElementApis {
    'mempool-block-overview': typeof blockOverviewApi
  }
}
