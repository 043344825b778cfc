// Hand-made mempools whose templates follow from Core's rules by hand.
import { describe, expect, it } from 'vitest'
import { buildTemplate } from './build-template'
import { tx, txidOf } from './test-helpers'

describe('block assembly rules', () => {
  it('CPFP: a child paying for its parent takes the package ahead of a mid-rate tx, parent first', () => {
    const parent = txidOf('aa')
    const child = txidOf('bb')
    const mid = txidOf('cc')
    // parent 1 sat/vB, child 19 sat/vB → package 2,000 sats / 200 vB = 10 sat/vB beats mid at 5 sat/vB
    const [block] = buildTemplate([
      tx(mid, 500, 400),
      tx(child, 1900, 400, [parent]),
      tx(parent, 100, 400),
    ])
    expect(block!.txids).toEqual([parent, child, mid])
    expect([...block!.rates]).toEqual([10, 10, 5])
    expect([...block!.positions]).toEqual([50, 150, 250]) // 100 vB each, midpoints
    expect(block!.weight).toBe(1200)
    expect(block!.fees).toBe(2500)
  })

  it('a score is the lower of own and ancestor rate: a rich parent does not lift its poor child', () => {
    const parent = txidOf('01')
    const poorChild = txidOf('02')
    const other = txidOf('03')
    // child alone 1 sat/vB, with parent 50.5 → score 1; other at 2 goes before the child
    const [block] = buildTemplate([
      tx(parent, 10_000, 400),
      tx(poorChild, 100, 400, [parent]),
      tx(other, 200, 400),
    ])
    expect(block!.txids).toEqual([parent, other, poorChild])
  })

  it('equal scores are ordered by txid as Core compares hashes (internal byte order, lowest first)', () => {
    const endsFf = txidOf('ff') // internal bytes start with ff: largest
    const startsFf = 'ff' + '00'.repeat(31) // internal bytes end with ff: smallest
    const secondByte = txidOf('0100') // internal bytes 00 01 …
    const [block] = buildTemplate([
      tx(endsFf, 1000, 400),
      tx(secondByte, 1000, 400),
      tx(startsFf, 1000, 400),
    ])
    expect(block!.txids).toEqual([startsFf, secondByte, endsFf])
  })

  it('sigop limit: a package fits only while block sigops (400 reserved) stay below 80,000', () => {
    // each 20,000-sigop tx is 100,000 vB after sigop adjustment but adds only its 4,000 WU weight
    const heavy = [1, 2, 3].map((i) => tx(txidOf(`a${i}`), 2_000_000 - i, 4000, [], 20_000)) // ≈ 20 sat/vB
    const tooMany = tx(txidOf('b1'), 980_000, 4000, [], 19_600) // 10 sat/vB; 60,400 + 19,600 = 80,000: no fit
    const justFits = tx(txidOf('b2'), 970_000, 4000, [], 19_599) // ≈ 9.9 sat/vB; 79,999 fits
    const [first, second] = buildTemplate([...heavy, tooMany, justFits], { blocks: 2 })
    expect(first!.txids).toEqual([...heavy.map((t) => t.txid), justFits.txid])
    expect(first!.sigops + 400).toBe(79_999)
    expect(first!.weight).toBe(16_000) // actual weight, not the adjusted size
    expect(second!.txids).toEqual([tooMany.txid])
  })

  it('a package that does not fit is skipped for this block and smaller ones fill the space', () => {
    const big1 = tx(txidOf('01'), 5_000_000, 2_000_000) // 10 sat/vB
    const big2 = tx(txidOf('02'), 4_500_000, 2_000_000) // 9 sat/vB: 2,004,000 + 2,000,000 ≥ 3,996,000
    const small = tx(txidOf('03'), 100, 400) // 1 sat/vB
    const blocks = buildTemplate([big1, big2, small])
    expect(blocks.map((b) => b.txids)).toEqual([[big1.txid, small.txid], [big2.txid]])
  })

  it("with Core's ancestor count, a package member whose ancestor is already in the block sorts later", () => {
    const a = txidOf('a1') // 100 sat/vB, selected first
    const b = txidOf('b1') // child of a, 1 sat/vB
    const c = txidOf('c1') // independent, 1 sat/vB
    const d = txidOf('d1') // pays for b and c
    const txs = [
      tx(a, 10_000, 400),
      tx(b, 100, 400, [a]),
      tx(c, 100, 400),
      tx(d, 20_000, 400, [b, c]),
    ]
    // mempool counts: c 1, b 2 (a is in the mempool though already in the block), d 4
    expect(buildTemplate(txs)[0]!.txids).toEqual([a, c, b, d])
    // counting only ancestors not yet in the block, b and c tie at 1 and b's hash is lower
    expect(buildTemplate(txs, { packageOrder: 'remaining-count' })[0]!.txids).toEqual([a, b, c, d])
  })

  it('the last projected block takes every remaining tx', () => {
    // 100,000 vB each: 9 fit a block (4,000 + 9 × 400,000 = 3,604,000; a 10th would reach 4,004,000)
    const txs = Array.from({ length: 40 }, (_, i) =>
      tx(txidOf((i + 1).toString(16)), 100_000 + i, 400_000),
    )
    const blocks = buildTemplate(txs, { blocks: 3 })
    expect(blocks.map((b) => b.txids.length)).toEqual([9, 9, 22])
    expect(blocks[2]!.weight).toBe(22 * 400_000)
    // best rate first throughout
    expect(blocks[0]!.txids[0]).toBe(txidOf((40).toString(16)))
  })

  it('stops early only after more than 1,000 consecutive failures once the block is above 3,992,000 WU', () => {
    // filler: 4,000 + 8 × 498,600 = 3,992,800 WU, leaving room only for txs under 800 vB;
    // then 1,001 blockers of 4,000 vB (225 sat/vB) fail in a row and the tiny tx after them is never reached
    const filler = Array.from({ length: 8 }, (_, i) => tx(txidOf(`f${i}`), 100_000_000, 498_600))
    const blockers = Array.from({ length: 1001 }, (_, i) =>
      tx(txidOf(`b${i.toString(16).padStart(4, '0')}`), 900_000, 16_000),
    )
    const late = tx(txidOf('ee'), 100, 400)
    const blocks = buildTemplate([...filler, ...blockers, late], { blocks: 2 })
    expect(blocks[0]!.weight).toBe(8 * 498_600)
    expect(blocks[0]!.txids).not.toContain(late.txid)
    // with only 1,000 blockers the tiny tx still gets its turn
    const fewer = buildTemplate([...filler, ...blockers.slice(1), late], { blocks: 2 })
    expect(fewer[0]!.txids).toContain(late.txid)
  })

  it('an empty mempool gives no blocks', () => {
    expect(buildTemplate([])).toEqual([])
  })
})
