// One mined block as the block overview draws it (spec §4 "Block view"): the id resolved to a hash (all
// digits = a height, looked up first; anything else = a hash, spec §5), the block, its transactions in
// block order with their audit statuses, and the audit when the server has one. A loader per REST client
// keeps the last blocks by hash, so a block's transactions are fetched once however often it is shown.
import { atom, onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { BlockAudit } from '../api/audit'
import type { BlockExtended } from '../api/block'
import type { BlockTx } from '../api/block-tx'
import { fromClassified } from '../api/block-tx'
import * as endpoints from '../api/endpoints'
import { call } from '../api/typed-request'
import type { TxAuditStatus } from '../bitcoin/audit-colours'
import { blockSideStatuses } from '../bitcoin/audit-status'
import type { RestClient, RestError } from '../client/contracts'
import { isRestError } from '../client/rest-client'

/** A block route id: all digits = a height, anything else = a hash (no further check, spec §5). */
export type BlockRef = { height: number } | { hash: string }

export function parseBlockId(id: string): BlockRef | undefined {
  const text = id.trim()
  if (text === '') return undefined
  return /^\d+$/.test(text) ? { height: Number(text) } : { hash: text }
}

/** A block tx with its audit status on the mined side ("actual" view); no status without an audit. */
export interface AuditedBlockTx extends BlockTx {
  status?: TxAuditStatus
}

export interface BlockOverview {
  hash: string
  block: BlockExtended
  /** Block order, coinbase first. */
  txs: readonly AuditedBlockTx[]
  /** Undefined when not asked for, or when the server has no audit of this block. */
  audit?: BlockAudit
}

/**
 * 'not-found': the server knows no such block (404, or 400 for an id that is not a hash);
 * 'unavailable': the API did not answer or failed (network error, 5xx) — trying again may help.
 */
export type BlockOverviewFailure = 'not-found' | 'unavailable'

export interface BlockOverviewError extends RestError {
  kind: BlockOverviewFailure
}

export interface BlockOverviewLoader {
  /** Rejects with a BlockOverviewError. */
  load(id: string, options?: { audit?: boolean }): Promise<BlockOverview>
}

/** Blocks kept per loader (the eight blocks on screen and a few the reader went back to). */
export const BLOCK_OVERVIEW_CACHE_SIZE = 16

export function toBlockOverviewError(error: unknown): BlockOverviewError {
  const rest: RestError = isRestError(error) ? error : { status: 0, message: 'Unknown error' }
  const kind = rest.status === 404 || rest.status === 400 ? 'not-found' : 'unavailable'
  return { kind, status: rest.status, message: rest.message }
}

export function createBlockOverviewLoader(
  rest: RestClient,
  cacheSize = BLOCK_OVERVIEW_CACHE_SIZE,
): BlockOverviewLoader {
  // Insertion order = recency: a hit moves its entry to the end, the first entry goes first.
  const cache = new Map<string, Promise<BlockOverview>>()

  function cached(key: string, fetch: () => Promise<BlockOverview>): Promise<BlockOverview> {
    const hit = cache.get(key)
    if (hit) {
      cache.delete(key)
      cache.set(key, hit)
      return hit
    }
    const promise = fetch()
    cache.set(key, promise)
    promise.catch(() => {
      if (cache.get(key) === promise) cache.delete(key) // a failure is never kept: the next load retries
    })
    for (const oldest of cache.keys()) {
      if (cache.size <= cacheSize) break
      cache.delete(oldest)
    }
    return promise
  }

  async function fetchBlock(hash: string, withAudit: boolean): Promise<BlockOverview> {
    // A missing or failing audit only means no highlighting; it never fails the block.
    const audit = withAudit
      ? call(rest, endpoints.auditSummary(hash)).catch(() => undefined)
      : Promise.resolve(undefined)
    const [block, summary] = await Promise.all([
      call(rest, endpoints.block(hash)),
      call(rest, endpoints.blockSummary(hash)),
    ])
    return withStatuses(hash, block, summary.map(fromClassified), await audit)
  }

  return {
    async load(id, options = {}) {
      const ref = parseBlockId(id)
      try {
        if (!ref) throw { status: 404, message: 'No block id' } satisfies RestError
        const hash = 'hash' in ref ? ref.hash : await hashAtHeight(rest, ref.height)
        const withAudit = options.audit ?? true
        return await cached(`${withAudit ? 'audit' : 'plain'} ${hash}`, () =>
          fetchBlock(hash, withAudit),
        )
      } catch (error) {
        throw toBlockOverviewError(error)
      }
    },
  }
}

async function hashAtHeight(rest: RestClient, height: number): Promise<string> {
  if (!Number.isSafeInteger(height)) throw { status: 404, message: 'Block not found' }
  return (await call(rest, endpoints.blockHashAtHeight(height))).trim()
}

function withStatuses(
  hash: string,
  block: BlockExtended,
  txs: BlockTx[],
  audit: BlockAudit | undefined,
): BlockOverview {
  if (!audit) return { hash, block, txs }
  const statuses = blockSideStatuses(txs, audit)
  const audited = txs.map((tx, index): AuditedBlockTx => {
    const status = statuses[index]
    return status ? { ...tx, status } : tx
  })
  return { hash, block, txs: audited, audit }
}

const loaders = new WeakMap<RestClient, BlockOverviewLoader>()

/** The loader (and so the cache) shared by everything on the page that reads blocks through `rest`. */
export function blockOverviewLoader(rest: RestClient): BlockOverviewLoader {
  let loader = loaders.get(rest)
  if (!loader) {
    loader = createBlockOverviewLoader(rest)
    loaders.set(rest, loader)
  }
  return loader
}

export interface BlockOverviewState {
  /** The id asked for (as given). */
  id: string
  /** True from the first listener until the block or an error arrives. */
  loading: boolean
  data?: BlockOverview
  error?: BlockOverviewError
}

export interface BlockOverviewStore extends ReadableAtom<BlockOverviewState> {
  /** Load again after an error (no-op while nobody listens). */
  retry(): void
}

/** A store of one block overview: it loads when first listened to; a new id needs a new store. */
export function createBlockOverviewStore(
  loader: BlockOverviewLoader,
  id: string,
  options: { audit?: boolean } = {},
): BlockOverviewStore {
  const $state = atom<BlockOverviewState>({ id, loading: true })
  let run = 0
  let mounted = false

  function load(): void {
    const current = ++run
    $state.set({ id, loading: true })
    loader.load(id, options).then(
      (data) => {
        if (current === run) $state.set({ id, loading: false, data })
      },
      (error: unknown) => {
        if (current === run) $state.set({ id, loading: false, error: toBlockOverviewError(error) })
      },
    )
  }

  onMount($state, () => {
    mounted = true
    load()
    return () => {
      mounted = false
      run++ // an answer arriving after the last listener left is dropped
    }
  })

  return Object.assign($state, {
    retry(): void {
      if (mounted) load()
    },
  })
}
