// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, createTestPair, resetClients } from '../../core'
import type { MempoolClient } from '../../core'
import type { BlockGraphProps } from '../block-graph/graph-types'
import { renderWidget, unmountWidgets } from '../internal/testing/render-widget'
import { MempoolBlockOverview } from './block-overview'
import type { MempoolBlockOverviewProps } from './block-overview'
import './block-overview.element'

// The graph itself (WebGL) has its own tests: here it is a stand-in that records its props.
const graphProps: BlockGraphProps[] = []
vi.mock('../block-graph/block-graph', () => ({
  BlockGraph: (props: BlockGraphProps) => {
    graphProps.push(props)
    return <div className="graph-stub" aria-label={props.label} />
  },
}))

const HASH = 'ab'.repeat(32)
const classified = (txid: string) => ({ txid, fee: 1000, vsize: 100, value: 1, rate: 10, flags: 0 })
const audit = {
  version: 1,
  height: 840_000,
  id: HASH,
  timestamp: 0,
  template: [classified('t1')],
  unseenTxs: [],
  missingTxs: [],
  addedTxs: [],
  prioritizedTxs: ['t2'],
  freshTxs: [],
  sigopTxs: [],
  fullrbfTxs: [],
  acceleratedTxs: [],
  matchRate: 100,
  expectedFees: 0,
  expectedWeight: 0,
}

/** A fake API: block 840,000 = HASH with three txs; `routes` overrides answers (a number = that status). */
function fakeApi(routes: Record<string, unknown> = {}) {
  const table: Record<string, unknown> = {
    '/api/block-height/840000': HASH,
    [`/api/v1/block/${HASH}`]: { id: HASH, height: 840_000, tx_count: 3 },
    [`/api/v1/block/${HASH}/summary`]: [classified('cb'), classified('t1'), classified('t2')],
    [`/api/v1/block/${HASH}/audit-summary`]: audit,
    ...routes,
  }
  const asked: string[] = []
  const fetch = async (url: string | URL | Request): Promise<Response> => {
    const path = new URL(String(url)).pathname
    asked.push(path)
    const answer = table[path]
    if (answer === undefined) return new Response('Block not found', { status: 404 })
    if (typeof answer === 'number') return new Response('Failed', { status: answer })
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer))
  }
  return { fetch, asked, table }
}

const pair = createTestPair()
vi.stubGlobal('WebSocket', pair.WebSocket)

afterEach(async () => {
  await unmountWidgets()
  await act(async () => document.body.replaceChildren())
  graphProps.length = 0
  resetClients()
})

