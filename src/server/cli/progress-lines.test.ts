import { describe, expect, it } from 'vitest'
import { progressPrinter } from './progress-lines'

describe('progressPrinter', () => {
  it('prints one line per 20 % step of each phase and network, with the seconds since the start', () => {
    const lines: string[] = []
    let ms = 0
    const report = progressPrinter(
      (l) => lines.push(l),
      () => ms,
    )
    for (const f of [0, 0.05, 0.2, 0.21, 0.5, 0.99, 1]) {
      ms += 500
      report('mainnet', 'history', f)
    }
    report('testnet', 'history', 0.4)
    report('mainnet', 'mempool', 1)
    expect(lines).toEqual([
      '[mainnet] generating history… 0% (0.5 s)',
      '[mainnet] generating history… 20% (1.5 s)',
      '[mainnet] generating history… 40% (2.5 s)',
      '[mainnet] generating history… 80% (3.0 s)',
      '[mainnet] generating history… 100% (3.5 s)',
      '[testnet] generating history… 40% (3.5 s)',
      '[mainnet] filling the mempool… 100% (3.5 s)',
    ])
  })
})
