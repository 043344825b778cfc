import { describe, expect, it } from 'vitest'
import { addressReads } from './address-reads'
import { chainReads } from './chain-reads'
import { createDriver } from './driver'
import { liveReads } from './live-reads'
import { mempoolReads } from './mempool-reads'
import { miningReads } from './mining-reads'
import { txReads } from './tx-reads'
import type { NetworkViews } from './views'

// Building a part only captures the views; nothing is read until a method is called, so stubs suffice.
const views = { sim: { chain: {} }, live: {}, prices: {} } as unknown as NetworkViews

const parts = {
  chainReads,
  txReads,
  addressReads,
  mempoolReads,
  liveReads,
  miningReads,
  createDriver,
}

describe('SimNetwork facade parts', () => {
  it('define each method once: createNetwork spreads them, so a second definition would silently win', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const [name, build] of Object.entries(parts)) {
      for (const method of Object.keys(build(views))) {
        const first = owner.get(method)
        if (first) clashes.push(`${method}: ${first} and ${name}`)
        owner.set(method, name)
      }
    }
    expect(clashes).toEqual([])
    expect(owner.get('submitTx')).toBe('createDriver')
    expect(owner.get('address')).toBe('addressReads')
  })
})
