// Block routes of both families (reference §2.3 Blocks, §2.4). Esplora answers omit `extras` and `stale`.
import type { FastifyInstance } from 'fastify'
import type { BlockExtended } from '../../../core/wire'
import { esploraBlock, txsFor } from '../esplora-shapes'
import { badRequest } from '../http-error'
import { hashParam, heightParam, pageStartParam, txidParam, uintParam } from '../params'
import { fields, found, sendText, type RouteContext } from '../route-context'

export const BLOCK_TXS_PAGE = 25

export function blockRoutes(app: FastifyInstance, { net, family }: RouteContext): void {
  const esplora = family === 'esplora'
  const blockOr404 = (raw: unknown): BlockExtended =>
    found(net.blockByHash(hashParam(raw)), 'Block not found')

  const list = (start: number | undefined): unknown[] => {
    if (start !== undefined && start > net.tipHeight())
      throw badRequest('Block height is above the tip')
    const blocks = net.blocks(start, esplora ? 10 : 15)
    return esplora ? blocks.map(esploraBlock) : blocks
  }
  app.get('/blocks', () => list(undefined))
  app.get('/blocks/:start', (req) => list(heightParam(fields(req.params)['start'])))
  app.get('/blocks/tip/height', (_req, reply) => sendText(reply, net.tipHeight()))
  app.get('/blocks/tip/hash', (_req, reply) => sendText(reply, net.tip().id))
  app.get('/block-height/:height', (req, reply) =>
    sendText(
      reply,
      found(net.blockHashAt(heightParam(fields(req.params)['height'])), 'Block not found'),
    ),
  )

  app.get('/block/:hash', (req) => {
    const block = blockOr404(fields(req.params)['hash'])
    return esplora ? esploraBlock(block) : block
  })
  app.get('/block/:hash/status', (req) =>
    found(net.blockStatus(hashParam(fields(req.params)['hash'])), 'Block not found'),
  )
  app.get('/block/:hash/header', (req, reply) =>
    sendText(
      reply,
      found(net.blockHeader(hashParam(fields(req.params)['hash'])), 'Block not found'),
    ),
  )
  app.get('/block/:hash/txids', (req) =>
    found(net.blockTxids(hashParam(fields(req.params)['hash'])), 'Block not found'),
  )
  app.get('/block/:hash/txid/:index', (req, reply) => {
    const p = fields(req.params)
    const hash = hashParam(p['hash'])
    const index = uintParam(p['index'], 'transaction index')
    const txids = found(net.blockTxids(hash), 'Block not found')
    return sendText(reply, found(txids[index], 'Transaction index out of range'))
  })

  const txsPage = (rawHash: unknown, rawStart: unknown): unknown => {
    const hash = hashParam(rawHash)
    const start = rawStart === undefined ? 0 : pageStartParam(rawStart, BLOCK_TXS_PAGE)
    const block = blockOr404(hash)
    if (start >= block.tx_count) throw badRequest('start index out of range')
    return txsFor(esplora, found(net.blockTxs(block.id, start, BLOCK_TXS_PAGE), 'Block not found'))
  }
  app.get('/block/:hash/txs', (req) => txsPage(fields(req.params)['hash'], undefined))
  app.get('/block/:hash/txs/:start', (req) =>
    txsPage(fields(req.params)['hash'], fields(req.params)['start']),
  )

  app.get('/block/:hash/summary', (req) =>
    found(net.blockSummary(hashParam(fields(req.params)['hash'])), 'Block not found'),
  )
  app.get('/block/:hash/audit-summary', (req) => {
    const block = blockOr404(fields(req.params)['hash'])
    return found(net.blockAudit(block.id), 'Audit not available')
  })
  app.get('/block/:hash/tx/:txid/summary', (req) => {
    const p = fields(req.params)
    const txid = txidParam(p['txid'])
    const block = blockOr404(p['hash'])
    return found(net.blockTxSummary(block.id, txid), 'Transaction not found in block')
  })
  app.get('/block/:hash/tx/:txid/audit', (req) => {
    const p = fields(req.params)
    const txid = txidParam(p['txid'])
    const block = blockOr404(p['hash'])
    return found(net.txAudit(block.id, txid), 'Audit not available')
  })
  app.get('/mining/blocks/timestamp/:timestamp', (req) =>
    found(
      net.blockAtTimestamp(uintParam(fields(req.params)['timestamp'], 'timestamp', 2 ** 32)),
      'No block at or before this time',
    ),
  )
}
