// Address and scripthash routes (reference §2.4) plus validate-address and address-prefix.
import type { FastifyInstance } from 'fastify'
import type { Transaction } from '../../../core/wire'
import { txsFor } from '../esplora-shapes'
import { badRequest } from '../http-error'
import { AFTER_TXID, SCRIPTHASH, addressOf, addressParam, param, tryAddress } from '../params'
import { route } from '../route'
import { type RouteContext } from '../route-context'

/** Core's validateaddress takes anything short enough and answers {isvalid:false} for the rest. */
const ANY_ADDRESS = param('any-address', (raw) => {
  if (typeof raw !== 'string' || raw.length > 120) throw badRequest('Invalid address')
  return raw
})
const ADDRESS_PREFIX = param('address-prefix', (raw) => {
  if (typeof raw !== 'string' || !/^[a-zA-Z0-9]{1,100}$/.test(raw))
    throw badRequest('Invalid address prefix')
  return raw
})

/** Addresses one multi-address request may name (duplicates count once they are removed). */
export const MAX_ADDRESSES_PER_REQUEST = 100

export function addressRoutes(app: FastifyInstance, { net, params, family }: RouteContext): void {
  const esplora = family === 'esplora'
  // The node answers null only for input it cannot read; the validators already caught that.
  const ok = <T>(value: T | null): T => {
    if (value === null) throw badRequest('Invalid Bitcoin address')
    return value
  }
  const txs = (value: Transaction[] | null): Transaction[] => txsFor(esplora, ok(value))
  const byAddress = { address: addressOf(params) }
  const afterQuery = { after_txid: AFTER_TXID }

  route(app, {
    url: '/address/:address',
    cache: 'live',
    params: byAddress,
    handler: ({ params: p }) => ok(net.address(p.address.address)),
  })
  route(app, {
    url: '/address/:address/txs',
    cache: 'live',
    params: byAddress,
    query: afterQuery,
    handler: ({ params: p, query }) => txs(net.addressTxs(p.address.address, query.after_txid)),
  })
  route(app, {
    url: '/address/:address/txs/chain',
    cache: 'live',
    params: byAddress,
    handler: ({ params: p }) => txs(net.addressTxsChain(p.address.address)),
  })
  route(app, {
    url: '/address/:address/txs/chain/:after',
    cache: 'live',
    params: { ...byAddress, after: AFTER_TXID },
    handler: ({ params: p }) => txs(net.addressTxsChain(p.address.address, p.after)),
  })
  route(app, {
    url: '/address/:address/txs/mempool',
    cache: 'live',
    params: byAddress,
    handler: ({ params: p }) => txs(net.addressTxsMempool(p.address.address)),
  })
  route(app, {
    url: '/address/:address/txs/summary',
    cache: 'live',
    params: byAddress,
    query: afterQuery,
    handler: ({ params: p, query }) =>
      ok(net.addressTxsSummary(p.address.address, query.after_txid)),
  })
  route(app, {
    url: '/address/:address/utxo',
    cache: 'live',
    params: byAddress,
    handler: ({ params: p }) => ok(net.addressUtxo(p.address.address)),
  })

  const byHash = { hash: SCRIPTHASH }
  route(app, {
    url: '/scripthash/:hash',
    cache: 'live',
    params: byHash,
    handler: ({ params: p }) => ok(net.scripthash(p.hash)),
  })
  route(app, {
    url: '/scripthash/:hash/txs',
    cache: 'live',
    params: byHash,
    query: afterQuery,
    handler: ({ params: p, query }) => txs(net.scripthashTxs(p.hash, query.after_txid)),
  })
  route(app, {
    url: '/scripthash/:hash/txs/chain',
    cache: 'live',
    params: byHash,
    handler: ({ params: p }) => txs(net.scripthashTxsChain(p.hash)),
  })
  route(app, {
    url: '/scripthash/:hash/txs/chain/:after',
    cache: 'live',
    params: { ...byHash, after: AFTER_TXID },
    handler: ({ params: p }) => txs(net.scripthashTxsChain(p.hash, p.after)),
  })
  route(app, {
    url: '/scripthash/:hash/txs/mempool',
    cache: 'live',
    params: byHash,
    handler: ({ params: p }) => txs(net.scripthashTxsMempool(p.hash)),
  })
  route(app, {
    url: '/scripthash/:hash/txs/summary',
    cache: 'live',
    params: byHash,
    query: afterQuery,
    handler: ({ params: p, query }) => ok(net.scripthashTxsSummary(p.hash, query.after_txid)),
  })
  route(app, {
    url: '/scripthash/:hash/utxo',
    cache: 'live',
    params: byHash,
    handler: ({ params: p }) => ok(net.scripthashUtxo(p.hash)),
  })

  route(app, {
    url: '/validate-address/:address',
    cache: 'live',
    params: { address: ANY_ADDRESS },
    handler: ({ params: p }) =>
      tryAddress(p.address, params) === null ? { isvalid: false } : net.validateAddress(p.address),
  })
  route(app, {
    url: '/address-prefix/:prefix',
    cache: 'live',
    params: { prefix: ADDRESS_PREFIX },
    handler: ({ params: p }) => net.addressPrefix(p.prefix),
  })

  // Multi-address variants used by the wallet widget: the list is read as one wallet's history (each tx
  // once, one page per request), so repeating or adding addresses cannot multiply the work or the answer.
  const addressList = (body: unknown): string[] => {
    if (!Array.isArray(body) || body.length === 0 || body.length > MAX_ADDRESSES_PER_REQUEST)
      throw badRequest(`Expected an array of 1 to ${MAX_ADDRESSES_PER_REQUEST} addresses`)
    return [...new Set(body.map((a: unknown) => addressParam(a, params).address))]
  }
  route(app, {
    method: 'POST',
    url: '/addresses/txs',
    cache: 'live',
    query: afterQuery,
    handler: ({ req, query }) => txs(net.addressesTxs(addressList(req.body), query.after_txid)),
  })
  route(app, {
    method: 'POST',
    url: '/addresses/txs/summary',
    cache: 'live',
    query: afterQuery,
    handler: ({ req, query }) =>
      ok(net.addressesTxsSummary(addressList(req.body), query.after_txid)),
  })
}
