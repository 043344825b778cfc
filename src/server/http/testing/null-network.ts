// A SimNetwork that knows nothing: every lookup answers null (→ 404) and lists are empty. Routes can be
// exercised with any input without the simulator; tests override single methods.
import type { SimNetwork } from '../../node/types'
import { fakeBlock } from '../../ws/testing/fake-network'

const LISTS = new Set([
  'blocks',
  'transactionTimes',
  'replacements',
  'rbfSummary',
  'mempoolRecent',
  'mempoolTxids',
  'mempoolBlocks',
  'latestTransactions',
  'addressPrefix',
  'poolList',
  'poolsHashrate',
  'difficultyAdjustments',
  'blockFees',
  'blockRewards',
  'blockFeeRates',
  'blockPredictions',
  'auditScores',
  'statistics',
  'demoAddresses',
  'addressesTxs',
  'addressesTxsSummary',
])

export function nullNetwork(overrides: Partial<SimNetwork> = {}): SimNetwork {
  const base: Partial<SimNetwork> = {
    name: 'mainnet',
    tipHeight: () => 10,
    tip: () => fakeBlock(10),
    rbf: () => ({ replacements: null, replaces: null }),
    submitTx: () => ({ error: 'bad-txns-inputs-missingorspent' }),
    ...overrides,
  }
  return new Proxy(base, {
    get(target, key: string) {
      if (key in target) return target[key as keyof SimNetwork]
      if (key === 'then') return undefined
      if (key.startsWith('on')) return () => () => undefined
      return LISTS.has(key) ? () => [] : () => null
    },
  }) as SimNetwork
}
