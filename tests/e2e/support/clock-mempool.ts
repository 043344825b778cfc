// A mempool-compatible API made of hand-made frames, served to one page through page.routeWebSocket and
// page.route (no process, no recorded data). It answers `init`, `want`, `ping`, `refresh-blocks` and
// `track-mempool-block` as the reference says (reference §1.2, §1.4), and lets a test mine a block or send a
// mempool update at a chosen (fake) time. Projected block 0 moves by deltas with consecutive sequences.
import type { Page, Route, WebSocketRoute } from '@playwright/test'
import type { BlockExtended, MempoolBlockDelta, TransactionCompressed } from '../../../src/core'
import {
  CLOCK_FEES,
  CLOCK_PRICES,
  makeBlock,
  makeMempoolBlocks,
  makeMempoolInfo,
  makeTx,
} from './clock-frames'

/** A host name nothing resolves: every request to it is answered here or fails. */
export const FAKE_API = 'http://clock-api.test'
const WANT_NAMES = ['blocks', 'mempool-blocks', 'stats'] as const
/** Transactions in projected block 0, and how many an update swaps (the bench asks for more). */
export interface FakeMempoolLoad {
  projectedTxs: number
  txsPerUpdate: number
}
const TEST_LOAD: FakeMempoolLoad = { projectedTxs: 400, txsPerUpdate: 12 }

interface Connection {
  readonly ws: WebSocketRoute
  wants: Set<string>
  trackedBlock: number | undefined
}

export class FakeMempool {
  /** Every command the page sent, parsed, in order. */
  readonly received: Record<string, unknown>[] = []
  /** REST paths asked for that had no answer. */
  readonly unanswered: string[] = []
  private readonly connections = new Set<Connection>()
  private chain: BlockExtended[]
  private step = 0
  private sequence = 1
  private nextTx = 1
  private projected: TransactionCompressed[] = []

  /** `chain`: the mined blocks so far, ascending; `nowS`: the time of the first projected txs. */
  constructor(
    chain: readonly BlockExtended[],
    nowS: number,
    private readonly load: FakeMempoolLoad = TEST_LOAD,
  ) {
    this.chain = [...chain]
    this.projected = this.freshTxs(load.projectedTxs, nowS)
  }

  get tip(): BlockExtended | undefined {
    return this.chain.at(-1)
  }

  get openConnections(): number {
    return this.connections.size
  }

  /** Serve this page: the socket on any network prefix, REST under the fake API. */
  async attach(page: Page): Promise<void> {
    await page.routeWebSocket(/\/api\/v1\/ws$/, (ws) => this.accept(ws))
    await page.route(`${FAKE_API}/**`, (route) => this.answer(route))
  }

  /** A new tip found at `timestampS`, sent as the server does (reference §1.4.4). */
  mine(timestampS: number): BlockExtended {
    const block = makeBlock((this.tip?.height ?? 899_999) + 1, timestampS)
    this.chain.push(block)
    // keep what the REST answers may page through, no more: the harness must not grow either
    if (this.chain.length > 40) this.chain = this.chain.slice(-40)
    this.step++
    this.sequence++
    this.projected = this.freshTxs(this.load.projectedTxs, timestampS)
    for (const connection of this.connections)
      this.send(connection, {
        ...(connection.wants.has('blocks') ? { block } : {}),
        ...this.mempoolParts(connection, 'full'),
      })
    return block
  }

  /** One mempool poll: new figures and a projected-block delta (reference §1.4.3). */
  update(nowS: number): void {
    this.step++
    this.sequence++
    const turnover = this.load.txsPerUpdate
    const removed = this.projected.slice(0, turnover)
    const added = this.freshTxs(turnover, nowS)
    this.projected = [...this.projected.slice(turnover), ...added]
    const delta: MempoolBlockDelta = { added, removed: removed.map((tx) => tx[0]), changed: [] }
    for (const connection of this.connections)
      this.send(connection, this.mempoolParts(connection, delta))
  }

  /** Any frame to every open socket, e.g. `{conversions: …}`. */
  push(frame: object): void {
    for (const connection of this.connections) this.send(connection, frame)
  }

  private accept(ws: WebSocketRoute): void {
    const connection: Connection = { ws, wants: new Set(), trackedBlock: undefined }
    this.connections.add(connection)
    ws.onClose(() => this.connections.delete(connection))
    ws.onMessage((message) => {
      const command = JSON.parse(String(message)) as Record<string, unknown>
      this.received.push(command)
      this.handle(connection, command)
    })
  }

