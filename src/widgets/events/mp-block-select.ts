// A mined block was chosen (a tile of the blockchain strip was clicked or activated by keyboard).
// Cancel it (preventDefault) to route inside the host page instead of following the link.

export interface MpBlockSelectDetail {
  height: number
  hash: string
  /** The plain link the widget would follow if the event is not cancelled. */
  href: string
}

export type MpBlockSelectEvent = CustomEvent<MpBlockSelectDetail>

declare global {
  interface GlobalEventHandlersEventMap {
    'mp-block-select': MpBlockSelectEvent
  }
}
