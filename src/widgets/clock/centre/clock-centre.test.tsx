// @vitest-environment happy-dom
import { atom, map, onMount } from 'nanostores'
import type { MapStore } from 'nanostores'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, createTestPair, resetClients } from '../../../core'
import type {
  Block,
  BlockTx,
  ChainTip,
  MempoolBlockWithIndex,
  MempoolClient,
  ProjectedBlockState,
} from '../../../core'
import type { BlockGraphProps } from '../../block-graph/graph-types'
import { renderWidget, unmountWidgets } from '../../internal/testing/render-widget'
import { ClientContext } from '../../internal/widget-context'
import { WidgetRoot } from '../../internal/widget-root'
import { ClockCentre } from './clock-centre'
import type { ClockCentreProps } from './clock-centre'

// The graph (WebGL) has its own tests: a stand-in records its props, and counts when its module is loaded,
// which must happen only when the centre first shows mempool mode (the graph is a chunk of its own).
const graphModule = vi.hoisted(() => ({ loads: 0, props: [] as BlockGraphProps[] }))
vi.mock('../../block-graph/block-graph', () => {
  graphModule.loads += 1
  return {
    BlockGraph: (props: BlockGraphProps) => {
      graphModule.props.push(props)
      return <div data-graph={props.sceneKey} />
    },
  }
})
const lastGraph = (): BlockGraphProps | undefined => graphModule.props.at(-1)

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

const mempoolBlock = (index: number, nTx: number): MempoolBlockWithIndex => ({
  blockSize: 1000,
  blockVSize: 1000,
  nTx,
  totalFees: 0,
  medianFee: 1,
  feeRange: [1, 1, 1, 1, 1, 1, 1],
  index,
  height: 101 + index,
})

const minedBlock = (height: number, weight: number): Block =>
  ({ id: height.toString(16).padStart(64, '0'), height, weight, timestamp: 0 }) as Block

type BlockStore = MapStore<{ id: string } & ProjectedBlockState>

/** A client whose mempool blocks and projected-block family the test drives; records what is tracked. */
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
  const full = (index: number, txs: BlockTx[]): void =>
    projectedBlock(index).set({
      id: String(index),
      index,
      sequence: 1,
      version: 1,
      txs: new Map(txs.map((item) => [item.txid, item])),
      update: { kind: 'full' },
    })
  return { client, $mempoolBlocks, tracked, full }
}

const base: ClockCentreProps = {
  selection: { mode: 'mined', index: 0 },
  block: minedBlock(871_234, 3_000_000),
  sizePx: 288,
  sizerPx: 300,
  sizerScale: 0.96,
  active: true,
  reducedMotion: false,
  interactive: true,
}

function Centre(props: ClockCentreProps) {
  return (
    <WidgetRoot styles={[]} className="test">
      <ClockCentre {...props} />
    </WidgetRoot>
  )
}

