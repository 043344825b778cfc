// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { arrowKeyOf, arrowTarget, isTextEntry } from './use-arrow-keys'

describe('arrowTarget: the keys follow the previous/next links, mirrored on right-to-left pages', () => {
  it('left-to-right: ArrowLeft previous, ArrowRight next', () => {
    expect(arrowTarget('ArrowLeft', 'ltr')).toBe('previous')
    expect(arrowTarget('ArrowRight', '')).toBe('next')
  })
  it('right-to-left: ArrowRight previous, ArrowLeft next', () => {
    expect(arrowTarget('ArrowRight', 'rtl')).toBe('previous')
    expect(arrowTarget('ArrowLeft', 'rtl')).toBe('next')
  })
  it('names the key of each target for aria-keyshortcuts, the inverse of arrowTarget', () => {
    for (const dir of ['ltr', 'rtl'])
      for (const target of ['previous', 'next'] as const)
        expect(arrowTarget(arrowKeyOf(target, dir), dir)).toBe(target)
    expect(arrowKeyOf('previous', 'rtl')).toBe('ArrowRight')
  })
  it('other keys go nowhere', () => {
    expect(arrowTarget('ArrowUp', 'ltr')).toBeUndefined()
    expect(arrowTarget('Enter', 'rtl')).toBeUndefined()
  })
})

describe('isTextEntry: the arrow keys stay with what has focus', () => {
  it('for text fields, text areas, selects and editable content', () => {
    const input = document.createElement('input')
    expect(isTextEntry(input)).toBe(true)
    input.type = 'search'
    expect(isTextEntry(input)).toBe(true)
    input.type = 'range'
    expect(isTextEntry(input)).toBe(true)
    expect(isTextEntry(document.createElement('textarea'))).toBe(true)
    expect(isTextEntry(document.createElement('select'))).toBe(true)
    const editable = document.createElement('div')
    editable.contentEditable = 'true'
    document.body.append(editable)
    expect(isTextEntry(editable)).toBe(true)
  })

  it('not for links, buttons, checkboxes or the page', () => {
    expect(isTextEntry(document.createElement('a'))).toBe(false)
    expect(isTextEntry(document.createElement('button'))).toBe(false)
    const box = document.createElement('input')
    box.type = 'checkbox'
    expect(isTextEntry(box)).toBe(false)
    expect(isTextEntry(document.body)).toBe(false)
    expect(isTextEntry(null)).toBe(false)
  })
})
