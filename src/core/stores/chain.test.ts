import { cleanStores, keepMount, STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlockExtended } from '../api/block'
import { settle, setup } from './test-kit'

const hash = (height: number): string => height.toString(16).padStart(64, '0')
const block = (height: number): BlockExtended =>
  ({
    id: hash(height),
    height,
    extras: { reward: 0, totalFees: 0, medianFee: 0, feeRange: [] },
  }) as unknown as BlockExtended
const oldestFirst = (from: number, to: number): BlockExtended[] =>
  Array.from({ length: to - from + 1 }, (_, i) => block(from + i))

let kit = setup()
afterEach(() => {
  cleanStores(kit.stores.$blocks, kit.stores.$tip)
  vi.useRealTimers()
  kit = setup()
})

describe('$blocks and $tip', () => {
  it('wants blocks while mounted and releases on unmount', () => {
    vi.useFakeTimers()
    const { socket, stores } = kit
    const unbind = stores.$tip.listen(() => {})
    expect(socket.activeWants()).toEqual(['blocks'])
    expect(socket.listenerCount('block')).toBe(1)
    unbind()
    // $tip (computed) stops after the delay, then $blocks after its own.
    vi.advanceTimersByTime(2 * STORE_UNMOUNT_DELAY)
    expect(socket.activeWants()).toEqual([])
    expect(socket.listenerCount()).toBe(0)
    expect(socket.released).toEqual(['want:blocks'])
  })

  it('keeps newest first, at most 8, from an oldest-first list', () => {
    const { socket, stores } = kit
    keepMount(stores.$blocks)
    socket.emit({ blocks: oldestFirst(100, 111) })
    expect(stores.$blocks.get().map((b) => b.height)).toEqual([
      111, 110, 109, 108, 107, 106, 105, 104,
    ])
    expect(stores.$tip.get()).toEqual({ height: 111, hash: hash(111) })
  })

  it('accepts tip + 1, asks for a refresh on a gap, ignores heights at or below the tip', () => {
    const { socket, stores } = kit
    keepMount(stores.$blocks)
    socket.emit({ blocks: oldestFirst(100, 107) })
    socket.emit({ block: block(108) })
    expect(stores.$tip.get()?.height).toBe(108)
    expect(stores.$blocks.get().map((b) => b.height)).toEqual([
      108, 107, 106, 105, 104, 103, 102, 101,
    ])

    socket.emit({ block: block(110) })
    expect(socket.sent).toEqual([{ 'refresh-blocks': true }])
    expect(stores.$tip.get()?.height).toBe(108)

    const before = stores.$blocks.get()
    socket.emit({ block: block(108) })
    socket.emit({ block: block(90) })
    expect(stores.$blocks.get()).toBe(before)
    expect(socket.sent).toHaveLength(1)
  })

  it('never moves the tip down when an older list arrives', () => {
    const { socket, stores } = kit
    keepMount(stores.$blocks)
    socket.emit({ blocks: oldestFirst(100, 107) })
    socket.emit({ blocks: oldestFirst(90, 97) })
    expect(stores.$tip.get()?.height).toBe(107)
    // Same height, other hash (a reorg resend) is taken.
    const replaced = { ...block(107), id: 'f'.repeat(64) }
    socket.emit({ blocks: [...oldestFirst(100, 106), replaced] })
    expect(stores.$tip.get()).toEqual({ height: 107, hash: 'f'.repeat(64) })
  })

  it('reports txConfirmed only when the same frame carried an accepted block, in either key order', async () => {
    const { socket, stores } = kit
    const seen: unknown[] = []
    const stop = stores.trackedTx('a'.repeat(64)).listen((value) => seen.push(value.confirmed))
    socket.emit({ blocks: oldestFirst(100, 107) })

    socket.emit({ txConfirmed: 'a'.repeat(64) }) // no block in this frame
    await settle()
    socket.emit({ txConfirmed: 'a'.repeat(64), block: block(109) }) // gap: not accepted
    await settle()
    expect(stores.trackedTx('a'.repeat(64)).get().confirmed).toBeUndefined()

    socket.emit({ txConfirmed: 'a'.repeat(64), block: block(108) })
    await settle()
    expect(stores.trackedTx('a'.repeat(64)).get().confirmed).toEqual({
      height: 108,
      hash: hash(108),
    })
    expect(seen.filter(Boolean)).toHaveLength(1)
    stop()
  })
})
