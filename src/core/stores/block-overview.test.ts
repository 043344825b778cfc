import { allTasks, cleanStores, keepMount } from 'nanostores'
import { afterEach, describe, expect, it } from 'vitest'
import type { BlockAudit } from '../api/audit'
import type { BlockExtended } from '../api/block'
import type { TransactionClassified } from '../api/transaction'
import type { RestClient, RestError, RestRequest } from '../client/contracts'
import { createBlockOverviewLoader, createBlockOverviewStore, parseBlockId } from './block-overview'
import type { BlockOverviewStore } from './block-overview'

const HASH = 'a'.repeat(64)
const tx = (txid: string, rate = 10): TransactionClassified => ({
  txid,
  fee: rate * 100,
  vsize: 100,
  value: 5,
  rate,
  flags: 0,
})
const summary = [tx('cb', 0), tx('t1'), tx('t2')]
const block = { id: HASH, height: 840_000, tx_count: 3 } as BlockExtended
const audit = {
  version: 1,
  height: 840_000,
  id: HASH,
  timestamp: 0,
  template: [tx('t1')],
  unseenTxs: [],
  missingTxs: [],
  addedTxs: ['t2'],
  prioritizedTxs: [],
  freshTxs: [],
  sigopTxs: [],
  fullrbfTxs: [],
  acceleratedTxs: [],
  matchRate: 100,
  expectedFees: 0,
  expectedWeight: 0,
} satisfies BlockAudit

type Answer = unknown | RestError | ((req: RestRequest) => unknown)

/** A REST client answering from a path table; a RestError value rejects; every path asked is logged. */
function fakeRest(table: Record<string, Answer>) {
  const asked: string[] = []
  const rest: RestClient = {
    request<T>(req: RestRequest): Promise<T> {
      asked.push(req.path)
      const answer = table[req.path] ?? { status: 404, message: 'Not found' }
      const value =
        typeof answer === 'function' ? (answer as (r: RestRequest) => unknown)(req) : answer
      const failed = typeof value === 'object' && value !== null && 'status' in value
      return failed ? Promise.reject(value as RestError) : Promise.resolve(value as T)
    },
  }
  return { rest, asked }
}

const paths = {
  height: '/api/block-height/840000',
  block: `/api/v1/block/${HASH}`,
  summary: `/api/v1/block/${HASH}/summary`,
  audit: `/api/v1/block/${HASH}/audit-summary`,
}
const server = (extra: Record<string, Answer> = {}) =>
  fakeRest({
    [paths.height]: `${HASH}\n`,
    [paths.block]: block,
    [paths.summary]: summary,
    [paths.audit]: audit,
    ...extra,
  })

let stores: BlockOverviewStore[] = []
afterEach(() => {
  cleanStores(...stores)
  stores = []
})

async function loaded(store: BlockOverviewStore) {
  stores.push(store)
  keepMount(store)
  await allTasks()
  await new Promise((resolve) => setTimeout(resolve, 0))
  return store.get()
}

describe('parseBlockId (spec §5: all digits = height, else a hash)', () => {
  it.each([
    ['840000', { height: 840_000 }],
    [' 12 ', { height: 12 }],
    ['0', { height: 0 }],
    [HASH, { hash: HASH }],
    ['12a', { hash: '12a' }],
    ['-1', { hash: '-1' }],
  ])('%j', (id, expected) => expect(parseBlockId(id)).toEqual(expected))

  it('has nothing to look up for an empty id', () => expect(parseBlockId('  ')).toBeUndefined())
})

