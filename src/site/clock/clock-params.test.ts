import { describe, expect, it } from 'vitest'
import { clockPath, clockPathTarget, clockQueryAttributes, clockRestTarget } from './clock-params'

describe('clock paths → the selection shown or the redirect target', () => {
  it('shows a valid clock/{mode}/{index} as it is', () => {
    expect(clockPathTarget('mempool', '0')).toEqual({
      selection: { mode: 'mempool', index: 0 },
      redirect: false,
    })
    expect(clockPathTarget('mined', '12')).toEqual({
      selection: { mode: 'mined', index: 12 },
      redirect: false,
    })
  })

  it('redirects clock to clock/mempool/0', () => {
    expect(clockPathTarget(undefined, undefined)).toEqual({
      selection: { mode: 'mempool', index: 0 },
      redirect: true,
    })
  })

  it('redirects clock/{mode} to clock/{mode}/0, an invalid mode straight to mined', () => {
    expect(clockPathTarget('mempool', undefined)).toEqual({
      selection: { mode: 'mempool', index: 0 },
      redirect: true,
    })
    expect(clockPathTarget('mined', undefined)).toEqual({
      selection: { mode: 'mined', index: 0 },
      redirect: true,
    })
    expect(clockPathTarget('blocks', undefined)).toEqual({
      selection: { mode: 'mined', index: 0 },
      redirect: true,
    })
  })

  it.each([
    ['blocks', '3', 'mined', 3],
    ['Mempool', '1', 'mined', 1],
    ['mempool', '-1', 'mempool', 0],
    ['mined', 'abc', 'mined', 0],
    ['mined', '2.5', 'mined', 0],
    ['mined', '+2', 'mined', 0],
    ['mined', '1e2', 'mined', 0],
    ['mined', '99999999999999999999', 'mined', 0],
    ['mined', '007', 'mined', 7],
    ['x', '-5', 'mined', 0],
  ])('redirects clock/%s/%s to clock/%s/%i', (mode, index, validMode, validIndex) => {
    expect(clockPathTarget(mode, index)).toEqual({
      selection: { mode: validMode, index: validIndex },
      redirect: true,
    })
  })
})

describe('clockRestTarget', () => {
  it('reads the clock/** splat: none, a mode, a mode and an index', () => {
    expect(clockRestTarget('')).toEqual({
      selection: { mode: 'mempool', index: 0 },
      redirect: true,
    })
    expect(clockRestTarget('mined')).toEqual({
      selection: { mode: 'mined', index: 0 },
      redirect: true,
    })
    expect(clockRestTarget('mined/4')).toEqual({
      selection: { mode: 'mined', index: 4 },
      redirect: false,
    })
    expect(clockRestTarget('x/-1')).toEqual({
      selection: { mode: 'mined', index: 0 },
      redirect: true,
    })
  })

  it('redirects extra segments and a trailing slash to the valid form', () => {
    expect(clockRestTarget('mined/4/extra')).toEqual({
      selection: { mode: 'mined', index: 4 },
      redirect: true,
    })
    expect(clockRestTarget('mempool/2/')).toEqual({
      selection: { mode: 'mempool', index: 2 },
      redirect: true,
    })
  })
})

describe('clockPath', () => {
  it('is the page path of a selection', () => {
    expect(clockPath({ mode: 'mempool', index: 0 })).toBe('/clock/mempool/0')
    expect(clockPath({ mode: 'mined', index: 3 })).toBe('/clock/mined/3')
  })
})

describe('clock query → <mempool-clock> attributes', () => {
  it('maps stats=false, width and height', () => {
    expect(clockQueryAttributes(new URLSearchParams('stats=false&width=640&height=480'))).toEqual({
      stats: 'false',
      width: '640',
      height: '480',
    })
  })

  it('shows the stats unless exactly "false"', () => {
    for (const query of ['', 'stats=true', 'stats=0', 'stats=no', 'stats=False']) {
      expect(clockQueryAttributes(new URLSearchParams(query))).toEqual({})
    }
  })

  it('sets no limit for a width or height that is not a positive integer', () => {
    for (const value of ['', 'wide', '2.5', '1e3', '300px', '0', '-200', '99999999999999999999']) {
      const query = new URLSearchParams({ width: value, height: value })
      expect(clockQueryAttributes(query)).toEqual({})
    }
  })

  it('reads each limit on its own', () => {
    expect(clockQueryAttributes(new URLSearchParams('width=500&height=tall'))).toEqual({
      width: '500',
    })
    expect(clockQueryAttributes(new URLSearchParams('height=+300'))).toEqual({ height: '300' })
  })
})
