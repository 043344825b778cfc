// Mining routes (reference §2.3 Mining / pools). Every interval comes from the allowed list.
import type { FastifyInstance } from 'fastify'
import type { MiningInterval } from '../../../core/wire'
import { LIST_MAX_AGE_S, cacheFor } from '../cache-policy'
import { badRequest } from '../http-error'
import { hashParam, heightParam, intervalParam, uintParam } from '../params'
import { fields, found, type RouteContext } from '../route-context'

export const MINING_INTERVALS: readonly MiningInterval[] = [
  '24h',
  '3d',
  '1w',
  '1m',
  '3m',
  '6m',
  '1y',
  '2y',
  '3y',
  'all',
]

function slugParam(raw: unknown): string {
  if (typeof raw !== 'string' || !/^[a-z0-9-]{1,64}$/.test(raw))
    throw badRequest('Invalid mining pool slug')
  return raw
}

export function miningRoutes(app: FastifyInstance, { net }: RouteContext): void {
  const interval = (p: unknown): MiningInterval =>
    intervalParam(fields(p)['interval'], MINING_INTERVALS)
  // Interval answers carry the indexed block count, as the reference does.
  app.addHook('onSend', async (req, reply, payload) => {
    if (
      reply.statusCode === 200 &&
      /\/mining\/.*\/(24h|3d|1w|1m|3m|6m|1y|2y|3y|all)$/.test(req.url)
    ) {
      reply.header('x-total-count', String(net.tipHeight() + 1))
    }
    return payload
  })
  const unknownPool = 'Mining pool not found'

  app.get('/mining/pools', (_req, reply) => {
    const pools = net.poolList()
    return pools.length === 0
      ? reply.code(204).send()
      : reply.header('x-total-count', String(pools.length)).send(pools)
  })
  app.get('/mining/pools/:interval', (req) => net.pools(interval(req.params)))
  app.get('/mining/pool/:slug', (req) =>
    found(net.pool(slugParam(fields(req.params)['slug'])), unknownPool),
  )
  app.get('/mining/pool/:slug/blocks', (req) =>
    found(net.poolBlocks(slugParam(fields(req.params)['slug'])), unknownPool),
  )
  app.get('/mining/pool/:slug/blocks/:height', (req) => {
    const p = fields(req.params)
    return found(net.poolBlocks(slugParam(p['slug']), heightParam(p['height'])), unknownPool)
  })
  app.get('/mining/pool/:slug/hashrate', (req) =>
    found(net.poolHashrate(slugParam(fields(req.params)['slug'])), unknownPool),
  )
  app.get('/mining/hashrate/pools/:interval', (req) => net.poolsHashrate(interval(req.params)))
  app.get('/mining/hashrate/:interval', (req) => net.hashrate(interval(req.params)))
  app.get('/mining/difficulty-adjustments', () => net.difficultyAdjustments('all'))
  app.get('/mining/difficulty-adjustments/:interval', (req) =>
    net.difficultyAdjustments(interval(req.params)),
  )
  app.get('/mining/reward-stats/:blockCount', (req) => {
    const count = uintParam(fields(req.params)['blockCount'], 'block count', 1_000_000)
    if (count === 0) throw badRequest('Invalid block count')
    return net.rewardStats(count)
  })
  app.get('/mining/blocks/fees/:interval', (req) => net.blockFees(interval(req.params)))
  app.get('/mining/blocks/rewards/:interval', (req) => net.blockRewards(interval(req.params)))
  app.get('/mining/blocks/fee-rates/:interval', (req) => net.blockFeeRates(interval(req.params)))
  app.get('/mining/blocks/sizes-weights/:interval', (req) =>
    net.blockSizesWeights(interval(req.params)),
  )
  app.get('/mining/blocks/predictions/:interval', (req) =>
    net.blockPredictions(interval(req.params)),
  )
  app.get('/mining/blocks/audit/scores', () => net.auditScores())
  app.get('/mining/blocks/audit/scores/:height', (req) =>
    net.auditScores(heightParam(fields(req.params)['height'])),
  )
  // A block without an audit (or an unknown hash) answers the JSON string "null", as the reference does (§6 item 15).
  app.get('/mining/blocks/audit/score/:hash', (req, reply) => {
    const score = net.auditScore(hashParam(fields(req.params)['hash']))
    if (score !== null) return score
    return cacheFor(reply, LIST_MAX_AGE_S)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify('null'))
  })
}
