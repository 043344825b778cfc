// @vitest-environment happy-dom
import { atom } from 'nanostores'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  BlockExtended,
  Difficulty,
  LoadingIndicators,
  MempoolBlockWithIndex,
  MempoolClient,
  RestRequest,
} from '../../core'
import { $rateUnit, $timeLtr, loadCatalog } from '../../core'
import { renderWidget, unmountWidgets } from '../internal/testing/render-widget'
import { MempoolBlockchain } from './blockchain'
import type { MempoolBlockchainProps } from './blockchain'

const NOW_S = 1_711_855_000

const block = (height: number, extras: Partial<BlockExtended['extras']> = {}): BlockExtended =>
  ({
    id: `${height.toString(16).padStart(64, '0')}`,
    height,
    timestamp: NOW_S - (837_050 - height) * 600 - 300,
    tx_count: 3191,
    size: 2_117_591,
    weight: 3_992_738,
    extras: {
      medianFee: 8.020001813606207,
      feeRange: [7, 7.01, 7.01, 7.12, 10, 15.5, 102.36],
      totalFees: 10_081_690,
      reward: 0,
      pool: { id: 111, name: 'Foundry USA', slug: 'foundryusa' },
      ...extras,
    },
  }) as BlockExtended

const tile = (
  index: number,
  blockVSize: number,
  nTx: number,
  medianFee: number,
  tip: number,
): MempoolBlockWithIndex => ({
  blockSize: 2_162_709,
  blockVSize,
  nTx,
  totalFees: 9_079_705,
  medianFee,
  feeRange: [medianFee - 1, medianFee, medianFee + 1, medianFee + 2, 236.07],
  index,
  height: tip + index + 1,
})

function fakeClient(network = 'mainnet') {
  const stores = {
    $blocks: atom<BlockExtended[]>([]),
    $mempoolBlocks: atom<MempoolBlockWithIndex[]>([]),
    $difficulty: atom<Difficulty | undefined>(undefined),
    $loadingIndicators: atom<LoadingIndicators>({}),
    $connectionState: atom(2),
    $apiTrouble: atom(false),
  }
  const requests: string[] = []
  const rest = {
    request: vi.fn(async (req: RestRequest) => {
      requests.push(req.path)
      const top = Number(req.path.split('/').pop())
      return Array.from({ length: 15 }, (_, i) => block(top - i))
    }),
  }
  const client = { api: 'https://example.test', network, stores, rest } as unknown as MempoolClient
  return { client, stores, requests }
}

const chain = (tip: number, count = 8): BlockExtended[] =>
  Array.from({ length: count }, (_, i) => block(tip - i))

afterEach(async () => {
  await unmountWidgets()
  document.body.replaceChildren()
  localStorage.clear()
})

async function render(
  client: MempoolClient,
  props: MempoolBlockchainProps = {},
  lang = 'en',
): Promise<ShadowRoot> {
  return (await renderWidget(MempoolBlockchain, client, props, { lang })).shadow
}

