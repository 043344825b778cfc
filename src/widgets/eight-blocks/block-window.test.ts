import { describe, expect, it } from 'vitest'
import type { BlockExtended, RestClient, RestRequest } from '../../core'
import { fetchBlockWindow, findOldestHeight } from './block-window'

/** A REST client over a chain holding heights [oldest, tip] that answers `/api/v1/blocks/{h}` as the backend does. */
function chainApi(oldest: number, tip: number) {
  const paths: string[] = []
  const rest: RestClient = {
    request<T>(req: RestRequest): Promise<T> {
      paths.push(req.path)
      const match = /^\/api\/v1\/blocks\/(\d+)$/.exec(req.path)
      if (!match) return Promise.reject({ status: 404, message: 'Not found' })
      const start = Number(match[1])
      // Above the tip the page starts at the tip and is shorter by the overshoot (reference backend).
      const from = Math.min(start, tip)
      const size = Math.max(0, 15 - Math.max(0, start - tip))
      const page: BlockExtended[] = []
      for (let h = from; h >= oldest && page.length < size; h--) page.push(block(h))
      return Promise.resolve(page as T)
    },
  }
  return { rest, paths }
}

const block = (height: number) => ({ id: `hash-${height}`, height }) as BlockExtended

describe('fetchBlockWindow', () => {
  it('reads consecutive blocks newest first across pages of 15', async () => {
    const { rest, paths } = chainApi(0, 1_000)
    const window = await fetchBlockWindow(rest, 900, 20)
    expect(window.map((b) => b.height)).toEqual(Array.from({ length: 20 }, (_, i) => 900 - i))
    expect(paths).toEqual(['/api/v1/blocks/900', '/api/v1/blocks/885'])
  })

  it('stops where the chain starts', async () => {
    const { rest } = chainApi(100, 1_000)
    const window = await fetchBlockWindow(rest, 103, 8)
    expect(window.map((b) => b.height)).toEqual([103, 102, 101, 100])
  })

  it('gives one request for a window inside one page', async () => {
    const { rest, paths } = chainApi(0, 1_000)
    expect(await fetchBlockWindow(rest, 500, 8)).toHaveLength(8)
    expect(paths).toHaveLength(1)
  })
})

describe('findOldestHeight', () => {
  it.each([
    [0, 1_000],
    [0, 5],
    [923_328, 925_444],
    [96_768, 98_900],
    [7, 7],
  ])('finds %i on a chain ending at %i', async (oldest, tip) => {
    const { rest, paths } = chainApi(oldest, tip)
    expect(await findOldestHeight(rest, tip)).toBe(oldest)
    expect(paths.length).toBeLessThanOrEqual(21)
  })
})
