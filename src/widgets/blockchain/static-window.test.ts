import { describe, expect, it } from 'vitest'
import { parseStaticHeight, staticWindow } from './static-window'

describe('static window', () => {
  it('ends at the given height, highest first', () => {
    expect(staticWindow(837_050, 3)).toEqual([837_050, 837_049, 837_048])
    expect(staticWindow(100)).toHaveLength(8)
    expect(staticWindow(100)[7]).toBe(93)
  })

  it('stops at the genesis and rejects bad input', () => {
    expect(staticWindow(2, 8)).toEqual([2, 1, 0])
    expect(staticWindow(-1)).toEqual([])
    expect(staticWindow(5, 0)).toHaveLength(6)
  })

  it('parses the attribute', () => {
    expect(parseStaticHeight('840000')).toBe(840_000)
    expect(parseStaticHeight(0)).toBe(0)
    expect(parseStaticHeight('')).toBeUndefined()
    expect(parseStaticHeight('12.5')).toBeUndefined()
    expect(parseStaticHeight('-3')).toBeUndefined()
    expect(parseStaticHeight(undefined)).toBeUndefined()
  })
})
