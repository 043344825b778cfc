// @vitest-environment happy-dom
import { atom } from 'nanostores'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  Block,
  Conversions,
  MempoolBlockWithIndex,
  MempoolClient,
  MempoolInfo,
  RecommendedFees,
  RestRequest,
} from '../../core'
import type { MpClockSelectEvent } from '../events/events'
import { renderWidget, unmountWidgets } from '../internal/testing/render-widget'
import { MempoolClock } from './clock'
import type { MempoolClockProps } from './clock'
import { selectionOf } from './clock-rules'

const block = (height: number): Block => ({
  id: height.toString(16).padStart(64, '0'),
  height,
  version: 0x20000000,
  timestamp: 1_711_855_000 - (900 - height) * 600,
  bits: 0,
  nonce: 0,
  difficulty: 1,
  merkle_root: '00'.repeat(32),
  tx_count: 3000 + height,
  size: 1_500_000 + height,
  weight: 3_990_000,
  previousblockhash: '00'.repeat(32),
  mediantime: 0,
})

const info: MempoolInfo = {
  loaded: true,
  size: 54_321,
  bytes: 30_000_000,
  usage: 150_000_000,
  total_fee: 1,
  maxmempool: 300_000_000,
  mempoolminfee: 0.00001,
  minrelaytxfee: 0.00001,
}

function fakeClient() {
  const stores = {
    $blocks: atom<Block[]>([900, 899, 898].map(block)),
    $tip: atom<Block | undefined>(block(900)),
    $mempoolBlocks: atom<MempoolBlockWithIndex[]>([]),
    $mempoolInfo: atom<MempoolInfo | undefined>(info),
    $fees: atom<RecommendedFees | undefined>({
      fastestFee: 12,
      halfHourFee: 8,
      hourFee: 5,
      economyFee: 2,
      minimumFee: 1,
    }),
    $conversions: atom<Conversions | undefined>({
      time: 0,
      USD: 64_123,
      EUR: 1,
      GBP: 1,
      CAD: 1,
      CHF: 1,
      AUD: 1,
      JPY: 1,
    }),
    $currency: atom('USD'),
    $apiTrouble: atom(false),
  }
  const requests: RestRequest[] = []
  const rest = {
    request: (request: RestRequest) => {
      requests.push(request)
      return Promise.resolve([] as unknown)
    },
  }
  const client = {
    api: 'https://example.test',
    network: 'signet',
    stores,
    rest,
  } as unknown as MempoolClient
  return { client, stores, requests }
}

afterEach(async () => {
  await unmountWidgets()
  document.body.replaceChildren()
})

async function renderClock(client: MempoolClient, props: MempoolClockProps) {
  return renderWidget(MempoolClock, client, props)
}

const stat = (shadow: ShadowRoot, name: string): string =>
  shadow.querySelector(`[data-stat="${name}"] dd`)?.textContent?.trim() ?? ''

describe('<MempoolClock>', () => {
  it('shows the price, priority fee, block size and transactions of the chosen mined block', async () => {
    const { client } = fakeClient()
    const { shadow } = await renderClock(client, { mode: 'mined', index: 1 })
    const clock = shadow.querySelector('.clock')
    expect(clock?.getAttribute('data-mode')).toBe('mined')
    expect(clock?.getAttribute('data-index')).toBe('1')
    expect(clock?.getAttribute('data-network')).toBe('signet')
    expect(stat(shadow, 'price')).toBe('$64,123')
    expect(stat(shadow, 'priority')).toContain('12')
    expect(stat(shadow, 'transactions')).toBe('3,899')
    expect(stat(shadow, 'size')).toBe('1.50 MB')
    expect(shadow.querySelector('[data-stat="memory"]')).toBeNull()
  })

  it('shows memory usage and the unconfirmed count in mempool mode', async () => {
    const { client } = fakeClient()
    const { shadow } = await renderClock(client, {})
    expect(shadow.querySelector('.clock')?.getAttribute('data-mode')).toBe('mempool')
    expect(stat(shadow, 'memory')).toBe('150.00 MB / 300.00 MB')
    expect(stat(shadow, 'unconfirmed')).toBe('54,321')
    expect(shadow.querySelector('[data-stat="size"]')).toBeNull()
  })

  it('hides every stat label with stats=false', async () => {
    const { client } = fakeClient()
    const { shadow } = await renderClock(client, { stats: false })
    expect(shadow.querySelector('[part="stats"]')).toBeNull()
    expect(shadow.querySelector('[part="dial"]')).not.toBeNull()
  })

  it('sizes itself by the width and height limits before any layout', async () => {
    const { client } = fakeClient()
    const { shadow } = await renderClock(client, { width: 640, height: 480 })
    const clock = shadow.querySelector<HTMLElement>('.clock')
    expect(clock?.style.inlineSize).toBe('640px')
    expect(clock?.style.blockSize).toBe('480px')
    // chain max(60, 480 / 8) = 60; dial min(800, 640, 480 − 84) = 396
    expect(clock?.style.getPropertyValue('--_chain-height')).toBe('60px')
    expect(clock?.style.getPropertyValue('--_clock-size')).toBe('396px')
  })

  it('shows a chosen clockchain block and fires mp-clock-select; a cancelled event leaves it to the host', async () => {
    const { client } = fakeClient()
    const { shadow } = await renderClock(client, { mode: 'mempool', index: 0 })
    const seen: MpClockSelectEvent['detail'][] = []
    const host = shadow.host as HTMLElement
    host.addEventListener('mp-clock-select', (event) => seen.push(event.detail))
    const mined = shadow.querySelector<HTMLButtonElement>('[data-kind="mined"][data-index="2"]')
    expect(mined).not.toBeNull()
    await act(async () => mined?.click())
    expect(seen).toEqual([
      { mode: 'mined', index: 2, href: 'https://example.test/signet/clock/mined/2' },
    ])
    expect(shadow.querySelector('.clock')?.getAttribute('data-mode')).toBe('mined')
    expect(shadow.querySelector('.clock')?.getAttribute('data-index')).toBe('2')

    const cancel = vi.fn((event: Event) => event.preventDefault())
    host.addEventListener('mp-clock-select', cancel)
    const tip = shadow.querySelector<HTMLButtonElement>('[data-kind="mined"][data-index="0"]')
    await act(async () => tip?.click())
    expect(cancel).toHaveBeenCalled()
    expect(shadow.querySelector('.clock')?.getAttribute('data-index')).toBe('2')
  })

  it('offers no clockchain buttons in kiosk mode', async () => {
    const { client } = fakeClient()
    const { shadow } = await renderClock(client, { kiosk: true })
    expect(shadow.querySelector('.clock')?.getAttribute('data-kiosk')).toBe('true')
    expect(shadow.querySelector('[part="clockchain"] button')).toBeNull()
  })
})

describe('selectionOf', () => {
  it('keeps whole, non-negative indexes and mined ones within the 16 blocks kept', () => {
    expect(selectionOf('mempool', 3.7)).toEqual({ mode: 'mempool', index: 3 })
    expect(selectionOf('mempool', -2)).toEqual({ mode: 'mempool', index: 0 })
    expect(selectionOf('mined', 40)).toEqual({ mode: 'mined', index: 15 })
    expect(selectionOf('mined', Number.NaN)).toEqual({ mode: 'mined', index: 0 })
  })
})
