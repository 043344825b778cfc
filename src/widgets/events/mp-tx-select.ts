// A transaction was chosen in a block graph (its tooltip link, Enter on the focused square, or the text table).
// Cancel it (preventDefault) to route inside the host page instead of following the link.

export interface MpTxSelectDetail {
  txid: string
  /** The plain link the widget would follow if the event is not cancelled. */
  href: string
}

export type MpTxSelectEvent = CustomEvent<MpTxSelectDetail>

declare global {
  interface GlobalEventHandlersEventMap {
    'mp-tx-select': MpTxSelectEvent
  }
}
