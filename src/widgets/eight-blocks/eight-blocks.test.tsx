// @vitest-environment happy-dom
// The eight blocks over a made-up chain (synthetic-chain.ts) with the graph itself stubbed: which block each
// graph draws and when, the overlays' texts and timing, the requests made, test mode and the error states.
import { atom } from 'nanostores'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClient, createTestPair, resetClients } from '../../core'
import type { BlockExtended, MempoolClient } from '../../core'
import type { BlockGraphProps } from '../block-graph/graph-types'
import { renderWidget, unmountWidgets } from '../internal/testing/render-widget'
import { MempoolEightBlocks } from './eight-blocks'
import type { MempoolEightBlocksProps } from './eight-blocks'
import { hashOf, syntheticBlock, syntheticFetch } from './synthetic-chain'
import type { SyntheticChain } from './synthetic-chain'
import './eight-blocks.element'

// The WebGL graph is tested on its own; here it only shows what it was given.
vi.mock('../block-graph/block-graph', () => ({
  BlockGraph: (props: BlockGraphProps) => (
    <div
      data-graph=""
      data-scene={props.sceneKey}
      data-txs={props.txs.length}
      data-loading={String(props.loading === true)}
      data-error={props.error ?? ''}
      data-resolution={props.resolution}
      data-transition={props.transition}
      data-order={props.order}
      data-orientation={props.orientation}
      data-flip={String(props.flip)}
      data-animation={props.animationMs}
      aria-label={props.label}
    />
  ),
}))

const pair = createTestPair()
vi.stubGlobal('WebSocket', pair.WebSocket)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
})

afterEach(async () => {
  await unmountWidgets()
  await act(async () => document.body.replaceChildren())
  resetClients()
  vi.useRealTimers()
})

/** A real client over the synthetic REST API, whose chain store the test sets. */
function fakeClient(chain: SyntheticChain) {
  const paths: string[] = []
  const fetch = syntheticFetch(chain, paths)
  const real = createClient({ api: 'https://example.test', WebSocket: pair.WebSocket, fetch })
  const $blocks = atom<BlockExtended[]>([])
  const client: MempoolClient = { ...real, stores: { ...real.stores, $blocks } }
  const summaries = () => paths.filter((path) => path.endsWith('/summary'))
  return { client, $blocks, paths, summaries }
}

const newestFirst = (tip: number, count: number, txCount = 5): BlockExtended[] =>
  Array.from({ length: count }, (_, i) => syntheticBlock(tip - i, txCount))

async function render(client: MempoolClient, props: MempoolEightBlocksProps) {
  return renderWidget(MempoolEightBlocks, client, props)
}

async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const graphs = (shadow: ShadowRoot) => [...shadow.querySelectorAll<HTMLElement>('[data-graph]')]
const scenes = (shadow: ShadowRoot) => graphs(shadow).map((graph) => graph.dataset['scene'])
const infos = (shadow: ShadowRoot) => [...shadow.querySelectorAll<HTMLElement>('.info')]
const infoText = (info: HTMLElement, key: string) =>
  info.querySelector(`[data-info="${key}"]`)?.textContent

