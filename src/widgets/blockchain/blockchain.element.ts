// Registers <mempool-blockchain>. Importing this file defines the tag; importing blockchain.tsx never does.
// Its attributes are declared in blockchain.api.ts; the JSDoc below adds the rest of custom-elements.json.
import { define } from '../internal/define'
import { reactElement } from '../internal/react-element'
import { blockchainApi } from './blockchain.api'
import { MempoolBlockchain } from './blockchain'

/**
 * The explorer's home strip: projected blocks on one side of the divider (median fee, fee span, size or total
 * fees, transaction count, expected time, or "(n blocks)" on the merged last tile) and mined blocks on the other
 * (height, median fee and span, size or total fees, count, time since mining, pool). The divider's button flips
 * the direction of time (remembered in localStorage). By default time runs right to left (spec §4): the next
 * blocks at the start of the line, the past at its end. In Arabic, Persian and Hebrew the strip mirrors with the
 * reading direction, so the next blocks stay first in reading order (on the right) and time runs left to right;
 * the stored choice means "flipped from the default" in every language (`aria-pressed` on the button).
 * Scrolling back loads older blocks in groups of ten. Tab
 * reaches every cube; the arrow keys move the chosen block (Left/Right as drawn, also page-wide once a block is
 * chosen, never while typing). Every cube is a plain link (network prefix included) that also fires a typed event.
 *
 * @tag mempool-blockchain
 * @summary Projected and mined blocks, live.
 *
 * @fires {MpBlockSelectEvent} mp-block-select - A mined cube was clicked or reached with the arrow keys (detail: height, hash, href). Cancel a click to route in the page.
 * @fires {MpMempoolBlockSelectEvent} mp-mempool-block-select - A projected cube was clicked or reached with the arrow keys (detail: index, href).
 *
 * @cssprop --mp-blockchain-mined-top - Upper colour of a mined cube's fill (default: per network).
 * @cssprop --mp-blockchain-mined-bottom - Lower colour of a mined cube's fill.
 * @cssprop --mp-blockchain-mined-empty - Unfilled part of a mined cube.
 * @cssprop --mp-blockchain-projected-empty - Unfilled part of a projected cube.
 * @cssprop --mp-blockchain-arrow - Colour of the arrow under the chosen block.
 * @cssprop --mp-blockchain-spotlight - Glow of the spotlighted cube.
 * @cssprop --mp-blockchain-height - Height of the strip (default 250px).
 *
 * @csspart base - The widget's root.
 * @csspart track - The horizontally scrolling track.
 * @csspart cube - Every cube (also `projected-cube`, `mined-cube`, `loading-cube`, `placeholder-cube`, `selected-cube`).
 * @csspart pool-badge - The pool name under a mined cube.
 * @csspart divider - The line between projected and mined blocks.
 * @csspart flip-button - The divider's button that flips the direction of time.
 * @csspart arrow - The marker under the chosen block.
 * @csspart scroll-back - The button back to the newest blocks.
 * @csspart event-banner - The countdown or celebration of a special block.
 * @csspart indexing-badge - A badge while the server indexes.
 */
export class MempoolBlockchainElement extends reactElement(MempoolBlockchain, blockchainApi) {}

define(blockchainApi.tag, MempoolBlockchainElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-blockchain': MempoolBlockchainElement
  }
  /** Each tag's API table, for typings derived from it (the site's JSX attributes). */
  interface MempoolElementApis {
    'mempool-blockchain': typeof blockchainApi
  }
}
