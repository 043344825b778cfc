import { describe, expect, it } from 'vitest'
import { flagMask } from '../../core'
import { applicableGoggles } from './applicable-goggles'

describe('applicableGoggles', () => {
  it('keeps a selection the menu offers as it is (same object)', () => {
    const state = { mode: 'and' as const, mask: flagMask(['rbf', 'p2tr']) }
    expect(applicableGoggles(state, ['nonstandard'], false)).toBe(state)
  })

  it('drops filters the host excludes from the menu', () => {
    const state = { mode: 'or' as const, mask: flagMask(['nonstandard', 'p2wpkh']) }
    expect(applicableGoggles(state, ['nonstandard'], false)).toEqual({
      mode: 'or',
      mask: flagMask(['p2wpkh']),
    })
  })

  it('drops the acceleration filter unless the accelerator is on', () => {
    const state = { mode: 'and' as const, mask: flagMask(['acceleration', 'rbf']) }
    expect(applicableGoggles(state, [], false)?.mask).toBe(flagMask(['rbf']))
    expect(applicableGoggles(state, [], true)).toBe(state)
  })

  it('passes no goggles through', () => {
    expect(applicableGoggles(undefined, ['nonstandard'], false)).toBeUndefined()
  })
})
