import { describe, expect, it } from 'vitest'
import { handDegrees } from './hands'
import { localTime } from './test-blocks'

describe('handDegrees', () => {
  it('turns each hand clockwise from 12 o’clock by the local time', () => {
    expect(handDegrees(localTime(15, 0, 0))).toEqual({ hour: 90, minute: 0, second: 0 })
    const at = handDegrees(localTime(10, 42, 30))
    expect(at.hour).toBeCloseTo((10 + 42.5 / 60) * 30, 9)
    expect(at.minute).toBeCloseTo(255, 9)
    expect(at.second).toBe(180)
  })

  it('reads the hour on a 12-hour dial and ignores the milliseconds', () => {
    expect(handDegrees(localTime(0, 0, 0)).hour).toBe(0)
    expect(handDegrees(localTime(12, 0, 0)).hour).toBe(0)
    expect(handDegrees(localTime(23, 59, 59) + 999).second).toBe(354)
  })
})
