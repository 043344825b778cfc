// Live state routes: mempool, fees, difficulty, init payload, prices, statistics (reference §2.3 Live state).
import type { FastifyInstance } from 'fastify'
import type { StatisticsInterval } from '../../../core/wire'
import { badRequest } from '../http-error'
import { intervalParam, uintParam } from '../params'
import { fields, type RouteContext } from '../route-context'

export const STATISTICS_WINDOWS: readonly StatisticsInterval[] = [
  '2h',
  '24h',
  '1w',
  '1m',
  '3m',
  '6m',
  '1y',
  '2y',
  '3y',
  '4y',
  'all',
]

export function liveRoutes(app: FastifyInstance, { net, family }: RouteContext): void {
  app.get('/mempool', () => net.mempoolSummary())
  app.get('/mempool/txids', () => net.mempoolTxids())
  app.get('/mempool/recent', () => net.mempoolRecent())

  app.get('/fees/recommended', () => net.fees())
  app.get('/fees/precise', () => net.preciseFees())
  app.get('/fees/mempool-blocks', () => net.mempoolBlocks())
  app.get('/fee-estimates', (_req, reply) => {
    const f = net.fees()
    const estimates: Record<string, number> = { '1': f.fastestFee, '2': f.fastestFee }
    for (let n = 3; n <= 5; n++) estimates[String(n)] = f.halfHourFee
    for (let n = 6; n <= 25; n++) estimates[String(n)] = f.hourFee
    Object.assign(estimates, { '144': f.economyFee, '504': f.economyFee, '1008': f.minimumFee })
    // Deprecated on the reference server, which marks it with a 203 and a warning header.
    return family === 'v1'
      ? reply.code(203).header('x-warning-from-mempool', 'deprecated endpoint').send(estimates)
      : estimates
  })
  app.get('/difficulty-adjustment', () => net.difficultyAdjustment())
  app.get('/init-data', () => net.initData())
  app.get('/backend-info', () => net.backendInfo())
  app.get('/prices', () => net.conversions())
  app.get('/historical-price', (req) => {
    if (net.name !== 'mainnet')
      throw badRequest('Historical prices are not available on test networks')
    const q = fields(req.query)
    const timestamp =
      q['timestamp'] === undefined ? undefined : uintParam(q['timestamp'], 'timestamp', 2 ** 32)
    const currency = q['currency']
    if (currency !== undefined && (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)))
      throw badRequest('Invalid currency')
    return net.historicalPrice(timestamp, currency)
  })
  app.get('/statistics/:window', (req) =>
    net.statistics(intervalParam(fields(req.params)['window'], STATISTICS_WINDOWS)),
  )
}
