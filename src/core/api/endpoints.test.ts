import { describe, expect, expectTypeOf, it } from 'vitest'
import { createRestClient } from '../client/rest-client'
import type { BlockExtended } from './block'
import * as api from './endpoints'
import type { TypedRequest } from './typed-request'
import { call } from './typed-request'

const hash = '000000000000000000019bfe551da67e0d93dda4b355d16f1fdb4031ba7e5d61'
const txid = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'

describe('endpoint paths (reference §2.3, §2.4)', () => {
  it.each([
    [api.initData(), '/api/v1/init-data'],
    [api.blocks(), '/api/v1/blocks'],
    [api.blocks(800_000), '/api/v1/blocks/800000'],
    [api.block(hash), `/api/v1/block/${hash}`],
    [api.blockSummary(hash), `/api/v1/block/${hash}/summary`],
    [api.auditSummary(hash), `/api/v1/block/${hash}/audit-summary`],
    [api.blockTxs(hash, 25), `/api/block/${hash}/txs/25`],
    [api.blockHashAtHeight(840_000), '/api/block-height/840000'],
    [api.tx(txid), `/api/tx/${txid}`],
    [api.txStatus(txid), `/api/tx/${txid}/status`],
    [api.txOutspends(txid), `/api/tx/${txid}/outspends`],
    [api.cachedTx(txid), `/api/v1/tx/${txid}/cached`],
    [api.cpfp(txid), `/api/v1/cpfp/${txid}`],
    [api.rbf(txid), `/api/v1/tx/${txid}/rbf`],
    [api.replacements(), '/api/v1/replacements'],
    [api.replacements(true), '/api/v1/fullrbf/replacements'],
    [api.txTimes([txid, 'ab']), `/api/v1/transaction-times?txId[]=${txid}&txId[]=ab`],
    [api.addressInfo('bc1qxyz'), '/api/address/bc1qxyz'],
    [api.addressTxs('bc1qxyz'), '/api/address/bc1qxyz/txs'],
    [api.addressTxs('bc1qxyz', txid), `/api/address/bc1qxyz/txs?after_txid=${txid}`],
    [api.addressTxsSummary('bc1qxyz'), '/api/address/bc1qxyz/txs/summary'],
    [api.addressUtxo('bc1qxyz'), '/api/address/bc1qxyz/utxo'],
    [api.validateAddress('bc1qxyz'), '/api/v1/validate-address/bc1qxyz'],
    [api.addressPrefix('bc1q'), '/api/address-prefix/bc1q'],
    [api.mempoolBlocks(), '/api/v1/fees/mempool-blocks'],
    [api.recommendedFees(), '/api/v1/fees/recommended'],
    [api.preciseFees(), '/api/v1/fees/precise'],
    [api.difficultyAdjustment(), '/api/v1/difficulty-adjustment'],
    [api.prices(), '/api/v1/prices'],
    [api.historicalPrice(), '/api/v1/historical-price'],
    [
      api.historicalPrice({ timestamp: 1743541850 }),
      '/api/v1/historical-price?timestamp=1743541850',
    ],
    [
      api.historicalPrice({ timestamp: 1743541850, currency: 'EUR' }),
      '/api/v1/historical-price?timestamp=1743541850&currency=EUR',
    ],
    [api.miningPools('1w'), '/api/v1/mining/pools/1w'],
    [api.pool('foundryusa'), '/api/v1/mining/pool/foundryusa'],
    [api.poolBlocks('foundryusa', 890000), '/api/v1/mining/pool/foundryusa/blocks/890000'],
    [api.poolHashrate('foundryusa'), '/api/v1/mining/pool/foundryusa/hashrate'],
    [api.hashrate('3m'), '/api/v1/mining/hashrate/3m'],
    [api.statistics('2h'), '/api/v1/statistics/2h'],
    [api.backendInfo(), '/api/v1/backend-info'],
    [api.tipHeight(), '/api/blocks/tip/height'],
  ] as [TypedRequest<unknown>, string][])('%#: %s', (req, path) => {
    expect(req.path).toBe(path)
    expect(req.method ?? 'GET').toBe('GET')
  })

  it('escapes user input in path segments', () => {
    expect(api.addressInfo('a/b?c').path).toBe('/api/address/a%2Fb%3Fc')
  })

  it('caches blocks by hash longer than lists and not the tip height', () => {
    expect(api.block(hash).cacheMs).toBeGreaterThan(api.blocks().cacheMs ?? 0)
    expect(api.blockSummary(hash).cacheMs).toBeGreaterThan(api.mempoolBlocks().cacheMs ?? 0)
    expect(api.tipHeight()).toEqual({ path: '/api/blocks/tip/height', as: 'text' })
  })
})

describe('call', () => {
  it('runs a typed request through a RestClient and infers its type', async () => {
    const seen: string[] = []
    const fetch = ((url: string) => {
      seen.push(url)
      return Promise.resolve(new Response(JSON.stringify({ id: hash, height: 890448 })))
    }) as unknown as typeof globalThis.fetch
    const rest = createRestClient({ api: 'https://mempool.space', network: 'signet', fetch })
    const promise = call(rest, api.block(hash))
    expectTypeOf(promise).toEqualTypeOf<Promise<BlockExtended>>()
    await expect(promise).resolves.toMatchObject({ height: 890448 })
    expect(seen).toEqual([`https://mempool.space/signet/api/v1/block/${hash}`])
  })
})
