import { describe, expect, it } from 'vitest'
import { shownTimeDirection, storedTimeLtr } from './time-direction-choice'

describe('the time-direction choice names what the reader sees', () => {
  it('on a left-to-right page the flag is the direction', () => {
    expect(shownTimeDirection(false, 'ltr')).toBe('rtl')
    expect(shownTimeDirection(true, 'ltr')).toBe('ltr')
    expect(storedTimeLtr('ltr', 'ltr')).toBe(true)
  })

  it('on a right-to-left page the mirrored default runs left to right', () => {
    expect(shownTimeDirection(false, 'rtl')).toBe('ltr')
    expect(shownTimeDirection(true, 'rtl')).toBe('rtl')
    expect(storedTimeLtr('ltr', 'rtl')).toBe(false)
  })

  it('storing a choice shows that choice', () => {
    for (const page of ['ltr', 'rtl'] as const)
      for (const shown of ['ltr', 'rtl'] as const)
        expect(shownTimeDirection(storedTimeLtr(shown, page), page)).toBe(shown)
  })
})