  private handle(connection: Connection, command: Record<string, unknown>): void {
    if (command['action'] === 'init') this.send(connection, this.initData())
    if (command['action'] === 'ping') this.send(connection, { pong: true })
    if (command['action'] === 'want') this.want(connection, command['data'])
    if (command['refresh-blocks'] === true) this.send(connection, { blocks: this.latestBlocks() })
    if ('track-mempool-block' in command) {
      const index = command['track-mempool-block']
      connection.trackedBlock =
        typeof index === 'number' && index >= 0 && index < 8 ? index : undefined
      const full = this.projectedFrame(connection, 'full')
      if (full) this.send(connection, full)
    }
  }

  private want(connection: Connection, data: unknown): void {
    const names = new Set(Array.isArray(data) ? data.map(String) : [])
    const added = WANT_NAMES.filter((name) => names.has(name) && !connection.wants.has(name))
    connection.wants = names
    const snapshot: Record<string, unknown> = {}
    if (added.includes('blocks')) snapshot['blocks'] = this.latestBlocks()
    if (added.includes('mempool-blocks')) snapshot['mempool-blocks'] = makeMempoolBlocks(this.step)
    if (added.includes('stats')) Object.assign(snapshot, this.stats())
    if (Object.keys(snapshot).length > 0) this.send(connection, snapshot)
  }

  private mempoolParts(
    connection: Connection,
    change: 'full' | MempoolBlockDelta,
  ): Record<string, unknown> {
    return {
      ...(connection.wants.has('stats') ? this.stats() : {}),
      ...(connection.wants.has('mempool-blocks')
        ? { 'mempool-blocks': makeMempoolBlocks(this.step) }
        : {}),
      ...this.projectedFrame(connection, change),
    }
  }

  /** Block 0 is the only one with a list here; other indexes get an empty full list. */
  private projectedFrame(
    connection: Connection,
    change: 'full' | MempoolBlockDelta,
  ): Record<string, unknown> | undefined {
    const index = connection.trackedBlock
    if (index === undefined) return undefined
    const body =
      change === 'full' || index !== 0
        ? { blockTransactions: index === 0 ? this.projected : [] }
        : { delta: change }
    return { 'projected-block-transactions': { index, sequence: this.sequence, ...body } }
  }

  private stats(): Record<string, unknown> {
    return {
      mempoolInfo: makeMempoolInfo(this.step),
      vBytesPerSecond: 1_500 + (this.step % 300),
      fees: CLOCK_FEES,
    }
  }

  private initData(): Record<string, unknown> {
    return {
      backend: 'esplora',
      ...this.stats(),
      blocks: this.latestBlocks(),
      conversions: CLOCK_PRICES,
      'mempool-blocks': makeMempoolBlocks(this.step),
      loadingIndicators: {},
    }
  }

  /** The latest 8, ascending, as `blocks` is sent. */
  private latestBlocks(): BlockExtended[] {
    return this.chain.slice(-8)
  }

  private freshTxs(count: number, timeS: number): TransactionCompressed[] {
    return Array.from({ length: count }, () => makeTx(this.nextTx++, timeS))
  }

  private send(connection: Connection, frame: object): void {
    connection.ws.send(JSON.stringify(frame))
  }

  private async answer(route: Route): Promise<void> {
    const path = new URL(route.request().url()).pathname.replace(/^\/[a-z0-9]+(?=\/api\/)/, '')
    const body = this.restBody(path)
    if (body === undefined) this.unanswered.push(path)
    await route.fulfill({
      status: body === undefined ? 404 : 200,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify(body ?? { error: `no answer for ${path}` }),
    })
  }

  private restBody(path: string): unknown {
    if (path === '/api/v1/init-data') return this.initData()
    if (path === '/api/v1/blocks') return this.blocksFrom(this.tip?.height ?? 0)
    const from = /^\/api\/v1\/blocks\/(\d+)$/.exec(path)?.[1]
    if (from !== undefined) return this.blocksFrom(Number(from))
    if (path === '/api/v1/fees/mempool-blocks') return makeMempoolBlocks(this.step)
    if (path === '/api/v1/fees/recommended' || path === '/api/v1/fees/precise') return CLOCK_FEES
    if (path === '/api/v1/prices') return CLOCK_PRICES
    return undefined
  }

  /** 15 blocks, descending from `height` (reference §2.3). */
  private blocksFrom(height: number): BlockExtended[] {
    return this.chain
      .filter((block) => block.height <= height)
      .reverse()
      .slice(0, 15)
  }
}