async function render(client: MempoolClient, props: Partial<ClockCentreProps> = {}) {
  const rendered = await renderWidget(Centre, client, { ...base, ...props })
  const query = <E extends Element = HTMLElement>(selector: string): E | null =>
    rendered.shadow.querySelector<E>(selector)
  return { ...rendered, query, host: rendered.shadow.host as HTMLElement }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

/** Lets a lazy chunk that was asked for resolve and render. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await tick()
  })

/** Waits (up to 5 s: the first dynamic import is transformed on demand) until `ready()` holds. */
async function until(ready: () => boolean): Promise<void> {
  for (let waited = 0; !ready() && waited < 5000; waited += 10) await act(tick)
}

afterEach(async () => {
  await unmountWidgets()
  await act(async () => document.body.replaceChildren())
  resetClients()
})

describe('<ClockCentre>', () => {
  it('in mined mode shows a cube with the block height and its fill, and never loads the graph', async () => {
    const { client } = fakeClient()
    const { query } = await render(client)
    const centre = query('[part=centre]')
    expect(centre?.dataset['mode']).toBe('mined')
    expect(query('[data-figure=height]')?.textContent).toBe('871,234')
    const cube = query('[part=cube]')
    expect(cube?.dataset['fill']).toBe('0.75')
    expect(cube?.style.getPropertyValue('--_mp-cube-fill')).toBe('0.75')
    expect(query('[role=img]')?.getAttribute('aria-label')).toBe('Block 871,234, 75% full')
    expect(cube?.parentElement?.closest('slot[name=centre]')).not.toBeNull()
    await settle()
    expect(graphModule.loads).toBe(0)
  })

  it('when the host slots its own centre, renders none of ours (no cube, no graph)', async () => {
    const { client } = fakeClient()
    const { query, host, rerender } = await render(client)
    expect(query('[part=cube]')).not.toBeNull()
    const own = document.createElement('p')
    own.slot = 'centre'
    own.textContent = 'the host’s centre'
    await act(async () => host.append(own))
    const slot = query<HTMLSlotElement>('slot[name=centre]')
    expect(slot?.assignedElements()).toEqual([own])
    expect(query('[part=cube]')).toBeNull()
    expect(slot?.childElementCount).toBe(0)
    expect(query('[part=centre]')?.dataset['slotted']).toBe('true')
    await rerender({ ...base, selection: { mode: 'mempool', index: 0 } })
    await settle()
    expect(query('[data-sizer]')).toBeNull()
    expect(graphModule.loads).toBe(0)
    // The host takes its content away: ours is back.
    await rerender({ ...base })
    await act(async () => own.remove())
    expect(query('[part=cube]')).not.toBeNull()
    expect(graphModule.loads).toBe(0)
  })

  it('a host that brings its centre before the first render never starts loading the graph', async () => {
    const { client } = fakeClient()
    // As in the custom element: the host's light DOM is there before React renders into its shadow root.
    const host = document.createElement('div')
    const own = document.createElement('p')
    own.slot = 'centre'
    host.append(own)
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const root = createRoot(shadow)
    await act(async () =>
      root.render(
        <ClientContext value={client}>
          <WidgetRoot styles={[]} className="test" container={shadow as unknown as HTMLElement}>
            <ClockCentre {...base} selection={{ mode: 'mempool', index: 0 }} />
          </WidgetRoot>
        </ClientContext>,
      ),
    )
    await settle()
    expect(shadow.querySelector('[part=centre]')?.getAttribute('data-slotted')).toBe('true')
    expect(shadow.querySelector('[data-sizer]')).toBeNull()
    expect(graphModule.loads).toBe(0)
    await act(async () => root.unmount())
  })

  it('lays its own content out at the sizer side and scales it to the centre square', async () => {
    const { client } = fakeClient()
    const { query } = await render(client, { sizePx: 288.75, sizerPx: 300, sizerScale: 0.9625 })
    const centre = query('[part=centre]')
    expect(centre?.style.getPropertyValue('--_mp-centre-size')).toBe('288.75px')
    expect(centre?.style.getPropertyValue('--_mp-centre-sizer')).toBe('300px')
    expect(centre?.style.getPropertyValue('--_mp-centre-scale')).toBe('0.9625')
    expect(query('[data-sizer]')?.closest('slot')).not.toBeNull()
  })

  it('pauses the cube while inactive and keeps it still under reduced motion', async () => {
    const { client } = fakeClient()
    const { query, rerender } = await render(client)
    const cube = () => query('[part=cube]')
    expect(cube()?.dataset).toMatchObject({ turning: 'true', paused: 'false' })
    await rerender({ ...base, active: false })
    expect(cube()?.dataset['paused']).toBe('true')
    await rerender({ ...base, reducedMotion: true })
    expect(cube()?.dataset).toMatchObject({ turning: 'false', paused: 'false' })
  })

  it('while the mined block loads, says so and shows an empty cube without a height', async () => {
    const { client } = fakeClient()
    const { query } = await render(client, { block: undefined })
    expect(query('[role=img]')?.getAttribute('aria-label')).toBe('Loading the block')
    expect(query('[data-figure=height]')?.textContent).toBe('')
    expect(query('[part=cube]')?.dataset['fill']).toBe('0')
  })

  it('in mempool mode loads the graph on demand and shows the selected projected block at 75 cells', async () => {
    const { client, $mempoolBlocks, tracked, full } = fakeClient()
    await act(async () => $mempoolBlocks.set([mempoolBlock(0, 3), mempoolBlock(1, 2)]))
    expect(graphModule.loads).toBe(0)
    const { query, rerender } = await render(client, { selection: { mode: 'mempool', index: 1 } })
    expect(query('.centre-loading')?.textContent).toBe('Loading the projected block')
    await until(() => query('[data-graph]') !== null)
    expect(graphModule.loads).toBe(1)
    expect(query('[part=cube]')).toBeNull()
    expect([...tracked]).toEqual([1])
    expect(lastGraph()).toMatchObject({
      resolution: 75,
      order: 'feerate',
      showGoggles: false,
      interactive: true,
      loading: true,
      label: 'Projected block 2: 2 transactions',
    })
    await act(async () => full(1, [tx(1), tx(2)]))
    expect(lastGraph()?.loading).toBe(false)
    expect(lastGraph()?.txs.map((item) => item.txid)).toEqual([tx(1).txid, tx(2).txid])
    // Past the last projected block: the last one.
    await rerender({ ...base, selection: { mode: 'mempool', index: 7 } })
    expect(query('.centre-graph')?.dataset['index']).toBe('1')
    await rerender({ ...base, selection: { mode: 'mempool', index: 0 }, reducedMotion: true })
    expect(lastGraph()?.animationMs).toBe(0)
    expect(tracked.has(0)).toBe(true)
    // A kiosk clock: the graph is a picture only.
    await rerender({ ...base, selection: { mode: 'mempool', index: 0 }, interactive: false })
    expect(lastGraph()?.interactive).toBe(false)
    // A hidden clock stops tracking the block (nanostores lets go after its 1 s unmount delay) …
    await rerender({ ...base, selection: { mode: 'mempool', index: 0 }, active: false })
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)))
    expect(tracked.has(0)).toBe(false)
    // … and tracks it again once seen.
    await rerender({ ...base, selection: { mode: 'mempool', index: 0 }, active: true })
    expect(tracked.has(0)).toBe(true)
  })
})
