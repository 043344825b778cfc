// @vitest-environment happy-dom
import { atom } from 'nanostores'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  LoadingIndicators,
  MempoolBlockWithIndex,
  MempoolClient,
  MempoolInfo,
} from '../../core'
import { $rateUnit } from '../../core'
import { renderWidget, unmountWidgets } from '../internal/testing/render-widget'
import { MempoolFooter } from './footer'
import {
  incomingBarPercent,
  incomingColour,
  incomingStep,
  mempoolBlockCount,
  mempoolSizeBytes,
  usageFraction,
  usageLevel,
  weightUnitsPerSecond,
} from './footer-figures'

const block = (blockSize: number, blockVSize: number, index = 0): MempoolBlockWithIndex => ({
  blockSize,
  blockVSize,
  nTx: 1,
  totalFees: 0,
  medianFee: 1,
  feeRange: [1, 1, 1, 1, 1, 1, 1],
  index,
  height: 100 + index,
})

describe('incoming bar', () => {
  it('is full from 1,667 vB/s and proportional below', () => {
    expect(incomingBarPercent(0)).toBe(0)
    expect(incomingBarPercent(833.5)).toBeCloseTo(50, 10)
    expect(incomingBarPercent(1667)).toBe(100)
    expect(incomingBarPercent(9000)).toBe(100)
    expect(incomingBarPercent(-5)).toBe(0)
  })

  it.each([
    [0, '#7CB342', 0],
    [1667, '#7CB342', 0],
    [1668, '#FDD835', 1],
    [2000, '#FDD835', 1],
    [2001, '#FFB300', 2],
    [2500, '#FFB300', 2],
    [2501, '#FB8C00', 3],
    [3000, '#FB8C00', 3],
    [3001, '#F4511E', 4],
    [3500, '#F4511E', 4],
    [3501, '#D81B60', 5],
  ])('%d vB/s is %s (step %d): strictly above each edge', (rate, colour, step) => {
    expect(incomingColour(rate)).toBe(colour)
    expect(incomingStep(rate)).toBe(step)
  })

  it('counts 4 WU per vB', () => {
    expect(weightUnitsPerSecond(2364)).toBe(9456)
  })
})

describe('mempool size', () => {
  it('sums the projected block sizes in bytes', () => {
    expect(mempoolSizeBytes([block(1_500_000, 999_000), block(250, 100.25)])).toBe(1_500_250)
    expect(mempoolSizeBytes([])).toBe(0)
  })

  it('rounds the block count up', () => {
    expect(mempoolBlockCount([block(0, 1_000_000)])).toBe(1)
    expect(mempoolBlockCount([block(0, 1_000_000), block(0, 0.25)])).toBe(2)
    expect(mempoolBlockCount([block(0, 999_999.75), block(0, 168_604_440)])).toBe(170)
    expect(mempoolBlockCount([])).toBe(0)
  })
})

describe('memory usage', () => {
  it('is green up to 50 %, amber up to 75 %, red above', () => {
    expect(usageLevel(usageFraction(150, 300))).toBe('low')
    expect(usageLevel(usageFraction(151, 300))).toBe('medium')
    expect(usageLevel(usageFraction(225, 300))).toBe('medium')
    expect(usageLevel(usageFraction(226, 300))).toBe('high')
    expect(usageLevel(usageFraction(856_780_672, 300_000_000))).toBe('high')
  })

  it('treats a missing limit as empty rather than dividing by zero', () => {
    expect(usageFraction(10, 0)).toBe(0)
  })
})

const info: MempoolInfo = {
  loaded: true,
  size: 12_345,
  bytes: 6_000_000,
  usage: 200_000_000,
  total_fee: 1.5,
  maxmempool: 300_000_000,
  mempoolminfee: 0.00001,
  minrelaytxfee: 0.00001,
}

function fakeClient(indicators: LoadingIndicators = {}) {
  const stores = {
    $mempoolInfo: atom<MempoolInfo | undefined>(undefined),
    $vBytesPerSecond: atom<number | undefined>(undefined),
    $mempoolBlocks: atom<MempoolBlockWithIndex[]>([]),
    $syncProgress: atom(
      indicators['mempool'] === undefined
        ? null
        : { state: 'synchronizing', percent: indicators['mempool'] },
    ),
    $apiTrouble: atom(false),
  }
  const client = {
    api: 'https://example.test',
    network: 'signet',
    stores,
  } as unknown as MempoolClient
  return { client, stores }
}

afterEach(async () => {
  await unmountWidgets()
  document.body.replaceChildren()
})

async function renderFooter(client: MempoolClient, lang = 'en'): Promise<ShadowRoot> {
  return (await renderWidget(MempoolFooter, client, {}, { lang })).shadow
}

