import { describe, expect, it } from 'vitest'
import { projectedBlockGradient } from '../../core'
import { minedBackground, projectedBackground } from './cube-backgrounds'

describe('cube backgrounds', () => {
  it('fills a projected tile from the bottom, blending the fee colours, empty part on top', () => {
    const stops = projectedBlockGradient([1, 5, 30], 500_000, false)
    expect(projectedBackground(stops, 'var(--e)')).toBe(
      'linear-gradient(to bottom, var(--e) 0%, var(--e) 50%, #557d00 50%, #557d00 66.667%, #757d05 83.333%, #aa7d0f 100%)',
    )
  })

  it('drops the top entry of the first projected block', () => {
    const stops = projectedBlockGradient([1, 5, 30], 1_000_000, true)
    expect(projectedBackground(stops, 'x')).toBe(
      'linear-gradient(to bottom, x 0%, x 0%, #557d00 0%, #557d00 50%, #757d05 100%)',
    )
  })

  it('fills a mined cube by weight', () => {
    expect(minedBackground(0.25, 'e', 't', 'b')).toBe(
      'linear-gradient(to bottom, e 0%, e 75%, t 75%, b 100%)',
    )
    expect(minedBackground(1.2, 'e', 't', 'b')).toContain('e 0%, t 0%')
  })
})
