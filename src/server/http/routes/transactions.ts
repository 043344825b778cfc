// Transaction routes (reference §2.3 Transactions/CPFP/RBF, §2.4 tx endpoints) and POST /api/tx.
import type { FastifyInstance } from 'fastify'
import { Transaction as BtcTransaction } from 'bitcoinjs-lib'
import { txsFor } from '../esplora-shapes'
import { badRequest } from '../http-error'
import { txidParam, uintParam } from '../params'
import { fields, found, sendText, type RouteContext } from '../route-context'

const MAX_TX_HEX_CHARS = 2 * 400_000 // a standard tx weighs at most 400,000 WU, so it is below 400 kB

/** Checks the body is one decodable raw transaction in hex; returns the hex. */
export function rawTxParam(body: unknown): string {
  if (typeof body !== 'string')
    throw badRequest('Expected a raw transaction in hex as the request body')
  const hex = body.trim()
  if (
    hex.length === 0 ||
    hex.length > MAX_TX_HEX_CHARS ||
    hex.length % 2 !== 0 ||
    !/^[0-9a-fA-F]+$/.test(hex)
  ) {
    throw badRequest('TX decode failed: the body is not hex of a transaction')
  }
  try {
    const tx = BtcTransaction.fromHex(hex)
    if (tx.ins.length === 0 || tx.outs.length === 0) throw new Error('no inputs or outputs')
  } catch (err) {
    throw badRequest(
      `TX decode failed: ${err instanceof Error ? err.message : 'invalid transaction'}`,
    )
  }
  return hex.toLowerCase()
}

/** `txId[]=a&txId[]=b` (or one value) → validated txids. */
function txidList(raw: unknown, max: number): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]
  if (list.length > max) throw badRequest(`Too many txids (max ${max})`)
  return list.map(txidParam)
}

export function transactionRoutes(app: FastifyInstance, { net, family }: RouteContext): void {
  const esplora = family === 'esplora'
  const txid = (params: unknown): string => txidParam(fields(params)['txid'])
  const unknownTx = 'Transaction not found'

  app.get('/tx/:txid', (req) => txsFor(esplora, found(net.tx(txid(req.params)), unknownTx)))
  app.get('/tx/:txid/status', (req) => found(net.txStatus(txid(req.params)), unknownTx))
  app.get('/tx/:txid/hex', (req, reply) =>
    sendText(reply, found(net.txHex(txid(req.params)), unknownTx)),
  )
  app.get('/tx/:txid/raw', (req, reply) =>
    reply
      .type('application/octet-stream')
      .send(Buffer.from(found(net.txHex(txid(req.params)), unknownTx), 'hex')),
  )
  app.get('/tx/:txid/outspends', (req) => found(net.outspends(txid(req.params)), unknownTx))
  app.get('/tx/:txid/outspend/:vout', (req) => {
    const id = txid(req.params)
    const vout = uintParam(fields(req.params)['vout'], 'output index')
    const outspends = found(net.outspends(id), unknownTx)
    return found(outspends[vout], 'Output not found')
  })
  app.get('/tx/:txid/merkle-proof', (req) =>
    found(net.merkleProof(txid(req.params)), 'Transaction not found or unconfirmed'),
  )
  app.get('/txs/outspends', (req) => {
    const raw = fields(req.query)['txids']
    if (typeof raw !== 'string' || raw === '') throw badRequest('Missing txids')
    const txids = txidList(raw.split(','), 50)
    return txids.map((t) => net.outspends(t) ?? [])
  })

  app.get('/cpfp/:txid', (req) => found(net.cpfp(txid(req.params)), unknownTx))
  app.get('/tx/:txid/rbf', (req) => net.rbf(txid(req.params)))
  app.get('/tx/:txid/cached', (req, reply) => {
    const cached = net.cachedTx(txid(req.params))
    return cached === null ? reply.code(204).send() : cached
  })
  app.get('/replacements', () => net.replacements(false))
  app.get('/fullrbf/replacements', () => net.replacements(true))
  app.get('/transaction-times', (req) =>
    net.transactionTimes(txidList(fields(req.query)['txId[]'] ?? fields(req.query)['txId'], 100)),
  )

  app.post('/prevouts', (req) => {
    const body = req.body
    if (!Array.isArray(body) || body.length > 100)
      throw badRequest('Expected an array of at most 100 {txid, vout} outpoints')
    return body.map((item: unknown) => {
      const o = fields(item)
      const vout = o['vout']
      if (typeof vout !== 'number' || !Number.isInteger(vout) || vout < 0)
        throw badRequest('Invalid vout')
      return net.prevout(txidParam(o['txid']), vout)
    })
  })

  app.post('/tx', (req, reply) => {
    const result = net.submitTx(rawTxParam(req.body))
    if ('error' in result) throw badRequest(result.error)
    return sendText(reply, result.txid)
  })
}
