// Block routes of both families (reference §2.3 Blocks, §2.4). Esplora answers omit `extras` and `stale`.
import type { FastifyInstance } from 'fastify'
import type { BlockExtended } from '../../../core/wire'
import { esploraBlock, txsFor } from '../esplora-shapes'
import { badRequest } from '../http-error'
import { BLOCK_HASH, HEIGHT, START_HEIGHT, TIMESTAMP, TXID, TX_INDEX, pageStart } from '../params'
import { route } from '../route'
import { found, sendText, type RouteContext } from '../route-context'

export const BLOCK_TXS_PAGE = 25

/**
 * Heights of a `/blocks[/:start]` page: counting down from `start` (default: the tip). Above the tip the page
 * starts at the tip and is shorter by the overshoot, as the reference backend answers; a client asking for
 * the next multiple of 10 gets the newest blocks.
 */
export function blockPage(
  start: number | undefined,
  tip: number,
  size: number,
): { from: number; count: number } {
  if (start === undefined) return { from: tip, count: size }
  return { from: Math.min(start, tip), count: Math.max(0, size - Math.max(0, start - tip)) }
}

export function blockRoutes(app: FastifyInstance, { net, family }: RouteContext): void {
  const esplora = family === 'esplora'
  const blockOr404 = (hash: string): BlockExtended =>
    found(net.blockByHash(hash), 'Block not found')

  const list = (start: number | undefined): unknown[] => {
    const { from, count } = blockPage(start, net.tipHeight(), esplora ? 10 : 15)
    const blocks = count === 0 ? [] : net.blocks(from, count)
    return esplora ? blocks.map(esploraBlock) : blocks
  }
  route(app, { url: '/blocks', cache: 'list', handler: () => list(undefined) })
  route(app, {
    url: '/blocks/:start',
    cache: 'list',
    params: { start: START_HEIGHT },
    handler: ({ params }) => list(params.start),
  })
  route(app, {
    url: '/blocks/tip/height',
    cache: 'live',
    handler: ({ reply }) => sendText(reply, net.tipHeight()),
  })
  route(app, {
    url: '/blocks/tip/hash',
    cache: 'live',
    handler: ({ reply }) => sendText(reply, net.tip().id),
  })
  route(app, {
    url: '/block-height/:height',
    cache: 'live',
    params: { height: HEIGHT },
    handler: ({ params, reply }) =>
      sendText(reply, found(net.blockHashAt(params.height), 'Block not found')),
  })

  route(app, {
    url: '/block/:hash',
    cache: 'immutable',
    params: { hash: BLOCK_HASH },
    handler: ({ params }) => {
      const block = blockOr404(params.hash)
      return esplora ? esploraBlock(block) : block
    },
  })
  // Live: `in_best_chain`/`next_best` change when the next block arrives.
  route(app, {
    url: '/block/:hash/status',
    cache: 'live',
    params: { hash: BLOCK_HASH },
    handler: ({ params }) => found(net.blockStatus(params.hash), 'Block not found'),
  })
  route(app, {
    url: '/block/:hash/header',
    cache: 'immutable',
    params: { hash: BLOCK_HASH },
    handler: ({ params, reply }) =>
      sendText(reply, found(net.blockHeader(params.hash), 'Block not found')),
  })
  route(app, {
    url: '/block/:hash/raw',
    cache: 'immutable',
    params: { hash: BLOCK_HASH },
    handler: ({ params, reply }) =>
      reply
        .type('application/octet-stream')
        .send(Buffer.from(found(net.rawBlock(params.hash), 'Block not found'))),
  })
  // Core's getchaintips rows; they move with every block, as the backend's 60 s expiry says.
  route(app, { url: '/chain-tips', cache: 'list', handler: () => net.chainTips() })
  route(app, { url: '/stale-tips', cache: 'list', handler: () => net.staleTips() })
  route(app, {
    url: '/block/:hash/txids',
    cache: 'immutable',
    params: { hash: BLOCK_HASH },
    handler: ({ params }) => found(net.blockTxids(params.hash), 'Block not found'),
  })
  route(app, {
    url: '/block/:hash/txid/:index',
    cache: 'immutable',
    params: { hash: BLOCK_HASH, index: TX_INDEX },
    handler: ({ params, reply }) => {
      const txids = found(net.blockTxids(params.hash), 'Block not found')
      return sendText(reply, found(txids[params.index], 'Transaction index out of range'))
    },
  })

  const txsPage = (hash: string, start: number): unknown => {
    const block = blockOr404(hash)
    if (start >= block.tx_count) throw badRequest('start index out of range')
    return txsFor(esplora, found(net.blockTxs(block.id, start, BLOCK_TXS_PAGE), 'Block not found'))
  }
  route(app, {
    url: '/block/:hash/txs',
    cache: 'immutable',
    params: { hash: BLOCK_HASH },
    handler: ({ params }) => txsPage(params.hash, 0),
  })
  route(app, {
    url: '/block/:hash/txs/:start',
    cache: 'immutable',
    params: { hash: BLOCK_HASH, start: pageStart(BLOCK_TXS_PAGE) },
    handler: ({ params }) => txsPage(params.hash, params.start),
  })

  route(app, {
    url: '/block/:hash/summary',
    cache: 'immutable',
    params: { hash: BLOCK_HASH },
    handler: ({ params }) => found(net.blockSummary(params.hash), 'Block not found'),
  })
  route(app, {
    url: '/block/:hash/audit-summary',
    cache: 'immutable',
    params: { hash: BLOCK_HASH },
    handler: ({ params }) =>
      found(net.blockAudit(blockOr404(params.hash).id), 'Audit not available'),
  })
  route(app, {
    url: '/block/:hash/tx/:txid/summary',
    cache: 'immutable',
    params: { hash: BLOCK_HASH, txid: TXID },
    handler: ({ params }) =>
      found(
        net.blockTxSummary(blockOr404(params.hash).id, params.txid),
        'Transaction not found in block',
      ),
  })
  route(app, {
    url: '/block/:hash/tx/:txid/audit',
    cache: 'immutable',
    params: { hash: BLOCK_HASH, txid: TXID },
    handler: ({ params }) =>
      found(net.txAudit(blockOr404(params.hash).id, params.txid), 'Audit not available'),
  })
  route(app, {
    url: '/mining/blocks/timestamp/:timestamp',
    cache: 'list',
    params: { timestamp: TIMESTAMP },
    handler: ({ params }) =>
      found(net.blockAtTimestamp(params.timestamp), 'No block at or before this time'),
  })
}
