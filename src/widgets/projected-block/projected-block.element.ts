// Registers <mempool-projected-block>. Importing this file defines the tag; importing projected-block.tsx
// never does. Its attributes are declared in projected-block.api.ts; the JSDoc below adds the rest of
// custom-elements.json.
import { define } from '../internal/define'
import { reactElement } from '../internal/react-element'
import { projectedBlockApi } from './projected-block.api'
import { MempoolProjectedBlock } from './projected-block'

/**
 * The live transactions of one projected (mempool) block as squares sized by vsize and coloured by fee
 * rate, highest fee rates nearest the chain. It tracks the block over the websocket (`track-mempool-block`):
 * a full list, then deltas applied at most once per second; a new block rebuilds the scene. It stops
 * tracking a few seconds after it leaves the page. An `index` beyond the projected blocks shows the last
 * one; with no projected blocks it shows one empty block. The server tracks one projected block per
 * connection and a page has one connection per API: of two elements showing different blocks of the same API,
 * only the newest gets updates (the other keeps its last state until the newest leaves).
 *
 * Keyboard: the element is two tab stops. On the first (the block), ← and → move to the neighbouring
 * blocks (→ towards the chain, mirrored in right-to-left pages) and fire `mp-mempool-block-select`; if no
 * listener cancels it, the element shows that block itself (the `index` attribute keeps its value until
 * it is set again). On the second (the graph's grid) the arrows move the focus square between transactions
 * instead, so the two never compete.
 *
 * @tag mempool-projected-block
 * @summary Live transaction squares of one projected block.
 *
 * @fires {MpMempoolBlockSelectEvent} mp-mempool-block-select - An arrow key chose a neighbouring block (detail: index, href). Cancel it to route in the page and set `index` yourself.
 * @fires {MpTxSelectEvent} mp-tx-select - A transaction was opened from the graph (detail: txid, href). Cancel it to route in the page.
 *
 * @csspart base - The widget's root.
 * @csspart block - The focusable block holding the graph (its accessible name states the block and its number of transactions).
 */
export class MempoolProjectedBlockElement extends reactElement(
  MempoolProjectedBlock,
  projectedBlockApi,
) {}

define(projectedBlockApi.tag, MempoolProjectedBlockElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-projected-block': MempoolProjectedBlockElement
  }
  /** Each tag's API table, for typings derived from it (the site's JSX attributes). */
  interface MempoolElementApis {
    'mempool-projected-block': typeof projectedBlockApi
  }
}
