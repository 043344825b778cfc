// Protocol conformance against the recorded mainnet answers: the simulator's REST answers and websocket
// frames must have the same key sets and value types as the real ones (values differ, shapes may not).
import { Transaction as BtcTransaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { hasRecorded, readCypress } from '../../../tests/fixtures/recorded'
import { connectClient } from '../ws/testing/ws-client'
import { sameShape } from './testing/same-shape'
import { startSimServerForFile } from './testing/sim-server'
import { apiRoutes, goodValues, routeUrl } from './testing/route-table'

type Json = Record<string, unknown>

/** Fields the reference documents (§2.5) that the older recordings do not carry, or carry only for some txs. */
const NEWER_OR_CONDITIONAL = [
  'firstSeen',
  'definitionHash',
  'coinbaseAddresses',
  'medianFeeAmt',
  'orphans',
  'witness',
  'inner_redeemscript_asm',
  'inner_witnessscript_asm',
  'scriptpubkey_address',
  'block_height',
  'block_hash',
  'block_time',
  'descendants',
  'bestDescendant',
  'acceleration',
  'acceleratedBy',
  'acceleratedAt',
  'feeDelta',
  'cluster',
  'minerNames',
  'rbfSummary',
  'similarity',
]
/** Values the reference itself sends as null in some answers (unaudited blocks, txs without replacements). */
const NULLABLE = [
  'matchRate',
  'expectedFees',
  'expectedWeight',
  'avgMatchRate',
  'replacements',
  'replaces',
  'bestDescendant',
  // null for a pool none of whose blocks was audited (the backend's AVG over no audit rows)
  'avgFeeDelta',
]
const options = { optionalKeys: NEWER_OR_CONDITIONAL, nullableKeys: NULLABLE }

// its submitted txs carry placeholder signatures (signature checks: http/tx-validation.test.ts)
const sim = startSimServerForFile({ seed: 11, historyBlocks: 140, skipSignatureChecks: true })

async function get(url: string): Promise<unknown> {
  const res = await sim.server.app.inject(url)
  expect(res.statusCode, url).toBe(200)
  return res.json()
}

describe.skipIf(!hasRecorded)('REST shapes match the recorded mainnet answers', () => {
  const info = (): Json => readCypress<Json>('mainnet_mempoolInfo.json')

  it('blocks (BlockExtended + extras), mempool blocks, da, fees, init-data', async () => {
    const recordedBlock = (info()['blocks'] as unknown[])[0]
    for (const block of (await get('/api/v1/blocks')) as unknown[])
      sameShape(block, recordedBlock, options)
    sameShape(await get(`/api/v1/block/${sim.net.tip().id}`), recordedBlock, options)
    sameShape(await get('/api/v1/fees/mempool-blocks'), info()['mempool-blocks'], options)
    sameShape(await get('/api/v1/difficulty-adjustment'), info()['da'], options)
    sameShape(await get('/api/v1/fees/recommended'), info()['fees'], options)
    sameShape(await get('/api/v1/init-data'), info(), {
      ...options,
      optionalKeys: [...NEWER_OR_CONDITIONAL, 'backend', 'loadingIndicators', 'backendInfo'],
    })
  })

  it('transaction, cpfp and rbf answers', async () => {
    const txid = sim.net.mempoolTxids()[0] ?? sim.net.blockTxids(sim.net.tip().id)?.[1]
    expect(txid).toBeDefined()
    sameShape(await get(`/api/tx/${txid}`), readCypress('details_rbf/tx02_api_tx.json'), options)
    sameShape(
      await get(`/api/v1/cpfp/${txid}`),
      readCypress('details_rbf/tx02_api_cpfp.json'),
      options,
    )
    sameShape(
      await get(`/api/v1/tx/${txid}/rbf`),
      readCypress('details_rbf/tx01_api_rbf.json'),
      options,
    )
    const times = (await get(`/api/v1/transaction-times?txId[]=${txid}`)) as number[]
    sameShape(times, readCypress('details_rbf/tx02_api_tx_times.json'))
  })

  it('mining pools', async () => {
    sameShape(
      await get('/api/v1/mining/pools/1w'),
      readCypress('details_rbf/api_mining_pools_1w.json'),
      options,
    )
  })
})

describe.skipIf(!hasRecorded)('websocket frames match the recorded ones', () => {
  it('init payload, then block + mempool-blocks (+ txConfirmed) on a new block', async () => {
    const address = sim.server.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const c = await connectClient(`ws://127.0.0.1:${port}/api/v1/ws`)
    c.send({ action: 'init' })
    sameShape(await c.next(), readCypress('mainnet_mempoolInfo.json'), {
      ...options,
      optionalKeys: [...NEWER_OR_CONDITIONAL, 'backend', 'loadingIndicators'],
    })
    // Track a tx projected into the next block, so the mined block should confirm it.
    const txid = sim.net.mempoolTxids().find((t) => sim.net.txPosition(t)?.position.block === 0)
    c.send({
      action: 'want',
      data: ['blocks', 'mempool-blocks'],
      ...(txid ? { 'track-tx': txid } : {}),
    })
    const snapshot = await c.next()
    expect(Object.keys(snapshot).sort()).toEqual(
      txid ? ['blocks', 'mempool-blocks', 'txPosition'] : ['blocks', 'mempool-blocks'],
    )
    const position = snapshot['txPosition'] as Json | undefined
    if (position) {
      // cpfp rides along optionally (§1.3); it has the shape of the REST cpfp answer.
      sameShape({ txPosition: position }, readCypress('details_rbf/tx02_ws_tx_position.json'), {
        ...options,
        optionalKeys: [...NEWER_OR_CONDITIONAL, 'cpfp', 'accelerationPositions'],
      })
      if (position['cpfp'])
        sameShape(position['cpfp'], readCypress('details_rbf/tx02_api_cpfp.json'), options)
    }
    sim.net.mineBlock()
    let frame = await c.next()
    while (!('block' in frame)) frame = await c.next()
    const recorded = readCypress<Json>('details_rbf/tx02_ws_block.json')
    sameShape(frame['block'], recorded['block'], options)
    sameShape(frame['mempool-blocks'], recorded['mempool-blocks'], options)
    if (txid !== undefined && sim.net.blockTxids(sim.net.tip().id)?.includes(txid))
      expect(frame['txConfirmed']).toBe(txid)
    else expect(frame['txConfirmed']).toBeUndefined()
    c.socket.terminate()
  })
})

describe('the simulator never answers 500', () => {
  it('answers every route with real ids, unknown ids and edge values without a 500', async () => {
    const good = goodValues(sim.net)
    const unconfirmed = sim.net.mempoolTxids()[0] ?? ''
    const variants: Record<string, string>[] = [
      good,
      { ...good, txid: unconfirmed, height: '0', 'start-height': '0', 'txs-start': '0' },
      {
        ...good,
        hash: 'e'.repeat(64),
        txid: 'f'.repeat(64),
        height: '2147483647',
        'start-height': '2147483647',
        'tx-index': '999999',
        'txs-start': '2500',
        vout: '9999',
        'pool-slug': 'nobody',
      },
    ]
    for (const route of apiRoutes(sim.server.routes).filter((r) => r.method === 'GET')) {
      for (const values of variants) {
        const url = routeUrl(route, values)
        expect((await sim.server.app.inject(url)).statusCode, url).toBeLessThan(500)
      }
    }
  })
})

/** A child of a mempool tx spending one unspent P2WPKH output (the simulator does not check signatures). */
function childOfMempoolTx(): BtcTransaction {
  for (const parentId of sim.net.mempoolTxids()) {
    const parent = sim.net.tx(parentId)
    const outspends = sim.net.outspends(parentId) ?? []
    const vout =
      parent?.vout.findIndex(
        (o, i) =>
          o.scriptpubkey_type === 'v0_p2wpkh' && outspends[i]?.spent === false && o.value > 20_000,
      ) ?? -1
    const output = parent?.vout[vout]
    if (output === undefined) continue
    const tx = new BtcTransaction()
    tx.version = 2
    tx.addInput(Buffer.from(parentId, 'hex').reverse(), vout, 0xfffffffd)
    tx.setWitness(0, [Buffer.alloc(72, 1), Buffer.concat([Buffer.from([2]), Buffer.alloc(32, 7)])])
    tx.addOutput(Buffer.from(output.scriptpubkey, 'hex'), BigInt(output.value - 5_000))
    return tx
  }
  throw new Error('no spendable mempool output')
}

describe('POST /api/tx on the simulator', () => {
  it('streams projected block 0 with consecutive sequences across a new tx and a block', async () => {
    const c = await connectClient(sim.wsUrl)
    c.send({ 'track-mempool-block': 0 })
    const full = (await c.next())['projected-block-transactions'] as {
      sequence: number
      blockTransactions: unknown[]
    }
    expect(full.blockTransactions.length).toBeGreaterThan(0)
    const res = await sim.server.app.inject({
      method: 'POST',
      url: '/api/tx',
      payload: childOfMempoolTx().toHex(),
    })
    expect(res.statusCode, res.body).toBe(200)
    const afterTx = (await c.next())['projected-block-transactions'] as {
      sequence: number
      delta?: unknown
    }
    expect(afterTx.sequence).toBe(full.sequence + 1)
    expect(afterTx.delta).toBeDefined()
    sim.net.mineBlock()
    const afterBlock = (await c.next())['projected-block-transactions'] as { sequence: number }
    expect(afterBlock.sequence).toBe(full.sequence + 2)
    c.socket.terminate()
  })

  it('accepts a valid tx: txid as text, then in the mempool and pushed to a watching socket; a resend is refused', async () => {
    const tx = childOfMempoolTx()
    const txid = tx.getId()
    const c = await connectClient(sim.wsUrl)
    c.send({ 'track-tx': txid, 'watch-mempool': true })
    c.send({ action: 'ping' })
    expect(await c.next()).toEqual({ pong: true })
    const res = await sim.server.app.inject({ method: 'POST', url: '/api/tx', payload: tx.toHex() })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).toBe(txid)
    expect(
      ((await get(`/api/tx/${txid}`)) as { status: { confirmed: boolean } }).status.confirmed,
    ).toBe(false)
    let frame = await c.next()
    while (!('tx' in frame)) frame = await c.next()
    expect((frame['tx'] as { txid: string }).txid).toBe(txid)
    const again = await sim.server.app.inject({
      method: 'POST',
      url: '/api/tx',
      payload: tx.toHex(),
    })
    expect(again.statusCode).toBe(400)
    expect(again.headers['content-type']).toMatch(/^text\/plain/)
    c.socket.terminate()
  })
})