describe('<MempoolEightBlocks> live', () => {
  it('draws the newest blocks newest first, each sliding in 1 s + stagger after all arrived', async () => {
    const { client, $blocks, summaries } = fakeClient({ oldest: 0, tip: 107, txCount: 5 })
    $blocks.set(newestFirst(107, 8))
    const { shadow } = await render(client, { numBlocks: 3, stagger: 100 })
    expect(graphs(shadow)).toHaveLength(3)
    expect(graphs(shadow).every((graph) => graph.dataset['loading'] === 'true')).toBe(true)

    await elapse(0)
    expect(summaries()).toEqual([107, 106, 105].map((h) => `/api/v1/block/${hashOf(h)}/summary`))
    await elapse(999)
    expect(scenes(shadow)).toEqual(['loading-0', 'loading-1', 'loading-2'])
    await elapse(1)
    expect(scenes(shadow)).toEqual([hashOf(107), 'loading-1', 'loading-2'])
    await elapse(100)
    expect(scenes(shadow)).toEqual([hashOf(107), hashOf(106), 'loading-2'])
    await elapse(100)
    expect(scenes(shadow)).toEqual([107, 106, 105].map(hashOf))

    const [first] = graphs(shadow)
    expect(first?.dataset).toMatchObject({
      txs: '5',
      loading: 'false',
      order: 'given',
      orientation: 'left',
      flip: 'undefined',
      transition: 'pool',
      resolution: '86',
      animation: '2000',
    })
    expect(first?.getAttribute('aria-label')).toBe('Block 107: 5 transactions')
  })

  it('hides the info overlays until 1.6 s after the list arrived; height, pool or Unknown, local time', async () => {
    const { client, $blocks } = fakeClient({ oldest: 0, tip: 107, txCount: 5 })
    $blocks.set(newestFirst(107, 8))
    const { shadow } = await render(client, { numBlocks: 4 })
    await elapse(0)
    expect(infos(shadow).map((info) => info.classList.contains('info--shown'))).toEqual([
      false,
      false,
      false,
      false,
    ])
    await elapse(1_599)
    expect(infos(shadow)[0]?.classList.contains('info--shown')).toBe(false)
    await elapse(1)
    expect(infos(shadow).every((info) => info.classList.contains('info--shown'))).toBe(true)

    // Pools cycle Foundry USA, AntPool, ViaBTC, none by height (synthetic-chain.ts): 107 has none.
    const texts = infos(shadow).map((info) => [infoText(info, 'height'), infoText(info, 'pool')])
    expect(texts).toEqual([
      ['107', 'Unknown'],
      ['106', 'by ViaBTC'],
      ['105', 'by AntPool'],
      ['104', 'by Foundry USA'],
    ])
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric' }).format(
      new Date(syntheticBlock(107, 1).timestamp * 1000),
    )
    expect(infoText(infos(shadow)[0]!, 'time')).toBe(time)
  })

  it('on a new block fetches only that block, replaces every graph together and drops the block that left', async () => {
    const { client, $blocks, summaries } = fakeClient({ oldest: 0, tip: 108, txCount: 5 })
    $blocks.set(newestFirst(107, 8))
    const { shadow, rerender } = await render(client, { numBlocks: 3 })
    await elapse(2_000)
    expect(summaries()).toHaveLength(3)

    await act(async () => $blocks.set(newestFirst(108, 8)))
    await elapse(0)
    expect(summaries().slice(3)).toEqual([`/api/v1/block/${hashOf(108)}/summary`])
    // The overlays describe the new list at once but are hidden; the graphs still draw the old one.
    expect(infoText(infos(shadow)[0]!, 'height')).toBe('108')
    expect(infos(shadow)[0]?.classList.contains('info--shown')).toBe(false)
    expect(scenes(shadow)).toEqual([107, 106, 105].map(hashOf))
    await elapse(1_000)
    expect(scenes(shadow)).toEqual([108, 107, 106].map(hashOf))

    // 105 left the list, so its transactions left the cache: showing it again asks for them again.
    await rerender({ numBlocks: 4 })
    await elapse(0)
    expect(summaries().slice(4)).toEqual([`/api/v1/block/${hashOf(105)}/summary`])
    await elapse(1_000)
    expect(scenes(shadow)).toEqual([108, 107, 106, 105].map(hashOf))
  })

  it('reads blocks older than the store keeps from /api/v1/blocks', async () => {
    const { client, $blocks, paths } = fakeClient({ oldest: 0, tip: 107, txCount: 2 })
    $blocks.set(newestFirst(107, 8))
    const { shadow } = await render(client, { numBlocks: 10 })
    await elapse(1_000)
    expect(paths).toContain('/api/v1/blocks/99')
    expect(scenes(shadow)).toEqual(Array.from({ length: 10 }, (_, i) => hashOf(107 - i)))
  })

  it('fits the resolution to block-width less twice the padding, or keeps 86', async () => {
    const { client, $blocks } = fakeClient({ oldest: 0, tip: 107, txCount: 1 })
    $blocks.set(newestFirst(107, 8))
    const { shadow, rerender } = await render(client, { numBlocks: 1, blockWidth: 820 })
    expect(graphs(shadow)[0]?.dataset['resolution']).toBe('80')
    await rerender({ numBlocks: 1, blockWidth: 820, autofit: false })
    expect(graphs(shadow)[0]?.dataset['resolution']).toBe('86')
  })

  it('shows an error in place of a block whose transactions failed, and an alert when the list fails', async () => {
    const failing = new Set([hashOf(106)])
    const { client, $blocks } = fakeClient({ oldest: 100, tip: 107, txCount: 2, failing })
    $blocks.set(newestFirst(107, 8))
    const { shadow } = await render(client, { numBlocks: 3 })
    await elapse(1_000)
    expect(graphs(shadow).map((graph) => graph.dataset['error'])).toEqual([
      '',
      'The transactions of block 106 could not be loaded',
      '',
    ])

    const broken = fakeClient({ oldest: 100, tip: 107, txCount: 2 })
    broken.$blocks.set(newestFirst(107, 8))
    const brokenClient: MempoolClient = {
      ...broken.client,
      rest: { request: () => Promise.reject({ status: 500, message: 'down' }) },
    }
    const other = await render(brokenClient, { numBlocks: 9 })
    await elapse(0)
    expect(other.shadow.querySelector('[role="alert"]')?.textContent).toBe(
      'The latest blocks could not be loaded',
    )
  })
})

