// Transaction routes (reference §2.3 Transactions/CPFP/RBF, §2.4 tx endpoints) and POST /api/tx.
import type { FastifyInstance } from 'fastify'
import { txsFor } from '../esplora-shapes'
import { badRequest } from '../http-error'
import { TXID, VOUT, param, txidParam } from '../params'
import { route } from '../route'
import { fields, found, sendText, type RouteContext } from '../route-context'
import { RPC_CODES, sendRawTxErrorText } from './rpc-error'

const MAX_TX_HEX_CHARS = 2 * 400_000 // a standard tx weighs at most 400,000 WU, so it is below 400 kB

/** Checks the body is hex of whole bytes; decoding it is the node's (one place words the failure). */
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
  return hex.toLowerCase()
}

/** rawTxParam with its refusal worded as Core's RPC error (code -22), as POST /api/tx answers everything. */
function sendRawTxBody(body: unknown): string {
  try {
    return rawTxParam(body)
  } catch (err) {
    throw badRequest(sendRawTxErrorText((err as Error).message, RPC_CODES.deserialization))
  }
}

/** `txId[]=a&txId[]=b` (or one value) → validated txids. */
function txidList(raw: unknown, max: number): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]
  if (list.length > max) throw badRequest(`Too many txids (max ${max})`)
  return list.map(txidParam)
}

/** `?txids=a,b` of /txs/outspends: required, at most 50. */
const OUTSPENDS_TXIDS = param('txid-csv', (raw) => {
  if (typeof raw !== 'string' || raw === '') throw badRequest('Missing txids')
  return txidList(raw.split(','), 50)
})
/** `?txId[]=` of /transaction-times (the plain `txId` spelling is read by the handler). */
const TIMES_TXIDS = param('txid-array', (raw) => txidList(raw, 100))

export function transactionRoutes(app: FastifyInstance, { net, family }: RouteContext): void {
  const esplora = family === 'esplora'
  const unknownTx = 'Transaction not found'
  const byTxid = { txid: TXID }

  route(app, {
    url: '/tx/:txid',
    cache: 'live',
    params: byTxid,
    // /api answers esplora's shape; /api/v1 adds the backend's fields (vsize, rates, firstSeen, …)
    handler: ({ params }) =>
      esplora
        ? txsFor(true, found(net.tx(params.txid), unknownTx))
        : found(net.txExtended(params.txid), unknownTx),
  })
  route(app, {
    url: '/tx/:txid/status',
    cache: 'live',
    params: byTxid,
    handler: ({ params }) => found(net.txStatus(params.txid), unknownTx),
  })
  route(app, {
    url: '/tx/:txid/hex',
    cache: 'live',
    params: byTxid,
    handler: ({ params, reply }) => sendText(reply, found(net.txHex(params.txid), unknownTx)),
  })
  route(app, {
    url: '/tx/:txid/raw',
    cache: 'live',
    params: byTxid,
    handler: ({ params, reply }) =>
      reply
        .type('application/octet-stream')
        .send(Buffer.from(found(net.txHex(params.txid), unknownTx), 'hex')),
  })
  route(app, {
    url: '/tx/:txid/outspends',
    cache: 'live',
    params: byTxid,
    handler: ({ params }) => found(net.outspends(params.txid), unknownTx),
  })
  route(app, {
    url: '/tx/:txid/outspend/:vout',
    cache: 'live',
    params: { txid: TXID, vout: VOUT },
    handler: ({ params }) => {
      const outspends = found(net.outspends(params.txid), unknownTx)
      return found(outspends[params.vout], 'Output not found')
    },
  })
  route(app, {
    url: '/tx/:txid/merkle-proof',
    cache: 'live',
    params: byTxid,
    handler: ({ params }) =>
      found(net.merkleProof(params.txid), 'Transaction not found or unconfirmed'),
  })
  route(app, {
    url: '/tx/:txid/merkleblock-proof',
    cache: 'live',
    params: byTxid,
    handler: ({ params, reply }) =>
      sendText(
        reply,
        found(net.merkleBlockProof(params.txid), 'Transaction not found or unconfirmed'),
      ),
  })
  route(app, {
    url: '/txs/outspends',
    cache: 'live',
    query: { txids: OUTSPENDS_TXIDS },
    handler: ({ query }) => query.txids.map((t) => net.outspends(t) ?? []),
  })

  route(app, {
    url: '/cpfp/:txid',
    cache: 'live',
    params: byTxid,
    handler: ({ params }) => found(net.cpfp(params.txid), unknownTx),
  })
  route(app, {
    url: '/tx/:txid/rbf',
    cache: 'live',
    params: byTxid,
    handler: ({ params }) => net.rbf(params.txid),
  })
  route(app, {
    url: '/tx/:txid/cached',
    cache: 'live',
    params: byTxid,
    handler: ({ params, reply }) => {
      const cached = net.cachedTx(params.txid)
      return cached === null ? reply.code(204).send() : cached
    },
  })
  route(app, { url: '/replacements', cache: 'live', handler: () => net.replacements(false) })
  route(app, {
    url: '/fullrbf/replacements',
    cache: 'live',
    handler: () => net.replacements(true),
  })
  route(app, {
    url: '/transaction-times',
    cache: 'live',
    query: { 'txId[]': TIMES_TXIDS },
    handler: ({ query, req }) =>
      net.transactionTimes(
        query['txId[]'].length > 0 ? query['txId[]'] : txidList(fields(req.query)['txId'], 100),
      ),
  })

  route(app, {
    method: 'POST',
    url: '/prevouts',
    cache: 'live',
    handler: ({ req }) => {
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
    },
  })

  route(app, {
    method: 'POST',
    url: '/tx',
    cache: 'live',
    handler: ({ req, reply }) => {
      const result = net.submitTx(sendRawTxBody(req.body))
      if ('error' in result) throw badRequest(sendRawTxErrorText(result.error))
      return sendText(reply, result.txid)
    },
  })
}
