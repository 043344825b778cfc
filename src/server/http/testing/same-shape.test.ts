import { describe, expect, it } from 'vitest'
import { sameShape, shapeDifference } from './same-shape'

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
  })

  it('treats null as unknown and honours optional keys', () => {
    expect(shapeDifference({ a: null }, { a: { deep: 1 } })).toBeNull()
    expect(
      shapeDifference({ a: 1, witness: [] }, { a: 1 }, { optionalKeys: ['witness'] }),
    ).toBeNull()
    expect(() => sameShape([{ a: 1 }], [{ a: 'x' }])).toThrow('$[0].a: number instead of string')
  })
})