describe('createBlockOverviewStore', () => {
  it('starts loading, then resolves a height through its hash and gives block-order txs with statuses', async () => {
    const { rest, asked } = server()
    const store = createBlockOverviewStore(createBlockOverviewLoader(rest), '840000')
    expect(store.get()).toEqual({ id: '840000', loading: true })
    const state = await loaded(store)
    expect(asked[0]).toBe(paths.height)
    expect(state.loading).toBe(false)
    expect(state.data?.hash).toBe(HASH)
    expect(state.data?.block.height).toBe(840_000)
    expect(state.data?.txs.map((t) => [t.txid, t.status])).toEqual([
      ['cb', undefined],
      ['t1', 'found'],
      ['t2', 'selected'],
    ])
    expect(state.data?.txs[1]?.flags).toBe(0n)
  })

  it('takes anything else as a hash without a height lookup', async () => {
    const { rest, asked } = server()
    const state = await loaded(createBlockOverviewStore(createBlockOverviewLoader(rest), HASH))
    expect(asked).not.toContain(paths.height)
    expect(state.data?.txs).toHaveLength(3)
  })

  it.each([
    ['has no audit (404)', { status: 404, message: 'Audit not available' }],
    ['fails on the audit (500)', { status: 500, message: 'Internal error' }],
    ['does not answer the audit', { status: 0, message: 'Unknown error' }],
  ])('draws the block without statuses when the server %s', async (_, failure) => {
    const { rest } = server({ [paths.audit]: failure })
    const state = await loaded(createBlockOverviewStore(createBlockOverviewLoader(rest), HASH))
    expect(state.error).toBeUndefined()
    expect(state.data?.audit).toBeUndefined()
    expect(state.data?.txs).toHaveLength(3)
    expect(state.data?.txs.every((t) => t.status === undefined)).toBe(true)
  })

  it('does not ask for the audit when audits are off', async () => {
    const { rest, asked } = server()
    const loader = createBlockOverviewLoader(rest)
    const state = await loaded(createBlockOverviewStore(loader, HASH, { audit: false }))
    expect(asked).not.toContain(paths.audit)
    expect(state.data?.txs[1]?.status).toBeUndefined()
  })

  it.each([
    ['a height above the tip', '9999999', 'not-found', 404],
    ['an unknown hash', 'b'.repeat(64), 'not-found', 404],
    ['an id that is not a hash (400)', 'nope', 'not-found', 400],
  ])('fails on %s with a not-found error', async (_, id, kind, status) => {
    const { rest } = server({ '/api/v1/block/nope': { status: 400, message: 'Invalid hash' } })
    const state = await loaded(createBlockOverviewStore(createBlockOverviewLoader(rest), id))
    expect(state.loading).toBe(false)
    expect(state.data).toBeUndefined()
    expect(state.error).toMatchObject({ kind, status })
  })

  it('fails as unavailable when the API does not answer, and retry loads again', async () => {
    let up = false
    const { rest } = server({
      [paths.summary]: () => (up ? summary : { status: 0, message: 'Unknown error' }),
    })
    const store = createBlockOverviewStore(createBlockOverviewLoader(rest), HASH)
    expect((await loaded(store)).error?.kind).toBe('unavailable')
    up = true
    store.retry()
    expect(store.get().loading).toBe(true)
    await allTasks()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.get().error).toBeUndefined()
    expect(store.get().data?.txs).toHaveLength(3)
  })
})

describe('createBlockOverviewLoader', () => {
  it('fetches a block’s transactions once, whether asked by height or hash', async () => {
    const { rest, asked } = server()
    const loader = createBlockOverviewLoader(rest)
    const first = await loader.load('840000')
    const again = await loader.load(HASH)
    expect(again).toBe(first)
    expect(asked.filter((path) => path === paths.summary)).toHaveLength(1)
  })

  it('forgets the least recently used block beyond its size', async () => {
    const hashes = ['c', 'd', 'e'].map((c) => c.repeat(64))
    const table: Record<string, Answer> = {}
    for (const h of hashes) {
      table[`/api/v1/block/${h}`] = { ...block, id: h }
      table[`/api/v1/block/${h}/summary`] = summary
    }
    const { rest, asked } = fakeRest(table)
    const loader = createBlockOverviewLoader(rest, 2)
    await loader.load(hashes[0] ?? '')
    await loader.load(hashes[1] ?? '')
    await loader.load(hashes[0] ?? '') // 0 is now the most recent
    await loader.load(hashes[2] ?? '') // evicts 1
    await loader.load(hashes[0] ?? '')
    await loader.load(hashes[1] ?? '')
    const summaries = (h: string) => asked.filter((p) => p === `/api/v1/block/${h}/summary`).length
    expect(hashes.map((h) => summaries(h))).toEqual([1, 2, 1])
  })
})
