// @vitest-environment happy-dom
import { atom, map, onMount } from 'nanostores'
import type { MapStore } from 'nanostores'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClient, createTestPair, resetClients } from '../../core'
import type {
  BlockTx,
  ChainTip,
  MempoolBlockWithIndex,
  MempoolClient,
  ProjectedBlockState,
} from '../../core'
import type { BlockGraphProps } from '../block-graph/graph-types'
import { renderWidget, unmountWidgets } from '../internal/testing/render-widget'
import { MempoolProjectedBlock } from './projected-block'
import type { MempoolProjectedBlockProps } from './projected-block'
import './projected-block.element'

// The graph itself (WebGL) has its own tests: here it is a stand-in that records its props.
const graphProps: BlockGraphProps[] = []
vi.mock('../block-graph/block-graph', () => ({
  BlockGraph: (props: BlockGraphProps) => {
    graphProps.push(props)
    return <div data-graph={props.sceneKey} />
  },
}))
const lastGraph = (): BlockGraphProps | undefined => graphProps.at(-1)

const pair = createTestPair()
const fetch404 = async (): Promise<Response> => new Response('', { status: 404 })
vi.stubGlobal('WebSocket', pair.WebSocket)
vi.stubGlobal('fetch', fetch404)

const tx = (n: number): BlockTx => ({
  txid: n.toString(16).padStart(64, '0'),
  fee: 1000,
  vsize: 100,
  value: 1000,
  rate: 10,
  flags: 0n,
  time: 0,
  acc: false,
})

const mempoolBlock = (index: number, nTx = 10): MempoolBlockWithIndex => ({
  blockSize: 1000,
  blockVSize: 1000,
  nTx,
  totalFees: 0,
  medianFee: 1,
  feeRange: [1, 1, 1, 1, 1, 1, 1],
  index,
  height: 101 + index,
})

type BlockStore = MapStore<{ id: string } & ProjectedBlockState>

/** A client whose tip, mempool blocks and projected-block family the test drives; records what is tracked. */
function fakeClient() {
  const real = createClient({
    api: 'https://example.test',
    WebSocket: pair.WebSocket,
    fetch: fetch404,
  })
  const $tip = atom<ChainTip | undefined>({ height: 100, hash: '00' })
  const $mempoolBlocks = atom<MempoolBlockWithIndex[]>([])
  const tracked = new Set<number>()
  const family = new Map<number, BlockStore>()
  const projectedBlock = (index: number): BlockStore => {
    let store = family.get(index)
    if (!store) {
      store = map({ id: String(index) } as { id: string } & ProjectedBlockState)
      onMount(store, () => {
        tracked.add(index)
        return () => tracked.delete(index)
      })
      family.set(index, store)
    }
    return store
  }
  const client: MempoolClient = {
    ...real,
    stores: { ...real.stores, $tip, $mempoolBlocks, projectedBlock },
  }
  let sequence = 0
  /** The store of `index` receives a full list. */
  const full = (index: number, txs: BlockTx[]): void => {
    sequence += 1
    projectedBlock(index).set({
      id: String(index),
      index,
      sequence,
      version: sequence,
      txs: new Map(txs.map((item) => [item.txid, item])),
      update: { kind: 'full' },
    })
  }
  return { client, $tip, $mempoolBlocks, tracked, full }
}

beforeEach(() => {
  graphProps.length = 0
})
afterEach(async () => {
  await unmountWidgets()
  await act(async () => document.body.replaceChildren())
  resetClients()
  vi.useRealTimers()
})

async function render(client: MempoolClient, props: MempoolProjectedBlockProps = {}) {
  const rendered = await renderWidget(MempoolProjectedBlock, client, props)
  const block = (): HTMLElement => {
    const section = rendered.shadow.querySelector<HTMLElement>('section.block')
    if (!section) throw new Error('no block')
    return section
  }
  return { ...rendered, block }
}

