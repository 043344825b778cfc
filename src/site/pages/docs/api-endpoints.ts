// The REST endpoints the API page lists, grouped. `{name}` parts are filled with live examples of this network
// (apiExampleUrl); a path whose example is not known yet has no link.
import type { MessageDescriptor } from '@formatjs/intl'
import { apiPathPrefix, pathSegment, type SiteNetwork } from '../../../core'
import { messages } from './messages'

export interface ApiGroup {
  readonly title: MessageDescriptor
  readonly paths: readonly string[]
}

export const API_GROUPS: readonly ApiGroup[] = [
  {
    title: messages.groupGeneral,
    paths: ['/api/v1/backend-info', '/api/v1/difficulty-adjustment', '/api/v1/prices'],
  },
  {
    title: messages.groupBlocks,
    paths: [
      '/api/blocks/tip/height',
      '/api/blocks/tip/hash',
      '/api/v1/blocks',
      '/api/v1/blocks/{height}',
      '/api/block-height/{height}',
      '/api/block/{hash}',
      '/api/block/{hash}/txs',
      '/api/v1/block/{hash}/summary',
    ],
  },
  {
    title: messages.groupMempool,
    paths: [
      '/api/mempool',
      '/api/mempool/recent',
      '/api/v1/fees/recommended',
      '/api/v1/fees/mempool-blocks',
      '/api/v1/replacements',
    ],
  },
  {
    title: messages.groupTransactions,
    paths: [
      '/api/tx/{txid}',
      '/api/tx/{txid}/status',
      '/api/tx/{txid}/outspends',
      '/api/v1/cpfp/{txid}',
    ],
  },
  {
    title: messages.groupAddresses,
    paths: [
      '/api/address/{address}',
      '/api/address/{address}/txs',
      '/api/v1/validate-address/{address}',
      '/api/address-prefix/{prefix}',
    ],
  },
  {
    title: messages.groupMining,
    paths: [
      '/api/v1/mining/pools/1w',
      '/api/v1/mining/hashrate/1m',
      '/api/v1/mining/difficulty-adjustments',
      '/api/v1/mining/reward-stats/144',
    ],
  },
]

/** A fixed valid address per network (no history needed: the answer is still live) and a prefix to search. */
const ADDRESS: Record<SiteNetwork, { address: string; prefix: string }> = {
  // the genesis block's payout address
  mainnet: { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', prefix: 'bc1q' },
  // BIP 173's P2WPKH example on the test networks
  testnet: { address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', prefix: 'tb1q' },
  signet: { address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', prefix: 'tb1q' },
}

export interface LiveExamples {
  readonly height?: number | undefined
  readonly hash?: string | undefined
  readonly txid?: string | undefined
}

/** The endpoint's URL on `network` with every `{name}` filled, or undefined while an example is missing. */
export function apiExampleUrl(
  path: string,
  network: SiteNetwork,
  live: LiveExamples,
): string | undefined {
  const values: Record<string, string | number | undefined> = {
    ...ADDRESS[network],
    height: live.height,
    hash: live.hash,
    txid: live.txid,
  }
  let missing = false
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) missing = true
    return value === undefined ? '' : pathSegment(value)
  })
  return missing ? undefined : apiPathPrefix(network) + filled
}