describe('<MempoolEightBlocks> test mode', () => {
  it('starts with the window at the oldest block on a short chain, moves every 10 s and starts over past the tip', async () => {
    const { client, paths, summaries } = fakeClient({ oldest: 500, tip: 504, txCount: 3 })
    const { shadow } = await render(client, { numBlocks: 3, test: true })
    await elapse(1_000)
    expect(scenes(shadow)).toEqual([502, 501, 500].map(hashOf))
    expect(paths).not.toContain('/api/v1/blocks/800000') // the tip is below 800,000

    await elapse(9_000)
    expect(summaries().slice(3)).toEqual([`/api/v1/block/${hashOf(503)}/summary`])
    await elapse(1_000)
    expect(scenes(shadow)).toEqual([503, 502, 501].map(hashOf))

    await elapse(10_000) // 504, the tip
    const tipAsked = paths.filter((path) => path === '/api/blocks/tip/height').length
    await elapse(10_000) // past the tip: the tip is asked again, then back to the start
    expect(paths.filter((path) => path === '/api/blocks/tip/height')).toHaveLength(tipAsked + 1)
    await elapse(1_000)
    expect(scenes(shadow)).toEqual([502, 501, 500].map(hashOf))
  })

  it('starts at 800,000 on a chain that has it', async () => {
    const { client } = fakeClient({ oldest: 0, tip: 800_100, txCount: 1 })
    const { shadow } = await render(client, { numBlocks: 2, test: true })
    await elapse(1_000)
    expect(scenes(shadow)).toEqual([800_000, 799_999].map(hashOf))
  })
})

describe('<mempool-eight-blocks>', () => {
  it('takes its attributes: num-blocks, wrap="false", test', async () => {
    vi.stubGlobal('fetch', syntheticFetch({ oldest: 10, tip: 20, txCount: 1 }))
    const element = document.createElement('mempool-eight-blocks')
    element.setAttribute('api', 'https://example.test')
    element.setAttribute('num-blocks', '2')
    element.setAttribute('wrap', 'false')
    element.setAttribute('test', '')
    await act(async () => document.body.append(element))
    await elapse(1_000)
    const shadow = element.shadowRoot!
    expect(shadow.querySelector('.eight-blocks--nowrap')).not.toBeNull()
    expect(scenes(shadow)).toEqual([11, 10].map(hashOf))
    vi.unstubAllGlobals()
    vi.stubGlobal('WebSocket', pair.WebSocket)
  })
})