describe('<MempoolProjectedBlock>', () => {
  it('tracks index 0, is loading until its first list, then hands the txs to the graph sorted by fee rate', async () => {
    const { client, $mempoolBlocks, tracked, full } = fakeClient()
    await act(async () => $mempoolBlocks.set([mempoolBlock(0, 2), mempoolBlock(1)]))
    const { block } = await render(client)
    expect([...tracked]).toEqual([0])
    expect(lastGraph()).toMatchObject({ loading: true, order: 'feerate' })
    expect(lastGraph()?.excludedFilters).toEqual(['nonstandard'])
    await act(async () => full(0, [tx(1), tx(2)]))
    expect(lastGraph()?.loading).toBe(false)
    expect(lastGraph()?.txs.map((item) => item.txid)).toEqual([tx(1).txid, tx(2).txid])
    expect(block().getAttribute('aria-label')).toBe('Projected block 1: 2 transactions')
    expect(lastGraph()?.label).toBe('Projected block 1: 2 transactions')
  })

  it('an index beyond the projected blocks shows the last one', async () => {
    const { client, $mempoolBlocks, tracked, full } = fakeClient()
    await act(async () => $mempoolBlocks.set([0, 1, 2].map((index) => mempoolBlock(index))))
    const { block } = await render(client, { index: 9 })
    expect(tracked.has(2)).toBe(true)
    expect(block().dataset.index).toBe('2')
    await act(async () => full(2, [tx(7)]))
    expect(lastGraph()?.txs.map((item) => item.txid)).toEqual([tx(7).txid])
    expect(block().getAttribute('aria-label')).toBe('Projected block 3: 10 transactions')
  })

  it('with no projected blocks shows one empty block, not loading', async () => {
    const { client } = fakeClient()
    const { block } = await render(client, { index: 3 })
    expect(lastGraph()).toMatchObject({ loading: false, txs: [] })
    expect(block().getAttribute('aria-label')).toBe('Projected block 4: 0 transactions')
  })

  it('arrow keys on the block move to the neighbouring blocks and fire mp-mempool-block-select', async () => {
    const { client, $mempoolBlocks, tracked } = fakeClient()
    await act(async () => $mempoolBlocks.set([0, 1, 2].map((index) => mempoolBlock(index))))
    const { block, shadow } = await render(client, { index: 1 })
    const host = shadow.host as HTMLElement
    const seen: number[] = []
    host.addEventListener('mp-mempool-block-select', (event) => seen.push(event.detail.index))
    const press = (key: string, target: HTMLElement = block()) =>
      act(async () => {
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
      })
    await press('ArrowLeft') // away from the chain
    expect(seen).toEqual([2])
    expect(block().dataset.index).toBe('2')
    expect(tracked.has(2)).toBe(true)
    await press('ArrowLeft') // the last block: nothing further
    expect(seen).toEqual([2])
    await press('ArrowRight')
    await press('ArrowRight')
    expect(seen).toEqual([2, 1, 0])
    expect(block().dataset.index).toBe('0')

    // Arrows inside the block (the graph's grid) are the grid's own.
    const inner = shadow.querySelector<HTMLElement>('[data-graph]')
    if (!inner) throw new Error('no graph')
    await press('ArrowLeft', inner)
    expect(block().dataset.index).toBe('0')

    // A host that cancels the event routes itself: the element stays.
    host.addEventListener('mp-mempool-block-select', (event) => event.preventDefault())
    await press('ArrowLeft')
    expect(seen).toEqual([2, 1, 0, 1])
    expect(block().dataset.index).toBe('0')
  })

  it('a new index attribute wins over a block chosen with the keyboard', async () => {
    const { client, $mempoolBlocks } = fakeClient()
    await act(async () => $mempoolBlocks.set([0, 1, 2, 3].map((index) => mempoolBlock(index))))
    const { block, rerender } = await render(client, { index: 0 })
    await act(async () => {
      block().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    })
    expect(block().dataset.index).toBe('1')
    await rerender({ index: 3 })
    expect(block().dataset.index).toBe('3')
  })

  it('a new block height rebuilds the scene in the chain direction', async () => {
    const { client, $mempoolBlocks, $tip, full } = fakeClient()
    await act(async () => $mempoolBlocks.set([mempoolBlock(0)]))
    await render(client)
    await act(async () => full(0, [tx(1)]))
    const before = lastGraph()?.sceneKey
    vi.useFakeTimers()
    await act(async () => {
      $tip.set({ height: 101, hash: '01' })
      full(0, [tx(2)])
      vi.advanceTimersByTime(1000)
    })
    expect(lastGraph()).toMatchObject({ transition: 'chain' })
    expect(lastGraph()?.sceneKey).not.toBe(before)
  })

  it('stops listening to the block (so the core stops tracking it) when it leaves', async () => {
    vi.useFakeTimers()
    const { client, $mempoolBlocks, tracked } = fakeClient()
    await act(async () => $mempoolBlocks.set([mempoolBlock(0)]))
    const { unmount } = await render(client)
    expect(tracked.has(0)).toBe(true)
    await unmount()
    await act(async () => vi.advanceTimersByTime(1000)) // nanostores' unmount delay
    expect(tracked.size).toBe(0)
  })
})

describe('<MempoolProjectedBlock> on the real core (lazy stores, socket, -1 grace)', () => {
  it('tracks the shown index, re-tracks on an index change and sends -1 some seconds after leaving', async () => {
    vi.useFakeTimers()
    const own = createTestPair()
    const client = createClient({
      api: 'https://tracking.test',
      WebSocket: own.WebSocket,
      fetch: fetch404,
      visibility: null,
      online: null,
    })
    const sent: unknown[] = []
    const tracked = (): unknown[] => {
      for (const frame of own.server.takeFrames()) {
        const value = (frame as Record<string, unknown>)['track-mempool-block']
        if (value !== undefined) sent.push(value)
      }
      return sent
    }
    const { rerender, unmount } = await render(client, { index: 0 })
    // The extras chunk loads for real (a dynamic import); waitFor advances the fake clock meanwhile.
    await act(() => vi.waitFor(() => expect(tracked()).toEqual([0])))
    await rerender({ index: 1 })
    await act(() => vi.waitFor(() => expect(tracked()).toEqual([0, 1])))
    await unmount()
    // Stand-in and store unmount delays (1 s each), then the core's 2 s grace before the -1.
    await act(async () => vi.advanceTimersByTimeAsync(1_500))
    expect(tracked()).toEqual([0, 1])
    await act(async () => vi.advanceTimersByTimeAsync(5_000))
    expect(tracked()).toEqual([0, 1, -1])
  })
})

describe('<mempool-projected-block>', () => {
  it('is registered and reads index, resolution and autofit from attributes', async () => {
    const element = document.createElement('mempool-projected-block')
    element.setAttribute('api', 'https://example.test')
    element.setAttribute('index', '2')
    element.setAttribute('resolution', '64')
    element.setAttribute('autofit', '')
    await act(async () => document.body.append(element))
    expect(customElements.get('mempool-projected-block')).toBeDefined()
    expect(element.shadowRoot?.querySelector('section.block')?.getAttribute('data-index')).toBe('2')
    expect(lastGraph()).toMatchObject({ resolution: 64, autofit: { min: 64, max: 96 } })
    await act(async () => element.removeAttribute('autofit'))
    expect(lastGraph()?.autofit).toBeUndefined()
  })
})
