// Address and scripthash routes (reference §2.4) plus validate-address and address-prefix.
import type { FastifyInstance } from 'fastify'
import type { Transaction } from '../../../core/wire'
import { txsFor } from '../esplora-shapes'
import { badRequest } from '../http-error'
import { addressParam, optionalTxid, scripthashParam, tryAddress } from '../params'
import { fields, type RouteContext } from '../route-context'

export function addressRoutes(app: FastifyInstance, { net, params, family }: RouteContext): void {
  const esplora = family === 'esplora'
  const addr = (p: unknown): string => addressParam(fields(p)['address'], params).address
  const afterQuery = (q: unknown): string | undefined => optionalTxid(fields(q)['after_txid'])
  // The node answers null only for input it cannot read; the validators above already caught that.
  const invalid = (): never => {
    throw badRequest('Invalid Bitcoin address')
  }
  const ok = <T>(value: T | null): T => (value === null ? invalid() : value)
  const txs = (value: Transaction[] | null): Transaction[] => txsFor(esplora, ok(value))

  app.get('/address/:address', (req) => ok(net.address(addr(req.params))))
  app.get('/address/:address/txs', (req) =>
    txs(net.addressTxs(addr(req.params), afterQuery(req.query))),
  )
  app.get('/address/:address/txs/chain', (req) => txs(net.addressTxsChain(addr(req.params))))
  app.get('/address/:address/txs/chain/:after', (req) =>
    txs(net.addressTxsChain(addr(req.params), optionalTxid(fields(req.params)['after']))),
  )
  app.get('/address/:address/txs/mempool', (req) => txs(net.addressTxsMempool(addr(req.params))))
  app.get('/address/:address/txs/summary', (req) =>
    ok(net.addressTxsSummary(addr(req.params), afterQuery(req.query))),
  )
  app.get('/address/:address/utxo', (req) => ok(net.addressUtxo(addr(req.params))))

  const hash = (p: unknown): string => scripthashParam(fields(p)['hash'])
  app.get('/scripthash/:hash', (req) => ok(net.scripthash(hash(req.params))))
  app.get('/scripthash/:hash/txs', (req) =>
    txs(net.scripthashTxs(hash(req.params), afterQuery(req.query))),
  )
  app.get('/scripthash/:hash/txs/chain', (req) => txs(net.scripthashTxsChain(hash(req.params))))
  app.get('/scripthash/:hash/txs/chain/:after', (req) =>
    txs(net.scripthashTxsChain(hash(req.params), optionalTxid(fields(req.params)['after']))),
  )
  app.get('/scripthash/:hash/txs/mempool', (req) => txs(net.scripthashTxsMempool(hash(req.params))))
  app.get('/scripthash/:hash/txs/summary', (req) =>
    ok(net.scripthashTxsSummary(hash(req.params), afterQuery(req.query))),
  )
  app.get('/scripthash/:hash/utxo', (req) => ok(net.scripthashUtxo(hash(req.params))))

  // Core's validateaddress answers {isvalid:false} instead of an error.
  app.get('/validate-address/:address', (req) => {
    const raw = fields(req.params)['address']
    if (typeof raw !== 'string' || raw.length > 120) throw badRequest('Invalid address')
    return tryAddress(raw, params) === null ? { isvalid: false } : net.validateAddress(raw)
  })
  app.get('/address-prefix/:prefix', (req) => {
    const prefix = fields(req.params)['prefix']
    if (typeof prefix !== 'string' || !/^[a-zA-Z0-9]{1,100}$/.test(prefix))
      throw badRequest('Invalid address prefix')
    return net.addressPrefix(prefix)
  })

  // Multi-address variants used by the wallet widget.
  const addressList = (body: unknown): string[] => {
    if (!Array.isArray(body) || body.length === 0 || body.length > 100)
      throw badRequest('Expected an array of 1 to 100 addresses')
    return body.map((a: unknown) => addressParam(a, params).address)
  }
  app.post('/addresses/txs', (req) => {
    const after = afterQuery(req.query)
    const seen = new Set<string>()
    return addressList(req.body)
      .flatMap((a) => txs(net.addressTxs(a, after)))
      .filter((tx) => !seen.has(tx.txid) && seen.add(tx.txid))
  })
  app.post('/addresses/txs/summary', (req) =>
    addressList(req.body).flatMap((a) => ok(net.addressTxsSummary(a))),
  )
}