const figure = (shadow: ShadowRoot, name: string): string =>
  shadow.querySelector(`[data-figure="${name}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

describe('<MempoolFooter> with a fake client', () => {
  it('follows the stored rate unit live, unless its unit attribute says otherwise', async () => {
    const { client, stores } = fakeClient()
    const shadow = await renderFooter(client)
    await act(async () => stores.$vBytesPerSecond.set(2364))
    expect(figure(shadow, 'rate')).toBe('2,364 vB/s')
    await act(async () => $rateUnit.set('wu'))
    expect(figure(shadow, 'rate')).toBe('9,456 WU/s') // spec §9: WU/s is 4x vB/s
    const fixed = (await renderWidget(MempoolFooter, client, { unit: 'vB' })).shadow
    expect(figure(fixed, 'rate')).toBe('2,364 vB/s')
    await act(async () => $rateUnit.set('vb'))
    expect(figure(shadow, 'rate')).toBe('2,364 vB/s')
  })

  it('shows a loading placeholder, then the figures of the stores', async () => {
    const { client, stores } = fakeClient()
    const shadow = await renderFooter(client)
    expect(figure(shadow, 'unconfirmed')).toBe('Loading…')

    await act(async () => {
      stores.$mempoolInfo.set(info)
      stores.$vBytesPerSecond.set(2364)
      stores.$mempoolBlocks.set([block(1_200_000, 999_000.5, 0), block(800_000, 400_000, 1)])
    })
    expect(figure(shadow, 'unconfirmed')).toBe('12,345 TXs')
    expect(figure(shadow, 'rate')).toBe('2,364 vB/s')
    expect(figure(shadow, 'blocks')).toBe('(2 blocks)')
    expect(figure(shadow, 'size')).toBe('2.00 MB (2 blocks)')
  })

  it('names the API and reads "Unavailable" while the API does not answer, then recovers', async () => {
    const { client, stores } = fakeClient()
    stores.$apiTrouble.set(true)
    const shadow = await renderFooter(client)
    const notice = shadow.querySelector('[part="api-notice"]')
    expect(notice?.getAttribute('role')).toBe('status')
    expect(notice?.textContent).toBe('Cannot reach https://example.test — retrying…')
    expect(figure(shadow, 'unconfirmed')).toBe('Unavailable')
    expect(figure(shadow, 'rate')).toBe('Unavailable')

    await act(async () => {
      stores.$apiTrouble.set(false)
      stores.$mempoolInfo.set(info)
    })
    expect(shadow.querySelector('[part="api-notice"]')).toBeNull()
    expect(figure(shadow, 'unconfirmed')).toBe('12,345 TXs')
  })

  it('exposes both meters as named progress bars with values', async () => {
    const { client, stores } = fakeClient()
    const shadow = await renderFooter(client)
    await act(async () => {
      stores.$mempoolInfo.set(info)
      stores.$vBytesPerSecond.set(2000)
    })
    const bars = [...shadow.querySelectorAll('[role="progressbar"]')]
    expect(bars).toHaveLength(2)
    const [incoming, usage] = bars
    expect(incoming?.getAttribute('aria-valuenow')).toBe('100')
    expect(incoming?.getAttribute('aria-valuetext')).toBe('2,000 vB/s')
    expect(
      shadow.getElementById(incoming?.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).toBe('Incoming transactions')
    expect(usage?.getAttribute('aria-label')).toBe('Memory usage')
    expect(usage?.getAttribute('aria-valuenow')).toBe('67')
    expect(usage?.getAttribute('data-level')).toBe('medium')
  })

  it('shows the synchronizing badge only while the backend loads its mempool', async () => {
    const syncing = await renderFooter(fakeClient({ mempool: 42 }).client)
    expect(syncing.querySelector('[role="status"]')?.textContent).toBe(
      'Backend is synchronizing (42%)',
    )
    const ready = await renderFooter(fakeClient({}).client)
    expect(ready.querySelector('[role="status"]')).toBeNull()
  })

  it('links to the next block under the network prefix and lets the page route instead', async () => {
    const { client } = fakeClient()
    const shadow = await renderFooter(client)
    const link = [...shadow.querySelectorAll('a')].find((a) => a.textContent === 'Mempool size')
    expect(link?.getAttribute('href')).toBe('https://example.test/signet/mempool-block/0')
    const listener = vi.fn((event: Event) => event.preventDefault())
    document.addEventListener('mp-mempool-block-select', listener)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    await act(async () => link?.dispatchEvent(click))
    document.removeEventListener('mp-mempool-block-select', listener)
    expect(listener).toHaveBeenCalledOnce()
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      index: 0,
      href: 'https://example.test/signet/mempool-block/0',
    })
    expect(click.defaultPrevented).toBe(true)
  })

  it('takes its direction from the language', async () => {
    const shadow = await renderFooter(fakeClient().client, 'ar')
    expect(shadow.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl')
  })
})

describe('registration', () => {
  it('importing the component registers nothing; the element file registers once and warns on a second define', async () => {
    expect(customElements.get('mempool-footer')).toBeUndefined()
    const { MempoolFooterElement } = await import('./footer.element')
    expect(customElements.get('mempool-footer')).toBe(MempoolFooterElement)
    const { define } = await import('../internal/define')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    class Other extends HTMLElement {}
    expect(() => define('mempool-footer', Other)).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
    expect(customElements.get('mempool-footer')).toBe(MempoolFooterElement)
    warn.mockRestore()
  })
})
