// Mining routes (reference §2.3 Mining / pools). Every interval comes from the allowed list.
import type { FastifyInstance } from 'fastify'
import { MINING_INTERVALS } from '../../../core/wire'
import type { MiningInterval } from '../../../core/wire'
import { LIST_MAX_AGE_S, cacheFor } from '../cache-policy'
import { badRequest } from '../http-error'
import { BLOCK_HASH, HEIGHT, TIMESTAMP, interval, param, uintParam } from '../params'
import { route } from '../route'
import { found, type RouteContext } from '../route-context'

const INTERVAL = interval('mining-interval', MINING_INTERVALS)
const POOL_SLUG = param('pool-slug', (raw) => {
  if (typeof raw !== 'string' || !/^[a-z0-9-]{1,64}$/.test(raw))
    throw badRequest('Invalid mining pool slug')
  return raw
})
const BLOCK_COUNT = param('block-count', (raw) => {
  const count = uintParam(raw, 'block count', 1_000_000)
  if (count === 0) throw badRequest('Invalid block count')
  return count
})

export function miningRoutes(app: FastifyInstance, { net }: RouteContext): void {
  // Interval answers carry the indexed block count, as the reference does.
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode === 200 && req.routeOptions.config.declared?.params['interval'])
      reply.header('x-total-count', String(net.tipHeight() + 1))
    return payload
  })
  const unknownPool = 'Mining pool not found'
  const byInterval = { interval: INTERVAL }
  /** A `/mining/…/:interval` series. */
  const series = (url: string, answer: (i: MiningInterval) => unknown): void =>
    route(app, {
      url,
      cache: 'list',
      params: byInterval,
      handler: ({ params }) => answer(params.interval),
    })

  route(app, {
    url: '/mining/pools',
    cache: 'list',
    handler: ({ reply }) => {
      const pools = net.poolList()
      return pools.length === 0
        ? reply.code(204).send()
        : reply.header('x-total-count', String(pools.length)).send(pools)
    },
  })
  series('/mining/pools/:interval', (i) => net.pools(i))
  route(app, {
    url: '/mining/pool/:slug',
    cache: 'list',
    params: { slug: POOL_SLUG },
    handler: ({ params }) => found(net.pool(params.slug), unknownPool),
  })
  route(app, {
    url: '/mining/pool/:slug/blocks',
    cache: 'list',
    params: { slug: POOL_SLUG },
    handler: ({ params }) => found(net.poolBlocks(params.slug), unknownPool),
  })
  route(app, {
    url: '/mining/pool/:slug/blocks/:height',
    cache: 'list',
    params: { slug: POOL_SLUG, height: HEIGHT },
    handler: ({ params }) => found(net.poolBlocks(params.slug, params.height), unknownPool),
  })
  route(app, {
    url: '/mining/pool/:slug/hashrate',
    cache: 'list',
    params: { slug: POOL_SLUG },
    handler: ({ params }) => found(net.poolHashrate(params.slug), unknownPool),
  })
  series('/mining/hashrate/pools/:interval', (i) => net.poolsHashrate(i))
  series('/mining/hashrate/:interval', (i) => net.hashrate(i))
  route(app, {
    url: '/mining/difficulty-adjustments',
    cache: 'list',
    handler: () => net.difficultyAdjustments('all'),
  })
  series('/mining/difficulty-adjustments/:interval', (i) => net.difficultyAdjustments(i))
  route(app, {
    url: '/mining/reward-stats/:blockCount',
    cache: 'list',
    params: { blockCount: BLOCK_COUNT },
    handler: ({ params }) => net.rewardStats(params.blockCount),
  })
  series('/mining/blocks/fees/:interval', (i) => net.blockFees(i))
  route(app, {
    url: '/mining/blocks/fees',
    cache: 'list',
    query: { from: TIMESTAMP, to: TIMESTAMP },
    handler: ({ query }) => {
      if (query.from > query.to) throw badRequest('from must be less than to')
      return net.blockFeesBetween(query.from, query.to)
    },
  })
  series('/mining/blocks/rewards/:interval', (i) => net.blockRewards(i))
  series('/mining/blocks/fee-rates/:interval', (i) => net.blockFeeRates(i))
  series('/mining/blocks/sizes-weights/:interval', (i) => net.blockSizesWeights(i))
  series('/mining/blocks/predictions/:interval', (i) => net.blockPredictions(i))
  route(app, {
    url: '/mining/blocks/audit/scores',
    cache: 'list',
    handler: () => net.auditScores(),
  })
  route(app, {
    url: '/mining/blocks/audit/scores/:height',
    cache: 'list',
    params: { height: HEIGHT },
    handler: ({ params }) => net.auditScores(params.height),
  })
  // A block without an audit (or an unknown hash) answers the JSON string "null", as the reference does
  // (§6 item 15), kept only as long as a list: the audit may arrive.
  route(app, {
    url: '/mining/blocks/audit/score/:hash',
    cache: 'immutable',
    params: { hash: BLOCK_HASH },
    handler: ({ params, reply }) => {
      const score = net.auditScore(params.hash)
      if (score !== null) return score
      return cacheFor(reply, LIST_MAX_AGE_S)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify('null'))
    },
  })
}
