import { describe, expect, it } from 'vitest'
import { sameShape, shapeDifference, shapeReport } from './same-shape'

describe('shapeDifference', () => {
  it('accepts equal shapes with different values', () => {
    expect(
      shapeDifference({ a: 1, b: [{ c: 'x' }] }, { a: 2, b: [{ c: 'y' }, { c: 'z' }] }),
    ).toBeNull()
  })

  it('reports the path of a missing, extra or retyped key', () => {
    expect(shapeDifference({ a: 1 }, { a: 1, b: 2 })).toBe('$.b: missing')
    expect(shapeDifference({ a: 1, z: 0 }, { a: 1 })).toBe('$.z: not in the recorded answer')
    expect(shapeDifference({ a: { b: ['1'] } }, { a: { b: [1] } })).toBe(
      '$.a.b[0]: string instead of number',
    )
    expect(() => sameShape([{ a: 1 }], [{ a: 'x' }])).toThrow('$[0].a: number instead of string')
  })

  it('honours optional keys', () => {
    expect(
      shapeDifference({ a: 1, witness: [] }, { a: 1 }, { optionalKeys: ['witness'] }),
    ).toBeNull()
  })
})

describe('null answers', () => {
  it('are refused where the recording has a value', () => {
    expect(shapeDifference({ a: null }, { a: { deep: 1 } })).toBe('$.a: null instead of object')
    expect(shapeDifference(null, [1])).toBe('$: null instead of array')
  })

  it('are accepted where the recording has null or the key is nullable', () => {
    expect(shapeDifference({ a: null }, { a: null })).toBeNull()
    expect(shapeDifference({ a: null }, { a: 1 }, { nullableKeys: ['a'] })).toBeNull()
  })

  it('stand for "unknown" only on the recorded side', () => {
    expect(shapeDifference({ a: { anything: [1] } }, { a: null })).toBeNull()
  })
})

describe('empty arrays', () => {
  it('are refused where the recording has elements', () => {
    expect(shapeDifference({ list: [] }, { list: [{ a: 1 }] })).toBe(
      '$.list: empty array, the recorded one has elements',
    )
  })

  it('are accepted for listed keys', () => {
    expect(shapeDifference({ list: [] }, { list: [{ a: 1 }] }, { emptyKeys: ['list'] })).toBeNull()
  })

  it('still check element shapes when both sides have elements', () => {
    expect(shapeDifference({ list: [{ a: 1 }, { a: 'x' }] }, { list: [{ a: 2 }] })).toBe(
      '$.list[1].a: string instead of number',
    )
  })

  it('report the elements they could not check when the recording is empty', () => {
    expect(shapeReport({ list: [{ a: 1 }], other: [] }, { list: [], other: [] })).toEqual({
      difference: null,
      unchecked: ['$.list'],
    })
  })
})
