// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { isTextEntry, sameSelection, stepForKey, stepSelection } from './keyboard'
import type { Selection } from './keyboard'

const key = (
  k: string,
  target: EventTarget | null = document.body,
  mods: Partial<KeyboardEvent> = {},
) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  target,
  ...mods,
})

describe('arrow keys follow what the reader sees', () => {
  it('default direction (past on the right): Right is older, Left is newer', () => {
    expect(stepForKey(key('ArrowRight'), false, 'ltr')).toBe('older')
    expect(stepForKey(key('ArrowLeft'), false, 'ltr')).toBe('newer')
  })

  it('flipped time direction swaps them', () => {
    expect(stepForKey(key('ArrowRight'), true, 'ltr')).toBe('newer')
    expect(stepForKey(key('ArrowLeft'), true, 'ltr')).toBe('older')
  })

  it('a right-to-left page mirrors them again', () => {
    expect(stepForKey(key('ArrowRight'), false, 'rtl')).toBe('newer')
    expect(stepForKey(key('ArrowLeft'), true, 'rtl')).toBe('newer')
  })

  it('ignores other keys and modified arrows', () => {
    expect(stepForKey(key('ArrowUp'), false, 'ltr')).toBeNull()
    expect(stepForKey(key('a'), false, 'ltr')).toBeNull()
    expect(stepForKey(key('ArrowRight', document.body, { altKey: true }), false, 'ltr')).toBeNull()
    expect(
      stepForKey(key('ArrowRight', document.body, { shiftKey: true }), false, 'ltr'),
    ).toBeNull()
  })

  it('ignores keys typed into inputs, textareas, selects and contenteditable elements', () => {
    const input = document.createElement('input')
    const textarea = document.createElement('textarea')
    const select = document.createElement('select')
    const editable = document.createElement('div')
    editable.contentEditable = 'true'
    document.body.append(editable)
    for (const target of [input, textarea, select]) {
      expect(isTextEntry(target)).toBe(true)
      expect(stepForKey(key('ArrowLeft', target), false, 'ltr')).toBeNull()
    }
    expect(editable.isContentEditable).toBe(true)
    expect(stepForKey(key('ArrowLeft', editable), false, 'ltr')).toBeNull()
    expect(isTextEntry(document.createElement('a'))).toBe(false)
    expect(isTextEntry(null)).toBe(false)
    editable.remove()
  })
})

describe('moving the selection', () => {
  const bounds = { tip: 837_050, projectedCount: 4, minHeight: 0 }
  const mempool = (index: number): Selection => ({ kind: 'mempool', index })
  const mined = (height: number): Selection => ({ kind: 'mined', height })

  it('walks projected blocks toward the divider, then onto the tip and down the chain', () => {
    expect(stepSelection(mempool(2), 'older', bounds)).toEqual(mempool(1))
    expect(stepSelection(mempool(0), 'older', bounds)).toEqual(mined(837_050))
    expect(stepSelection(mined(837_050), 'older', bounds)).toEqual(mined(837_049))
  })

  it('walks back up the chain into the projected blocks and stops at the last tile', () => {
    expect(stepSelection(mined(837_049), 'newer', bounds)).toEqual(mined(837_050))
    expect(stepSelection(mined(837_050), 'newer', bounds)).toEqual(mempool(0))
    expect(stepSelection(mempool(3), 'newer', bounds)).toEqual(mempool(3))
  })

  it('stops at the genesis, at a static window start, and before the tip is known', () => {
    expect(stepSelection(mined(0), 'older', bounds)).toEqual(mined(0))
    expect(
      stepSelection(mined(100), 'older', { tip: 107, projectedCount: 0, minHeight: 100 }),
    ).toEqual(mined(100))
    expect(
      stepSelection(mined(107), 'newer', { tip: 107, projectedCount: 0, minHeight: 100 }),
    ).toEqual(mined(107))
    expect(
      stepSelection(mempool(0), 'older', { tip: undefined, projectedCount: 4, minHeight: 0 }),
    ).toEqual(mempool(0))
  })

  it('compares selections by kind and position', () => {
    expect(sameSelection(mempool(1), mempool(1))).toBe(true)
    expect(sameSelection(mempool(1), mined(1))).toBe(false)
    expect(sameSelection(null, null)).toBe(true)
    expect(sameSelection(mined(5), null)).toBe(false)
  })
})
