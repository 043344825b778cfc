// The four GBT vectors (Core's rules as the issue states them), block by block.
import { describe, expect, it } from 'vitest'
import { hasGbtVectors, readGbtVector } from '../../../tests/fixtures/recorded'
import { buildTemplate } from './build-template'
import type { TemplateTx } from './types'

interface VectorBlock {
  txids: string[]
  weight: number
  fees: number
}

const cases = ['plain-3-blocks', 'cpfp-chains', 'fee-ties', 'sigop-limit']

describe.skipIf(!hasGbtVectors)('GBT vectors', () => {
  for (const name of cases) {
    const input = () => readGbtVector<{ txs: TemplateTx[] }>(`${name}.input.json`).txs
    const expected = () => readGbtVector<{ blocks: VectorBlock[] }>(`${name}.expected.json`).blocks

    it(`${name}: every expected block exactly, in order (ancestor count of not-yet-included ancestors)`, () => {
      const blocks = buildTemplate(input(), { packageOrder: 'remaining-count' })
      const want = expected()
      for (let i = 0; i < want.length; i++) {
        expect(blocks[i]!.txids, `block ${i}`).toEqual(want[i]!.txids)
        expect(blocks[i]!.weight, `block ${i} weight`).toBe(want[i]!.weight)
        expect(blocks[i]!.fees, `block ${i} fees`).toBe(want[i]!.fees)
      }
    })

    it(`${name}: with Core's mempool ancestor count, the same blocks; order may differ only inside a package`, () => {
      const blocks = buildTemplate(input())
      const want = expected()
      for (let i = 0; i < want.length; i++) {
        expect(new Set(blocks[i]!.txids), `block ${i}`).toEqual(new Set(want[i]!.txids))
        expect(blocks[i]!.weight).toBe(want[i]!.weight)
        expect(blocks[i]!.fees).toBe(want[i]!.fees)
      }
    })
  }
})
