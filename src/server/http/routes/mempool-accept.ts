// Core's acceptance RPCs and the unbroadcast-tx CPFP answer (reference §2.3 `POST /api/v1/cpfp`,
// `POST /api/v1/txs/package`, §2.4 `POST /api/txs/test`). Bodies are JSON; a client that sends the JSON as
// text/plain is read the same way.
import type { FastifyInstance } from 'fastify'
import type { LocalCpfpTx } from '../../../core/wire'
import { isHex64 } from '../../chain/hash'
import { badRequest } from '../http-error'
import { param } from '../params'
import { route } from '../route'
import { fields, type RouteContext } from '../route-context'

/** Core's limit on a package and on a testmempoolaccept list. */
export const MAX_PACKAGE_TXS = 25

/** The body as JSON whatever content type the client declared; undefined when it is not JSON. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined
  }
}

/** `["<hex>", …]` with at most 25 whole-byte hex strings, lowercased. */
export function rawTxList(body: unknown): string[] {
  const list = jsonBody(body)
  if (!Array.isArray(list) || list.length === 0 || list.some((hex) => typeof hex !== 'string'))
    throw badRequest('Invalid request body (should be an array of hexadecimal strings)')
  if (list.length > MAX_PACKAGE_TXS)
    throw badRequest(`Exceeded maximum of ${MAX_PACKAGE_TXS} transactions`)
  return list.map((hex: string) => {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw badRequest('Invalid hex string')
    return hex.toLowerCase()
  })
}

/** `[{txid, weight, sigops, fee, vin, vout}]`: exactly one unbroadcast tx, as the backend accepts it. */
export function localCpfpBody(body: unknown): LocalCpfpTx {
  const list = jsonBody(body)
  const valid = (item: unknown): item is LocalCpfpTx => {
    const tx = fields(item)
    return (
      isHex64(tx['txid']) &&
      [tx['weight'], tx['sigops'], tx['fee']].every((n) => typeof n === 'number' && n >= 0) &&
      Number(tx['weight']) > 0 &&
      Array.isArray(tx['vin']) &&
      tx['vin'].every((input) => isHex64(fields(input)['txid'])) &&
      Array.isArray(tx['vout'])
    )
  }
  if (!Array.isArray(list) || list.length === 0 || !list.every(valid))
    throw badRequest('Invalid transactions format')
  if (list.length > 1) throw badRequest('More than one transaction is not supported yet')
  const tx = list[0] as LocalCpfpTx
  return {
    ...tx,
    txid: tx.txid.toLowerCase(),
    vin: tx.vin.map((i) => ({ ...i, txid: i.txid.toLowerCase() })),
  }
}

/** `?maxfeerate=` in BTC/kvB (Core's default 0.10 when absent; 0 = no limit). */
const MAX_FEE_RATE = param('btc-per-kvb', (raw) => {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string' || !/^\d{1,3}(?:\.\d{1,8})?$/.test(raw))
    throw badRequest('Invalid maxfeerate (BTC/kvB)')
  return Number(raw)
})

export function mempoolAcceptRoutes(app: FastifyInstance, { net }: RouteContext): void {
  route(app, {
    method: 'POST',
    url: '/txs/test',
    cache: 'live',
    query: { maxfeerate: MAX_FEE_RATE },
    handler: ({ req, query }) => {
      const result = net.testMempoolAccept(rawTxList(req.body), query.maxfeerate)
      if ('error' in result) throw badRequest(result.error)
      return result
    },
  })
  route(app, {
    method: 'POST',
    url: '/txs/package',
    cache: 'live',
    handler: ({ req }) => {
      const result = net.submitPackage(rawTxList(req.body))
      if ('error' in result) throw badRequest(result.error)
      return result
    },
  })
  route(app, {
    method: 'POST',
    url: '/cpfp',
    cache: 'live',
    handler: ({ req }) => [net.localCpfp(localCpfpBody(req.body))],
  })
}
