import { describe, expect, it } from 'vitest'
import { CHART_WINDOWS, createTranslator } from '../../core'
import { messages } from './messages'
import { windowParts } from './window-label'

describe('windowParts', () => {
  it('spells every chart window', () => {
    const { t } = createTranslator('en')
    expect(CHART_WINDOWS.map((w) => t(messages.window, windowParts(w)))).toEqual([
      '2 hours',
      '24 hours',
      '3 days',
      '1 week',
      '1 month',
      '3 months',
      '6 months',
      '1 year',
      '2 years',
      '3 years',
      '4 years',
      'All time',
    ])
  })
})
