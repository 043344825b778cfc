// Live state routes: mempool, fees, difficulty, init payload, prices, statistics (reference §2.3 Live state).
import type { FastifyInstance } from 'fastify'
import { STATISTICS_INTERVALS } from '../../../core/wire'
import { badRequest } from '../http-error'
import { OPTIONAL_TIMESTAMP, interval, param } from '../params'
import { route } from '../route'
import { type RouteContext } from '../route-context'

const CURRENCY = param('currency', (raw): string | undefined => {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string' || !/^[A-Z]{3}$/.test(raw)) throw badRequest('Invalid currency')
  return raw
})

export function liveRoutes(app: FastifyInstance, { net, family }: RouteContext): void {
  const live = (url: string, answer: () => unknown): void =>
    route(app, { url, cache: 'live', handler: answer })
  live('/mempool', () => net.mempoolSummary())
  live('/mempool/txids', () => net.mempoolTxids())
  live('/mempool/recent', () => net.mempoolRecent())
  live('/fees/recommended', () => net.fees())
  live('/fees/precise', () => net.preciseFees())
  live('/fees/mempool-blocks', () => net.mempoolBlocks())
  live('/difficulty-adjustment', () => net.difficultyAdjustment())
  live('/init-data', () => net.initData())
  live('/backend-info', () => net.backendInfo())
  live('/prices', () => net.conversions())

  route(app, {
    url: '/fee-estimates',
    cache: 'live',
    handler: ({ reply }) => {
      const f = net.fees()
      const estimates: Record<string, number> = { '1': f.fastestFee, '2': f.fastestFee }
      for (let n = 3; n <= 5; n++) estimates[String(n)] = f.halfHourFee
      for (let n = 6; n <= 25; n++) estimates[String(n)] = f.hourFee
      Object.assign(estimates, { '144': f.economyFee, '504': f.economyFee, '1008': f.minimumFee })
      // Deprecated on the reference server, which marks it with a 203 and a warning header.
      return family === 'v1'
        ? reply.code(203).header('x-warning-from-mempool', 'deprecated endpoint').send(estimates)
        : estimates
    },
  })
  route(app, {
    url: '/historical-price',
    cache: 'live',
    query: { timestamp: OPTIONAL_TIMESTAMP, currency: CURRENCY },
    handler: ({ query }) => {
      if (net.name !== 'mainnet')
        throw badRequest('Historical prices are not available on test networks')
      return net.historicalPrice(query.timestamp, query.currency)
    },
  })
  route(app, {
    url: '/statistics/:window',
    cache: 'list',
    params: { window: interval('statistics-window', STATISTICS_INTERVALS) },
    handler: ({ params }) => net.statistics(params.window),
  })
}