function clientFor(api: ReturnType<typeof fakeApi>): MempoolClient {
  return createClient({ api: 'https://example.test', WebSocket: pair.WebSocket, fetch: api.fetch })
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

async function render(client: MempoolClient, props: MempoolBlockOverviewProps) {
  return renderWidget(MempoolBlockOverview, client, props)
}

const lastGraph = (): BlockGraphProps => {
  const props = graphProps.at(-1)
  if (!props) throw new Error('the graph was not rendered')
  return props
}

describe('<MempoolBlockOverview>', () => {
  it('loads a block by height: loading first, then block-order squares with audit statuses and a named region', async () => {
    const api = fakeApi()
    const { shadow } = await render(clientFor(api), { block: '840000' })
    expect(graphProps[0]).toMatchObject({ loading: true, txs: [], label: 'Loading block 840000…' })
    await settle()
    expect(shadow.querySelector('[part=block]')?.getAttribute('aria-busy')).toBe('false')
    const graph = lastGraph()
    expect(graph.loading).toBe(false)
    expect(graph.order).toBe('given')
    expect(graph.sceneKey).toBe(HASH)
    expect(graph.auditHighlighting).toBe(true)
    expect(graph.auditView).toBe('actual')
    expect(graph.txs.map((tx) => [tx.txid, tx.status])).toEqual([
      ['cb', undefined],
      ['t1', 'found'],
      ['t2', 'prioritized'],
    ])
    expect(graph.label).toBe('Block 840,000: 3 transactions')
    expect(shadow.querySelector('[part=block]')?.getAttribute('aria-label')).toBe(graph.label)
    expect(graph.txHref('t1')).toBe('https://example.test/tx/t1')
  })

  it('draws fee colours only when the block has no audit, and still draws it', async () => {
    const api = fakeApi({ [`/api/v1/block/${HASH}/audit-summary`]: 404 })
    await render(clientFor(api), { block: HASH })
    await settle()
    expect(lastGraph()).toMatchObject({ loading: false, auditHighlighting: false })
    expect(lastGraph().txs).toHaveLength(3)
    expect(api.asked).not.toContain('/api/block-height/840000')
  })

  it('with audit=false asks for no audit and highlights nothing', async () => {
    const api = fakeApi()
    await render(clientFor(api), { block: HASH, audit: false })
    await settle()
    expect(lastGraph().auditHighlighting).toBe(false)
    expect(api.asked).not.toContain(`/api/v1/block/${HASH}/audit-summary`)
  })

  it('says a block was not found and what to check, instead of a graph', async () => {
    const { shadow } = await render(clientFor(fakeApi()), { block: '9999999' })
    await settle()
    const alert = shadow.querySelector('[role=alert]')
    expect(alert?.textContent).toContain('Block “9999999” was not found.')
    // The id is a left-to-right isolate inside the sentence (rtl pages keep its order).
    expect(alert?.querySelector('bdi[dir=ltr]')?.textContent).toBe('9999999')
    expect(alert?.textContent).toContain('a height is digits only')
    expect(shadow.querySelector('.graph-stub')).toBeNull()
    expect(shadow.querySelector('button')).toBeNull()
  })

  it('offers to try again when the API fails, and the retry loads the block', async () => {
    const api = fakeApi({ [`/api/v1/block/${HASH}/summary`]: 503 })
    const { shadow } = await render(clientFor(api), { block: HASH })
    await settle()
    expect(shadow.querySelector('[role=alert]')?.textContent).toContain('could not be loaded')
    api.table[`/api/v1/block/${HASH}/summary`] = [classified('cb')]
    await act(async () => shadow.querySelector<HTMLButtonElement>('button.retry')?.click())
    await settle()
    expect(shadow.querySelector('[role=alert]')).toBeNull()
    expect(lastGraph().label).toBe('Block 840,000: 1 transaction')
  })

  it('asks for a block when none is given', async () => {
    const { shadow } = await render(clientFor(fakeApi()), {})
    expect(shadow.querySelector('[role=alert]')?.textContent).toContain('No block chosen.')
  })

  it('resets to loading when the block changes, and fetches a block once', async () => {
    const api = fakeApi()
    const client = clientFor(api)
    const { rerender } = await render(client, { block: '840000' })
    await settle()
    expect(lastGraph().loading).toBe(false)
    await rerender({ block: 'nope' })
    expect(lastGraph()).toMatchObject({ loading: true, txs: [] })
    await settle()
    await rerender({ block: HASH })
    await settle()
    expect(lastGraph().sceneKey).toBe(HASH)
    expect(api.asked.filter((p) => p === `/api/v1/block/${HASH}/summary`)).toHaveLength(1)
  })
})

describe('<mempool-block-overview>', () => {
  it('is registered and reads its block from the attribute', async () => {
    const api = fakeApi()
    vi.stubGlobal('fetch', api.fetch)
    const element = document.createElement('mempool-block-overview')
    element.setAttribute('api', 'https://example.test')
    element.setAttribute('block', '840000')
    await act(async () => document.body.append(element))
    await settle()
    expect(customElements.get('mempool-block-overview')).toBeDefined()
    expect(element.shadowRoot?.querySelector('[part=block]')?.getAttribute('aria-label')).toBe(
      'Block 840,000: 3 transactions',
    )
    await act(async () => element.setAttribute('block', 'nope'))
    await settle()
    expect(element.shadowRoot?.querySelector('[role=alert]')?.textContent).toContain('nope')
    vi.unstubAllGlobals()
    vi.stubGlobal('WebSocket', pair.WebSocket)
  })
})
