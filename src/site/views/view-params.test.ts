import { describe, expect, it } from 'vitest'
import { autofitParam, eightBlocksAttributes, integerParam, mempoolBlockIndex } from './view-params'

describe('integerParam', () => {
  it.each([
    ['8', 8],
    [' 12 ', 12],
    ['-3', -3],
    ['+4', 4],
    ['0', 0],
  ])('reads %j as %i', (text, value) => expect(integerParam(text)).toBe(value))

  it.each([
    null,
    undefined,
    '',
    ' ',
    'abc',
    '2.5',
    '1e3',
    '0x10',
    '8px',
    'Infinity',
    '99999999999999999999',
  ])('refuses %j', (text) => expect(integerParam(text)).toBeUndefined())
})

describe('view/blocks query → <mempool-eight-blocks> attributes', () => {
  it('maps every param', () => {
    const query = new URLSearchParams(
      'numBlocks=3&autofit=false&padding=4&blockWidth=300&wrap=false&stagger=50&animationDuration=500&test=true',
    )
    expect(eightBlocksAttributes(query)).toEqual({
      'num-blocks': '3',
      autofit: 'false',
      padding: '4',
      'block-width': '300',
      wrap: 'false',
      stagger: '50',
      'animation-duration': '500',
      test: '',
    })
  })

  it('leaves out numbers that are not integers, so the element keeps its defaults', () => {
    const query = new URLSearchParams(
      'numBlocks=many&padding=2.5&blockWidth=&stagger=1e2&animationDuration=fast',
    )
    expect(eightBlocksAttributes(query)).toEqual({})
  })

  it('keeps autofit and wrap on unless "false", and test off unless "true"', () => {
    const query = new URLSearchParams('autofit=no&wrap=0&test=1')
    expect(eightBlocksAttributes(query)).toEqual({})
    expect(eightBlocksAttributes(new URLSearchParams(''))).toEqual({})
  })
})

describe('view/block and view/mempool-block params', () => {
  it('fits the grid only for autofit=true', () => {
    expect(autofitParam(new URLSearchParams('autofit=true'))).toBe(true)
    expect(autofitParam(new URLSearchParams('autofit=1'))).toBe(false)
    expect(autofitParam(new URLSearchParams(''))).toBe(false)
  })

  it('reads a non-negative index, else 0', () => {
    expect(mempoolBlockIndex('3')).toBe(3)
    expect(mempoolBlockIndex('-1')).toBe(0)
    expect(mempoolBlockIndex('x')).toBe(0)
    expect(mempoolBlockIndex(undefined)).toBe(0)
  })
})
