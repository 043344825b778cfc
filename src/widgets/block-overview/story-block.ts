// A hand-made block for the stories: 600 txs with a seeded spread of sizes and fee rates, and an audit
// that marks a few squares of each kind (added, prioritized, accelerated), served by a fake REST API so
// the stories need no server.
import { createClient, createTestPair } from '../../core'
import type { BlockAudit, MempoolClient, TransactionClassified } from '../../core'

export const STORY_HASH = '00000000000000000001f3b6c8a9d2e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0'
export const STORY_HEIGHT = 840_000

/** A small seeded generator (mulberry32), so every story run draws the same block. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function storyTxs(count: number): TransactionClassified[] {
  const random = seeded(7)
  const txs: TransactionClassified[] = []
  for (let i = 0; i < count; i++) {
    const vsize = i === 0 ? 250 : Math.round(110 + random() ** 3 * 4000)
    // Block order is roughly fee order: rates fall along the block, with noise.
    const rate =
      i === 0 ? 0 : Math.max(1, Math.round((80 * (1 - i / count) + random() * 6) * 100) / 100)
    // Output-type flags (reference §3.1): p2wpkh (bit 12), p2tr (bit 14) or p2wsh (bit 13).
    const flags = random() < 0.5 ? 1 << 12 : random() < 0.6 ? 1 << 14 : 1 << 13
    const txid = (i + 1).toString(16).padStart(8, '0').repeat(8)
    txs.push({ txid, fee: Math.round(rate * vsize), vsize, value: 10_000 + i, rate, flags })
  }
  return txs
}

const summary = storyTxs(600)
const pick = (from: number, to: number) => summary.slice(from, to).map((tx) => tx.txid)

const audit: BlockAudit = {
  version: 1,
  height: STORY_HEIGHT,
  id: STORY_HASH,
  timestamp: 1_713_571_767,
  template: summary.slice(1, 560),
  unseenTxs: pick(580, 600),
  missingTxs: [],
  addedTxs: pick(580, 600),
  prioritizedTxs: pick(40, 46),
  freshTxs: [],
  sigopTxs: [],
  fullrbfTxs: [],
  acceleratedTxs: pick(100, 104),
  matchRate: 99.1,
  expectedFees: 0,
  expectedWeight: 0,
}

const block = {
  id: STORY_HASH,
  height: STORY_HEIGHT,
  tx_count: summary.length,
  timestamp: audit.timestamp,
}

export type StoryApi = 'audited' | 'no-audit' | 'not-found' | 'down' | 'slow'

/** A client whose REST API serves the hand-made block as `kind` says (the socket is an idle test pair). */
export function storyClient(kind: StoryApi): MempoolClient {
  const routes: Record<string, unknown> = {
    [`/api/block-height/${STORY_HEIGHT}`]: STORY_HASH,
    [`/api/v1/block/${STORY_HASH}`]: block,
    [`/api/v1/block/${STORY_HASH}/summary`]: summary,
    [`/api/v1/block/${STORY_HASH}/audit-summary`]: kind === 'no-audit' ? undefined : audit,
  }
  const fetch = async (url: string | URL | Request): Promise<Response> => {
    if (kind === 'down') throw new TypeError('Failed to fetch')
    if (kind === 'slow') return new Promise<Response>(() => {})
    const answer = kind === 'not-found' ? undefined : routes[new URL(String(url)).pathname]
    if (answer === undefined) return new Response('Block not found', { status: 404 })
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer))
  }
  return createClient({
    api: 'https://story.invalid',
    WebSocket: createTestPair().WebSocket,
    fetch,
    visibility: null,
    online: null,
  })
}