const text = (element: Element | null | undefined, figure: string): string =>
  element?.querySelector(`[data-figure="${figure}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ??
  ''

async function loaded() {
  const fake = fakeClient('signet')
  const shadow = await render(fake.client)
  await act(async () => {
    fake.stores.$blocks.set(chain(837_050))
    fake.stores.$difficulty.set({ adjustedTimeAvgMs: 567_619, timeOffsetMs: 0 } as Difficulty)
    fake.stores.$mempoolBlocks.set([
      tile(0, 997_944, 4888, 7.036906854130053, 837_050),
      tile(1, 997_996.25, 892, 6.716362627217997, 837_050),
      tile(2, 997_956.25, 27, 6.4, 837_050),
      tile(3, 997_984.75, 56, 6.4, 837_050),
      tile(4, 997_993.25, 127, 6.4, 837_050),
      tile(5, 168_604_440, 106_612, 1.58, 837_050),
    ])
  })
  return { ...fake, shadow }
}

describe('<MempoolBlockchain> live', () => {
  it('shows loading cubes before the first blocks', async () => {
    const { client } = fakeClient()
    const shadow = await render(client)
    expect(shadow.querySelectorAll('.mined-list .cube.loading')).toHaveLength(8)
    expect(shadow.querySelector('[role="status"]')?.textContent).toBe('Loading blocks…')
  })

  it('prints fee rates in sat/WU (a quarter, one more decimal) while the stored rate unit is WU', async () => {
    const { shadow } = await loaded()
    const next = shadow.querySelector('[data-position="0"] .cube')
    await act(async () => $rateUnit.set('wu'))
    expect(text(next, 'median')).toBe('~1.8 sat/WU')
    expect(text(next, 'span')).toBe('1.5 - 59 sat/WU')
    expect(next?.getAttribute('aria-label')).toContain('median ~1.8 sat/WU')
    const tip = shadow.querySelector('[data-height="837050"] .cube')
    expect(text(tip, 'median')).toBe('~2 sat/WU')
    await act(async () => $rateUnit.set('vb'))
    expect(text(next, 'median')).toBe('~7 sat/vB')
  })

  it('follows the stored time direction set elsewhere on the page', async () => {
    const { shadow } = await loaded()
    const strip = shadow.querySelector('[data-time-ltr]')
    expect(strip).toBeNull()
    await act(async () => $timeLtr.set(true))
    expect(shadow.querySelector('[data-time-ltr]')).not.toBeNull()
    expect(localStorage.getItem('mempool-widgets.time-ltr')).toBe('true')
    await act(async () => $timeLtr.set(false))
  })

  // Spec §4 "Time direction is right-to-left (default)" describes left-to-right pages: the future at the start
  // of the line. A right-to-left language mirrors the strip with the flip, so its default keeps the future at
  // the start of its line (the right) and the stored choice means "flipped" in every language.
  it('mirrors the default time direction and the flip in a right-to-left language', async () => {
    await loadCatalog('ar')
    const { client } = fakeClient()
    const shadow = await render(client, {}, 'ar')
    const track = (): string | null | undefined =>
      shadow.querySelector('[part="track"]')?.getAttribute('dir')
    expect(shadow.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl')
    expect(track()).toBe('rtl')
    expect(shadow.querySelector('.flip')?.getAttribute('aria-pressed')).toBe('false')
    await act(async () => $timeLtr.set(true))
    expect(track()).toBe('ltr')
    await act(async () => $timeLtr.set(false))
    const english = await render(fakeClient().client)
    expect(english.querySelector('[part="track"]')?.getAttribute('dir')).toBe('ltr')
  })

  it('prints the projected tiles, merging what does not fit into "(n blocks)"', async () => {
    const { shadow } = await loaded()
    // 1,280 px (the width used before layout): half of it holds ⌊640 / 155⌋ = 4 tiles.
    expect(shadow.querySelectorAll('.projected-list .cube')).toHaveLength(4)
    const tiles = [0, 1, 2, 3].map((position) =>
      shadow.querySelector(`[data-position="${position}"] .cube`),
    )
    expect(text(tiles[0], 'median')).toBe('~7 sat/vB')
    expect(text(tiles[0], 'span')).toBe('6 - 236 sat/vB')
    expect(text(tiles[0], 'size')).toBe('2.16 MB')
    expect(text(tiles[0], 'count')).toBe('4,888 transactions')
    expect(text(tiles[0], 'eta')).toBe('In ~9 minutes')
    expect(text(tiles[1], 'eta')).toBe('In ~18 minutes')
    expect(text(tiles[3], 'blocks')).toBe('(171 blocks)')
    expect(text(tiles[3], 'count')).toBe(
      `${(56 + 127 + 106_612).toLocaleString('en')} transactions`,
    )
  })

  it('prints the mined cubes with links under the network prefix', async () => {
    const { shadow } = await loaded()
    const cubes = [...shadow.querySelectorAll('.mined-list .cube.loaded')]
    expect(cubes.length).toBeGreaterThanOrEqual(8)
    const tip = cubes[0]
    expect(text(tip, 'height')).toBe('837050')
    expect(text(tip, 'median')).toBe('~8 sat/vB')
    expect(text(tip, 'span')).toBe('7 - 102 sat/vB')
    expect(text(tip, 'count')).toBe('3,191 transactions')
    expect(tip?.getAttribute('href')).toBe(`https://example.test/signet/block/${block(837_050).id}`)
    expect(shadow.querySelector('[data-height="837050"] .pool')?.textContent).toBe('Foundry USA')
  })

  it('names every cube for assistive technology, in two labelled lists', async () => {
    const { shadow } = await loaded()
    expect(shadow.querySelector('ol.projected-list')?.getAttribute('aria-label')).toBe(
      'Projected blocks',
    )
    expect(shadow.querySelector('ol.mined-list')?.getAttribute('aria-label')).toBe('Mined blocks')
    const first = shadow.querySelector('[data-position="0"] .cube')?.getAttribute('aria-label')
    expect(first).toBe(
      '1st projected block: median ~7 sat/vB, 6 - 236 sat/vB, 4,888 transactions, In ~9 minutes',
    )
    const mined = shadow.querySelector('[data-height="837050"] .cube')?.getAttribute('aria-label')
    expect(mined).toMatch(
      /^Block 837050, mined .+ by Foundry USA: median ~8 sat\/vB, 3,191 transactions$/,
    )
    for (const cube of shadow.querySelectorAll('a.cube'))
      expect(cube.getAttribute('aria-label')).toBeTruthy()
  })

  it('fires a typed event on click that a host page can cancel to route itself', async () => {
    const { shadow } = await loaded()
    const listener = vi.fn((event: Event) => event.preventDefault())
    document.addEventListener('mp-block-select', listener)
    const cube = shadow.querySelector<HTMLAnchorElement>('[data-height="837049"] .cube')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    await act(async () => cube?.dispatchEvent(click))
    document.removeEventListener('mp-block-select', listener)
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      height: 837_049,
      hash: block(837_049).id,
      href: `https://example.test/signet/block/${block(837_049).id}`,
    })
    expect(click.defaultPrevented).toBe(true)
    expect(shadow.querySelector('.arrow-mined')).not.toBeNull()
    expect(cube?.getAttribute('aria-current')).toBe('true')
    expect(cube?.getAttribute('aria-label')).toMatch(
      /^Block 837049, mined .+ by Foundry USA: median ~8 sat\/vB, 3,191 transactions \(selected\)$/,
    )
  })

  it('moves the selection with the arrow keys, as drawn, and fires the event each time', async () => {
    const { shadow } = await loaded()
    const events: unknown[] = []
    const onMined = (event: Event) => events.push((event as CustomEvent).detail)
    document.addEventListener('mp-block-select', onMined)
    document.addEventListener('mp-mempool-block-select', onMined)
    const cube = shadow.querySelector<HTMLElement>('[data-height="837050"] .cube')
    cube?.focus()
    const press = async (key: string) =>
      act(async () => {
        ;(shadow.activeElement ?? cube)?.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        )
      })
    await press('ArrowRight')
    expect(shadow.activeElement?.closest('[data-height]')?.getAttribute('data-height')).toBe(
      '837049',
    )
    await press('ArrowLeft')
    await press('ArrowLeft')
    expect(shadow.activeElement?.closest('[data-position]')?.getAttribute('data-position')).toBe(
      '0',
    )
    document.removeEventListener('mp-block-select', onMined)
    document.removeEventListener('mp-mempool-block-select', onMined)
    expect(events).toEqual([
      expect.objectContaining({ height: 837_049 }),
      expect.objectContaining({ height: 837_050 }),
      { index: 0, href: 'https://example.test/signet/mempool-block/0' },
    ])
  })

  it('slides projected tiles on a similar new block, and updates them in place on a dissimilar one', async () => {
    const { shadow, stores } = await loaded()
    const slot = (position: number) =>
      shadow.querySelector(`.projected-list [data-position="${position}"]`)
    const secondTile = slot(1)
    await act(async () =>
      stores.$blocks.set([block(837_051, { similarity: 0.97 }), ...chain(837_050, 7)]),
    )
    expect(slot(0)).toBe(secondTile)
    const firstNow = slot(0)
    await act(async () =>
      stores.$blocks.set([block(837_052, { similarity: 0.3 }), ...chain(837_051, 7)]),
    )
    expect(slot(0)).toBe(firstNow)
  })

  it('shows the indexing badge and the special-block countdown', async () => {
    const { shadow, stores } = await loaded()
    await act(async () => stores.$loadingIndicators.set({ 'block-indexing': 42, mempool: 10 }))
    expect(shadow.querySelector('[part="indexing-badge"]')?.textContent).toBe(
      'Indexing blocks (42%)',
    )
    await act(async () => stores.$blocks.set(chain(839_990)))
    expect(shadow.querySelector('[part="event-banner"]')).toBeNull() // signet has no halving party
  })

  it('counts down to a mainnet halving', async () => {
    const { client, stores } = fakeClient('mainnet')
    const shadow = await render(client)
    await act(async () => stores.$blocks.set(chain(839_998)))
    expect(shadow.querySelector('[part="event-banner"]')?.textContent).toBe(
      "Bitcoin's 4th Halving in 2 blocks!",
    )
  })
})

describe('static mode', () => {
  it('loads the window in groups of 10 and shows no projected side', async () => {
    const { client, requests } = fakeClient('testnet4')
    const shadow = await render(client, { staticHeight: 105, staticCount: 8 })
    await act(async () => {})
    expect(shadow.querySelector('ol.projected-list')).toBeNull()
    expect(requests).toEqual(['/api/v1/blocks/110', '/api/v1/blocks/100'])
    const heights = [...shadow.querySelectorAll('.mined-list [data-height]')].map((slot) =>
      slot.getAttribute('data-height'),
    )
    expect(heights).toEqual(['105', '104', '103', '102', '101', '100', '99', '98'])
    expect(shadow.querySelectorAll('.mined-list .cube.loaded')).toHaveLength(8)
  })
})

describe('registration', () => {
  it('importing the component registers nothing; the element file registers the tag', async () => {
    expect(customElements.get('mempool-blockchain')).toBeUndefined()
    const { MempoolBlockchainElement } = await import('./blockchain.element')
    expect(customElements.get('mempool-blockchain')).toBe(MempoolBlockchainElement)
  })
})
