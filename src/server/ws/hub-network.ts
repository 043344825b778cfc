// The part of a SimNetwork (src/server/node) the websocket layer uses — narrow, so tests can fake it.
import type { SimNetwork } from '../node/types'

export type HubNetwork = Pick<
  SimNetwork,
  | 'name'
  | 'initData'
  | 'blocks'
  | 'tipHeight'
  | 'mempoolBlocks'
  | 'mempoolInfo'
  | 'vBytesPerSecond'
  | 'latestTransactions'
  | 'preciseFees'
  | 'difficultyAdjustment'
  | 'tx'
  | 'txPosition'
  | 'trackingInfo'
  | 'rbfTree'
  | 'replacements'
  | 'rbfSummary'
  | 'projectedBlockTxs'
  | 'scriptPubKeyOf'
  | 'onMempoolUpdate'
  | 'onBlock'
  | 'onStatistic'
  | 'onConversions'
>

export type { BlockEvent, MempoolUpdateEvent } from '../node/types'
