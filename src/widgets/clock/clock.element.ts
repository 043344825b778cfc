// Registers <mempool-clock>. Importing this file defines the tag; importing clock.tsx never does. Its attributes
// are declared in clock.api.ts; the JSDoc below adds the rest of custom-elements.json.
import { define } from '../internal/define'
import { reactElement } from '../internal/react-element'
import { clockApi } from './clock.api'
import { MempoolClock } from './clock'

/**
 * A one-hour clock of the chain for a wall screen or a page: a dial with an arc for each block found in the last
 * hour, hands refreshed every 250 ms, a clockchain of projected and mined blocks across the top, and in the
 * centre either the live transactions of a projected block (`mode="mempool"`) or a rotating cube with a mined
 * block's height (`mode="mined"`). It keeps at most 16 blocks and no state that grows with time, so it can run
 * for weeks; no timer or animation runs while the page is hidden or the clock is off-screen. With `kiosk` the
 * interactive chrome is hidden and the screen is kept awake where the Screen Wake Lock API exists.
 *
 * The centre is a slot: put your own content in `slot="centre"` to replace it. By default the clock fills its
 * container's width and the viewport's height; `width` and `height` limit it, or give it a height in CSS.
 *
 * Keyboard: the clockchain's blocks are buttons (not in kiosk mode); choosing one fires `mp-clock-select` and,
 * unless a listener cancels it, the clock shows that block (the `mode`/`index` attributes keep their values).
 *
 * @tag mempool-clock
 * @summary A one-hour chain clock: block arcs, hands, clockchain and a live centre.
 *
 * @fires {MpClockSelectEvent} mp-clock-select - A clockchain block was chosen (detail: mode, index, href). Cancel it to route in the page and set `mode`/`index` yourself.
 *
 * @slot centre - Replaces the centre (the projected block's graph or the mined block's cube).
 *
 * @cssprop --mp-clock-gradient-start - First colour of the network gradient (default by network: mainnet purple, Liquid teal, Liquid testnet grey, testnet blue, signet magenta).
 * @cssprop --mp-clock-gradient-end - Last colour of the network gradient (mainnet blue, Liquid and Liquid testnet dark blue, testnet blue, signet purple).
 * @cssprop --mp-clock-bg - Background of the clock.
 *
 * @csspart base - The widget's root.
 * @csspart clockchain - The strip of projected and mined blocks across the top.
 * @csspart dial - The square holding the clock face and the centre.
 * @csspart face - The clock face (an SVG).
 * @csspart centre - The centre inside the dial.
 * @csspart stats - The stat labels in the corners.
 */
export class MempoolClockElement extends reactElement(MempoolClock, clockApi) {}

define(clockApi.tag, MempoolClockElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-clock': MempoolClockElement
  }
  /** Each tag's API table, for typings derived from it (the site's JSX attributes). */
  interface MempoolElementApis {
    'mempool-clock': typeof clockApi
  }
}
