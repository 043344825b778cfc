// A projected (mempool) block was chosen, e.g. the footer's "mempool size" link or a mempool tile.
// Cancel it (preventDefault) to route inside the host page instead of following the link.

export interface MpMempoolBlockSelectDetail {
  /** 0 = the next block to be mined. */
  index: number
  /** The plain link the widget would follow if the event is not cancelled. */
  href: string
}

export type MpMempoolBlockSelectEvent = CustomEvent<MpMempoolBlockSelectDetail>

declare global {
  interface GlobalEventHandlersEventMap {
    'mp-mempool-block-select': MpMempoolBlockSelectEvent
  }
}
