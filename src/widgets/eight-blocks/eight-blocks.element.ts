// Registers <mempool-eight-blocks>. Importing this file defines the tag; importing eight-blocks.tsx never does.
// Its attributes are declared in eight-blocks.api.ts; the JSDoc below adds the rest of custom-elements.json.
import { define } from '../internal/define'
import { reactElement } from '../internal/react-element'
import { eightBlocksApi } from './eight-blocks.api'
import { MempoolEightBlocks } from './eight-blocks'

/**
 * The latest mined blocks as block graphs side by side, newest first, each with an overlay giving its
 * height, its pool and the local time it was mined. When a block is mined, the transactions of the new
 * block are fetched (each block's once), then every graph slides in from the right together, one
 * `stagger` apart. In `test` mode the window moves up one block every 10 s from height 800,000 (or from
 * the oldest block the API has, on a chain without block 800,000). Attributes are the `view/blocks`
 * query params of the explorer (`numBlocks` → `num-blocks`, …).
 *
 * @tag mempool-eight-blocks
 * @summary The latest blocks as transaction graphs.
 *
 * @fires {MpTxSelectEvent} mp-tx-select - A transaction was chosen in a graph (detail: txid, href). Cancel it to route in the page.
 *
 * @cssprop --mp-eight-blocks-bg - Background behind the blocks (default: the page background token).
 * @cssprop --mp-eight-blocks-info-bg - Background of the info overlays.
 * @cssprop --mp-eight-blocks-info-text - Text colour of the info overlays.
 *
 * @csspart base - The widget's root.
 * @csspart blocks - The list of blocks.
 * @csspart block - Each block: its graph and info overlay.
 * @csspart info - Each block's info overlay (height, pool, time).
 * @csspart error - The message shown when the blocks cannot be loaded.
 */
export class MempoolEightBlocksElement extends reactElement(MempoolEightBlocks, eightBlocksApi) {}

define(eightBlocksApi.tag, MempoolEightBlocksElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-eight-blocks': MempoolEightBlocksElement
  }
  /** Each tag's API table, for typings derived from it (the site's JSX attributes). */
  interface MempoolElementApis {
    'mempool-eight-blocks': typeof eightBlocksApi
  }
}
