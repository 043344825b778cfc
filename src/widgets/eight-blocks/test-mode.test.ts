import { describe, expect, it } from 'vitest'
import type { BlockExtended, RestClient, RestRequest } from '../../core'
import { fetchTestRange, nextTestHeight, testStartHeight } from './test-mode'

describe('test mode heights', () => {
  it('starts at 800,000 when the chain has it', () => {
    expect(testStartHeight(0, 900_000, 8)).toBe(800_000)
  })

  it('starts with the window that begins at the oldest block on a chain without 800,000', () => {
    expect(testStartHeight(0, 120_000, 8)).toBe(7)
    expect(testStartHeight(923_328, 925_000, 8)).toBe(923_335)
    expect(testStartHeight(0, 3, 8)).toBe(3)
  })

  it('moves up one block and starts over past the tip', () => {
    const range = { start: 7, tip: 10 }
    expect(nextTestHeight(7, range)).toBe(8)
    expect(nextTestHeight(9, range)).toBe(10)
    expect(nextTestHeight(10, range)).toBe(7)
  })
})

function api(oldest: number, tip: number): RestClient {
  return {
    request<T>(req: RestRequest): Promise<T> {
      if (req.path === '/api/blocks/tip/height') return Promise.resolve(String(tip) as T)
      const start = Number(/^\/api\/v1\/blocks\/(\d+)$/.exec(req.path)?.[1])
      const page: BlockExtended[] = []
      if (start - tip < 15)
        for (let h = Math.min(start, tip); h >= oldest && page.length < 15; h--)
          page.push({ id: `h${h}`, height: h } as BlockExtended)
      return Promise.resolve(page as T)
    },
  }
}

describe('fetchTestRange', () => {
  it('uses 800,000 on a long chain', async () => {
    expect(await fetchTestRange(api(0, 870_000), 8)).toEqual({ start: 800_000, tip: 870_000 })
  })

  it('uses the oldest stored block on a younger simulated chain', async () => {
    expect(await fetchTestRange(api(923_328, 925_444), 4)).toEqual({
      start: 923_331,
      tip: 925_444,
    })
  })

  it('uses the oldest stored block on a chain shorter than 800,000', async () => {
    expect(await fetchTestRange(api(0, 98_000), 8)).toEqual({ start: 7, tip: 98_000 })
  })
})
