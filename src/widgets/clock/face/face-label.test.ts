import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../../core'
import { faceLabel, minuteOf } from './face-label'
import { blockAt, localTime } from './test-blocks'

const en = createTranslator('en')
/** Intl may put a narrow no-break space before AM/PM. */
const plain = (text: string): string => text.replace(/\s/g, ' ')

describe('faceLabel', () => {
  it('says the time, the last block’s height and how long ago it was found', () => {
    const label = plain(faceLabel(en, localTime(10, 42), blockAt(871_234, localTime(10, 38))))
    expect(label).toBe('10:42 AM · last block 871,234, found 4 minutes ago')
  })

  it('says "just now" under a minute and hours past the hour', () => {
    expect(plain(faceLabel(en, localTime(14, 5), blockAt(7, localTime(14, 4, 30))))).toBe(
      '2:05 PM · last block 7, found just now',
    )
    expect(faceLabel(en, localTime(14, 5), blockAt(7, localTime(12, 5)))).toContain(
      'found 2 hours ago',
    )
  })

  it('says only the time before any block is known', () => {
    expect(plain(faceLabel(en, localTime(9, 7), undefined))).toBe('9:07 AM · no block yet')
  })

  it('formats the time and the height in the reader’s language', () => {
    const de = createTranslator('de')
    const label = faceLabel(de, localTime(21, 42), blockAt(871_234, localTime(21, 38)))
    expect(label).toContain('21:42')
    expect(label).toContain('871.234')
    expect(label).toContain('vor 4 Minuten')
  })
})

describe('minuteOf', () => {
  it('keeps only the minute, so the label changes at most once a minute', () => {
    expect(minuteOf(localTime(10, 42, 59) + 999)).toBe(localTime(10, 42))
    expect(minuteOf(localTime(10, 43))).toBe(localTime(10, 43))
  })
})
