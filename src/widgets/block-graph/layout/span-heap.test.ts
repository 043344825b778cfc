import { describe, expect, it } from 'vitest'
import { SpanHeap } from './span-heap'
import { seededRandom } from './synthetic-block'

describe('SpanHeap', () => {
  it('pops pairs by key, smallest first, across growth', () => {
    const heap = new SpanHeap()
    const random = seededRandom(11)
    const keys = Array.from({ length: 500 }, () => Math.floor(random() * 1_000))
    keys.forEach((key) => heap.push(key, key % 7))
    const popped: number[] = []
    while (heap.pop()) {
      expect(heap.span).toBe(heap.key % 7)
      popped.push(heap.key)
    }
    expect(popped).toEqual([...keys].sort((a, b) => a - b))
    expect(heap.pop()).toBe(false)
  })

  it('is empty after clear', () => {
    const heap = new SpanHeap()
    heap.push(3, 1)
    heap.clear()
    expect(heap.pop()).toBe(false)
  })
})
