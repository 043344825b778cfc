// The init payload: the reply to `{"action":"init"}` and `GET /api/v1/init-data` (reference §1.4.1).
import type { ServerMessages } from './ws-server'

export type InitData = Partial<
  Pick<
    ServerMessages,
    | 'backend'
    | 'mempoolInfo'
    | 'vBytesPerSecond'
    | 'blocks'
    | 'conversions'
    | 'mempool-blocks'
    | 'transactions'
    | 'backendInfo'
    | 'loadingIndicators'
    | 'da'
    | 'fees'
    | 'rbfSummary'
  >
>
