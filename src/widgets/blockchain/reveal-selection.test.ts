import { describe, expect, it } from 'vitest'
import { cubeSelector, revealDelta } from './reveal-selection'

describe('revealDelta', () => {
  const view = { left: 100, right: 1100 }

  it('leaves a cube that fits, margin included', () => {
    expect(revealDelta(view, { left: 140, right: 265 })).toBe(0)
  })

  it('scrolls right to a cube beyond the right edge, keeping the margin', () => {
    expect(revealDelta(view, { left: 2000, right: 2125 })).toBe(2125 + 32 - 1100)
  })

  it('scrolls left to a cube before the left edge', () => {
    expect(revealDelta(view, { left: -500, right: -375 })).toBe(-500 - 32 - 100)
    expect(revealDelta(view, { left: 110, right: 235 }, 20)).toBe(-10)
  })
})

describe('cubeSelector', () => {
  it('finds mined cubes by height and projected tiles by position', () => {
    expect(cubeSelector({ kind: 'mined', height: 840_000 })).toBe('[data-height="840000"] .cube')
    expect(cubeSelector({ kind: 'mempool', index: 2 })).toBe('[data-position="2"] .cube')
  })
})
