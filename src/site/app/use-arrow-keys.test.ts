// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { isTextEntry } from './use-arrow-keys'

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
