// The incremental engine must always equal a template built from scratch on the same mempool.
import { describe, expect, it } from 'vitest'
import { buildTemplate } from './build-template'
import { TemplateEngine } from './engine'
import { seededRandom, syntheticMempool } from './synthetic-mempool'
import { tx, txidOf } from './test-helpers'
import type { ProjectedBlock, TemplateTx } from './types'

function summary(blocks: readonly ProjectedBlock[]) {
  return blocks.map((b) => ({
    txids: b.txids,
    weight: b.weight,
    fees: b.fees,
    sigops: b.sigops,
    rates: [...b.rates],
  }))
}

describe('TemplateEngine', () => {
  it('equals a from-scratch build after random adds, mined blocks, reorgs and evictions (seeded)', () => {
    for (const seed of [1, 2, 3]) {
      const random = seededRandom(seed)
      const pool = syntheticMempool({ count: 4000, seed, childShare: 0.25, heavySigopShare: 0.05 })
      const engine = new TemplateEngine({ blocks: 4 })
      const live = new Map<string, TemplateTx>()
      let next = 0
      let lastMined: TemplateTx[] = []
      for (let step = 0; step < 12; step++) {
        const batch = pool.slice(next, next + 100 + Math.floor(random() * 400))
        next += batch.length
        engine.add(batch)
        for (const t of batch) live.set(t.txid, t)
        if (step % 4 === 2) {
          // a block is mined: its txs leave, their children stay
          // a prefix of the template is ancestor-closed; half a block leaves children of mined txs behind
          const first = engine.build()[0]!.txids
          const mined = first.slice(0, Math.floor(first.length / 2))
          lastMined = mined.map((id) => live.get(id)!)
          engine.remove(mined)
          for (const id of mined) live.delete(id)
        } else if (step % 4 === 3) {
          // that block is disconnected: its txs return, after their children
          engine.add(lastMined)
          for (const t of lastMined) live.set(t.txid, t)
        } else if (step % 4 === 1) {
          // evictions: random txs leave together with their descendants
          const victims = [...live.keys()].filter(() => random() < 0.02)
          const gone = new Set(victims.flatMap((v) => [v, ...engine.descendantsOf(v)]))
          engine.remove([...gone])
          for (const id of gone) live.delete(id)
        }
        expect(engine.size).toBe(live.size)
        expect(summary(engine.build()), `seed ${seed} step ${step}`).toEqual(
          summary(buildTemplate([...live.values()], { blocks: 4 })),
        )
      }
    }
  })

  it('replacement: removing a tx with its descendants and adding the replacement equals a full build', () => {
    const parent = tx(txidOf('10'), 1000, 800)
    const original = tx(txidOf('20'), 500, 400, [parent.txid])
    const grandchild = tx(txidOf('30'), 9000, 400, [original.txid])
    const other = tx(txidOf('40'), 3000, 400)
    const engine = new TemplateEngine()
    engine.add([parent, original, grandchild, other])
    // other 30 sat/vB beats the package parent+original+grandchild 10,500 / 400 vB = 26.25 sat/vB
    expect(engine.build()[0]!.txids).toEqual([
      other.txid,
      parent.txid,
      original.txid,
      grandchild.txid,
    ])
    expect(engine.descendantsOf(original.txid)).toEqual([grandchild.txid])

    const replacement = tx(txidOf('21'), 2500, 400, [parent.txid])
    engine.remove([original.txid, ...engine.descendantsOf(original.txid)])
    engine.add([replacement])
    const after = engine.build()
    expect(summary(after)).toEqual(summary(buildTemplate([parent, other, replacement])))
    // other 30 sat/vB, then parent+replacement 3,500 / 300 vB ≈ 11.7 sat/vB
    expect(after[0]!.txids).toEqual([other.txid, parent.txid, replacement.txid])
    expect(engine.has(original.txid)).toBe(false)
    expect(engine.has(grandchild.txid)).toBe(false)
  })

  it("a mined parent leaves its child with the child's own score", () => {
    const parent = tx(txidOf('01'), 100, 400)
    const child = tx(txidOf('02'), 5000, 400, [parent.txid])
    const engine = new TemplateEngine()
    engine.add([parent, child])
    expect([...engine.build()[0]!.rates]).toEqual([25.5, 25.5])
    expect(engine.remove([parent.txid, txidOf('99')])).toEqual([parent.txid])
    expect([...engine.build()[0]!.rates]).toEqual([50])
  })

  it('a child that arrives before its parent (a reorg returning mined txs) is linked when the parent comes', () => {
    const parent = tx(txidOf('01'), 100, 400)
    const child = tx(txidOf('02'), 5000, 400, [parent.txid])
    const grandchild = tx(txidOf('03'), 9000, 400, [child.txid])
    const other = tx(txidOf('04'), 2600, 400) // 26 sat/vB
    const engine = new TemplateEngine()
    engine.add([grandchild, other])
    engine.add([child])
    engine.add([parent])
    const built = summary(engine.build())
    expect(built).toEqual(summary(buildTemplate([parent, child, grandchild, other])))
    // the package 14,100 sats / 300 vB = 47 sat/vB goes first, parents first
    expect(built[0]!.txids).toEqual([parent.txid, child.txid, grandchild.txid, other.txid])
    expect(engine.descendantsOf(parent.txid)).toEqual([child.txid, grandchild.txid])
  })

  it('a mined parent that returns in a reorg is linked to its child again', () => {
    const parent = tx(txidOf('01'), 100, 400)
    const child = tx(txidOf('02'), 5000, 400, [parent.txid])
    const engine = new TemplateEngine()
    engine.add([parent, child])
    engine.remove([parent.txid])
    engine.add([parent])
    expect(engine.descendantsOf(parent.txid)).toEqual([child.txid])
    expect(summary(engine.build())).toEqual(summary(buildTemplate([parent, child])))
  })

  it('a waiting child that left the mempool is not linked when its parent comes', () => {
    const parent = tx(txidOf('01'), 100, 400)
    const child = tx(txidOf('02'), 5000, 400, [parent.txid])
    const engine = new TemplateEngine()
    engine.add([child])
    engine.remove([child.txid])
    engine.add([parent])
    expect(engine.descendantsOf(parent.txid)).toEqual([])
    expect(summary(engine.build())).toEqual(summary(buildTemplate([parent])))
  })

  it('removing a tx without descendants takes it out of the next build', () => {
    const engine = new TemplateEngine()
    engine.add([tx(txidOf('01'), 1000, 400), tx(txidOf('02'), 2000, 400)])
    expect(engine.build()[0]!.txids).toEqual([txidOf('02'), txidOf('01')])
    engine.remove([txidOf('02')])
    expect(engine.build()[0]!.txids).toEqual([txidOf('01')])
    engine.remove([txidOf('01')])
    expect(engine.build()).toEqual([])
  })

  it('ignores duplicates and unknown parents, and caches the build until something changes', () => {
    const a = tx(txidOf('0a'), 1000, 400, [txidOf('ff')])
    const engine = new TemplateEngine()
    engine.add([a, a])
    engine.add([a])
    expect(engine.size).toBe(1)
    const first = engine.build()
    expect(engine.build()).toBe(first)
    engine.add([tx(txidOf('0b'), 10, 400)])
    expect(engine.build()).not.toBe(first)
  })

  it('rejects a non-positive block count and malformed txids', () => {
    expect(() => new TemplateEngine({ blocks: 0 })).toThrow()
    expect(() => new TemplateEngine().add([tx('abc', 1, 400)])).toThrow(/invalid txid/)
    expect(() => new TemplateEngine().add([tx(txidOf('01'), 1, 0)])).toThrow(/weight/)
    expect(() => new TemplateEngine().add([tx(txidOf('01'), NaN, 400)])).toThrow(/fee/)
  })
})
