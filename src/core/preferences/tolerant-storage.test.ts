import { describe, expect, it } from 'vitest'
import { tolerantStorage } from './tolerant-storage'

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

const throwing = (): never => {
  throw new DOMException('blocked', 'SecurityError')
}

describe('tolerantStorage', () => {
  it('reads, writes and forgets through the storage', () => {
    const storage = memoryStorage()
    const store = tolerantStorage(storage)
    store['a'] = 'x'
    expect(storage.getItem('a')).toBe('x')
    expect('a' in store).toBe(true)
    expect(store['a']).toBe('x')
    delete store['a']
    expect('a' in store).toBe(false)
    expect(store['a']).toBeUndefined()
  })

  it('never throws when storage is blocked or full', () => {
    const blocked: Storage = {
      ...memoryStorage(),
      getItem: throwing,
      setItem: throwing,
      removeItem: throwing,
    }
    const store = tolerantStorage(blocked)
    expect(() => {
      store['a'] = 'x'
    }).not.toThrow()
    expect('a' in store).toBe(false)
    expect(store['a']).toBeUndefined()
    expect(() => delete store['a']).not.toThrow()
    const none = tolerantStorage(undefined)
    none['a'] = 'x'
    expect(none['a']).toBeUndefined()
  })
})
