// A block of the clock's chain was chosen: the clock will show that projected or mined block in its centre.
// Cancel it (preventDefault) to route inside the host page (and set `mode`/`index` yourself).

export interface MpClockSelectDetail {
  /** `mempool`: a projected block; `mined`: a mined block counted back from the tip. */
  mode: 'mempool' | 'mined'
  /** 0 = the next projected block, or the tip. */
  index: number
  /** The explorer's clock page for that block (`…/clock/{mode}/{index}`). */
  href: string
}

export type MpClockSelectEvent = CustomEvent<MpClockSelectDetail>

declare global {
  interface GlobalEventHandlersEventMap {
    'mp-clock-select': MpClockSelectEvent
  }
}
