import { atom, cleanStores, keepMount } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RestRequest } from '../client/contracts'
import { createFakeRest, settle, setup } from './test-kit'

const HOUR_MS = 3_600_000
let clockMs = 1_743_541_000_000
const answer = (req: RestRequest) =>
  Promise.resolve({ prices: [{ time: 1, USD: 2 }], exchangeRates: {}, path: req.path })
let kit = setup()
afterEach(() => {
  cleanStores(kit.stores.$historicalPrices, kit.stores.$conversions)
  vi.useRealTimers()
  kit = setup()
})

function pricesSetup(network: string | ReturnType<typeof atom<string>> = 'mainnet') {
  vi.useFakeTimers()
  kit = setup({ rest: createFakeRest(answer), now: () => clockMs, network })
  return kit
}
const paths = () => kit.rest.requests.map((req) => req.path)

describe('$historicalPrices', () => {
  it('fetches on mount and again after 3,600 s', async () => {
    const { stores } = pricesSetup()
    keepMount(stores.$historicalPrices)
    expect(paths()).toEqual(['/api/v1/historical-price?currency=USD'])
    expect(stores.$historicalPrices.get().loading).toBe(true)
    await settle()
    expect(stores.$historicalPrices.get()).toMatchObject({
      currency: 'USD',
      loading: false,
      data: { prices: [{ time: 1, USD: 2 }] },
    })

    clockMs += HOUR_MS - 1
    vi.advanceTimersByTime(HOUR_MS - 1)
    expect(paths()).toHaveLength(1)
    clockMs += 1
    vi.advanceTimersByTime(1)
    expect(paths()).toHaveLength(2)
  })

  it('refetches when the currency changes and drops answers for the old currency', async () => {
    const { stores } = pricesSetup()
    keepMount(stores.$historicalPrices)
    stores.$currency.set('EUR')
    expect(paths()).toEqual([
      '/api/v1/historical-price?currency=USD',
      '/api/v1/historical-price?currency=EUR',
    ])
    await settle()
    expect(stores.$historicalPrices.get()).toMatchObject({
      currency: 'EUR',
      data: { path: '/api/v1/historical-price?currency=EUR' },
    })
  })

  it('never asks on test networks (spec §7.2) and refetches when back on mainnet', () => {
    const $network = atom('mainnet')
    const { stores } = pricesSetup($network)
    keepMount(stores.$historicalPrices)
    $network.set('signet')
    expect(paths()).toHaveLength(1)
    expect(stores.$network.get()).toBe('signet')
    expect(stores.$historicalPrices.get()).toMatchObject({
      network: 'signet',
      data: undefined,
      loading: false,
    })
    vi.advanceTimersByTime(HOUR_MS * 2)
    expect(paths()).toHaveLength(1)
    $network.set('mainnet')
    expect(paths()).toHaveLength(2)
  })

  it('makes no request when mounted on testnet', () => {
    const { stores } = pricesSetup('testnet')
    keepMount(stores.$historicalPrices)
    expect(paths()).toEqual([])
    expect(stores.$historicalPrices.get().loading).toBe(false)
  })

  it('keeps a failure as an error and stays on the same data key', async () => {
    vi.useFakeTimers()
    kit = setup({
      rest: createFakeRest(() => Promise.reject({ status: 503, message: 'down' })),
      now: () => clockMs,
    })
    keepMount(kit.stores.$historicalPrices)
    await settle()
    expect(kit.stores.$historicalPrices.get()).toMatchObject({
      loading: false,
      data: undefined,
      error: { status: 503 },
    })
  })
})

describe('$conversions', () => {
  it('takes conversions frames', () => {
    const { socket, stores } = kit
    keepMount(stores.$conversions)
    socket.emit({
      conversions: {
        time: 1743541504,
        USD: 85181,
        EUR: 78939,
        GBP: 65914,
        CAD: 121813,
        CHF: 75399,
        AUD: 135492,
        JPY: 12753000,
      },
    })
    expect(stores.$conversions.get()?.EUR).toBe(78939)
  })
})
