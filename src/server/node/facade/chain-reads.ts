// Blocks of the best chain: by height or hash, ranges, txids, headers, raw bytes, status, merkle proofs and
// chain tips (esplora /block routes, Core's getchaintips).
import type { BlockExtended } from '../../../core/wire'
import * as blocks from '../block-views'
import * as tips from '../chain-tips-views'
import * as raw from '../raw-views'
import type { SimNetwork } from '../types'
import type { NetworkViews } from './views'

export type ChainReads = Pick<
  SimNetwork,
  | 'tip'
  | 'tipHeight'
  | 'blockByHeight'
  | 'blockHashAt'
  | 'blockByHash'
  | 'blocks'
  | 'blockTxids'
  | 'blockTxs'
  | 'blockSummary'
  | 'blockAudit'
  | 'blockHeader'
  | 'blockStatus'
  | 'blockAtTimestamp'
  | 'merkleProof'
  | 'merkleBlockProof'
  | 'rawBlock'
  | 'chainTips'
  | 'staleTips'
>

export function chainReads({ sim }: NetworkViews): ChainReads {
  const { chain } = sim
  const tip = (): BlockExtended => {
    const stored = chain.tip()
    if (!stored) throw new Error('the chain has no blocks yet')
    return stored.block
  }
  const heightOf = (hash: string): number | null => chain.heightOf(hash) ?? null
  return {
    tip,
    tipHeight: () => chain.tipHeight,
    blockByHeight: (height) => chain.at(height)?.block ?? null,
    blockHashAt: (height) => chain.at(height)?.block.id ?? null,
    blockByHash: (hash) => chain.byHashOrNull(hash)?.block ?? null,
    blocks: (startHeight, count) =>
      chain
        .range(Math.min(startHeight ?? chain.tipHeight, chain.tipHeight), count)
        .map((b) => b.block),
    blockTxids: (hash) => {
      const height = heightOf(hash)
      return height === null ? null : chain.txids(height)
    },
    blockTxs: (hash, start, count) => blocks.blockTxs(sim, hash, start, count),
    blockSummary: (hash) => blocks.blockSummary(sim, hash),
    blockAudit: (hash) => {
      const height = heightOf(hash)
      return height === null ? null : chain.audit(height)
    },
    blockHeader: (hash) => chain.byHashOrNull(hash)?.block.extras.header ?? null,
    blockStatus: (hash) => blocks.blockStatus(sim, hash),
    blockAtTimestamp: (timestampS) => blocks.blockAtTimestamp(sim, timestampS),
    merkleProof: (txid) => blocks.merkleProof(sim, txid),
    merkleBlockProof: (txid) => raw.merkleBlockProof(sim, txid),
    rawBlock: (hash) => raw.rawBlock(sim, hash),
    chainTips: () => tips.chainTips(sim),
    staleTips: () => tips.staleTips(sim),
  }
}
