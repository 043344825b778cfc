// Every DOM event the widgets fire, by name. One file per event; add the new file's map entry here.
import type { MpBlockSelectDetail } from './mp-block-select'
import type { MpClockSelectDetail } from './mp-clock-select'
import type { MpMempoolBlockSelectDetail } from './mp-mempool-block-select'
import type { MpTxSelectDetail } from './mp-tx-select'

export type { MpBlockSelectDetail, MpBlockSelectEvent } from './mp-block-select'
export type { MpClockSelectDetail, MpClockSelectEvent } from './mp-clock-select'
export type {
  MpMempoolBlockSelectDetail,
  MpMempoolBlockSelectEvent,
} from './mp-mempool-block-select'
export type { MpTxSelectDetail, MpTxSelectEvent } from './mp-tx-select'

/** Event name → detail type; `emit()` only accepts these names. */
export interface MpEventDetails {
  'mp-block-select': MpBlockSelectDetail
  'mp-clock-select': MpClockSelectDetail
  'mp-mempool-block-select': MpMempoolBlockSelectDetail
  'mp-tx-select': MpTxSelectDetail
}

export type MpEventName = keyof MpEventDetails
