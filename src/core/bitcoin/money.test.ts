import { describe, expect, it } from 'vitest'
import acceleration from './fixtures/acceleration.json'
import prices from './fixtures/historical-price.json'
import { acceleratedRate, bidRange, clampBid, maxAccelerationCost } from './acceleration'
import { priceAt } from './historical-price'
import { walletAddresses, walletBalanceSats } from './wallet'
import type { WalletEntry } from './wallet'

describe('priceAt', () => {
  it.each([...prices.valid, ...prices.invalid])(
    '$description',
    ({ timestamp, currency, price, rates }) => {
      const exchangeRates = rates ? prices.exchangeRates : {}
      expect(priceAt(prices.prices, timestamp, currency, exchangeRates)).toBeCloseTo(price, 6)
    },
  )
  it('does not depend on entry order', () => {
    expect(priceAt([...prices.prices].reverse(), 1_700_005_000)).toBe(37200)
    expect(priceAt([], 1_700_005_000)).toBe(0)
  })
})

describe('acceleration bids', () => {
  it.each(acceleration.valid)('$description', (row) => {
    const range = bidRange(row.estimate)
    expect(range).toEqual({
      minExtraCost: row.minExtraCost,
      minBid: row.minBid,
      defaultBid: row.defaultBid,
      maxBid: row.maxBid,
    })
    for (const [bid, clamped] of row.bids) expect(clampBid(range, bid ?? undefined)).toBe(clamped)
    expect(maxAccelerationCost(row.estimate, clampBid(range))).toBe(row.maxCostAtDefault)
  })
  it('computes the accelerated package rate', () => {
    const estimate = acceleration.valid[0]?.estimate
    expect(estimate && acceleratedRate(estimate, 8000)).toBe(45)
  })

  it('spec §9: minExtraCost = max(2 × cost, effective fee), not the next-block shortfall', () => {
    const estimate = {
      txSummary: { effectiveFee: 1000, effectiveVsize: 200 },
      cost: 700,
      nextBlockFee: 9000,
      mempoolBaseFee: 0,
      vsizeFee: 0,
    }
    expect(bidRange(estimate).minExtraCost).toBe(1400)
    expect(bidRange({ ...estimate, cost: 100 }).minExtraCost).toBe(1000)
  })
})

describe('walletAddresses', () => {
  const entry = (address: string, funded: number, spent: number, txs = 1): WalletEntry => ({
    address,
    stats: { funded_txo_sum: funded, spent_txo_sum: spent, tx_count: txs },
  })
  const wallet: Record<string, WalletEntry> = {
    bc1qsmall: entry('bc1qsmall', 1000, 0),
    private: entry('private', 9_999_999, 0),
    BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ: entry(
      'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
      50_000,
      10_000,
      3,
    ),
    '1Empty': entry('1Empty', 500, 500),
    bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq: entry(
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      1,
      0,
    ),
    bc1qtie: entry('bc1qtie', 1000, 0),
  }
  it('drops the private entry, lower-cases bech32, keeps one per address and orders by balance', () => {
    expect(walletAddresses(wallet)).toEqual([
      { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', balanceSats: 40_000, txCount: 3 },
      { address: 'bc1qsmall', balanceSats: 1000, txCount: 1 },
      { address: 'bc1qtie', balanceSats: 1000, txCount: 1 },
      { address: '1Empty', balanceSats: 0, txCount: 1 },
    ])
    expect(walletBalanceSats(wallet)).toBe(42_000)
  })
})
