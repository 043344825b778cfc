import { cleanStores } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BackendInfo } from '../api/backend-info'
import { setup } from './test-kit'

const info = (gitCommit: string): BackendInfo => ({
  hostname: 'node',
  version: '3.1.0-dev',
  gitCommit,
  lightning: false,
})

let kit = setup()
afterEach(() => {
  cleanStores(kit.stores.$backendInfo)
  vi.useRealTimers()
  kit = setup()
})

describe('onBackendUpdate', () => {
  it.each([
    { random: 0, delayMs: 60_000 },
    { random: 0.5, delayMs: 90_000 },
    { random: 0.999, delayMs: 119_940 },
  ])(
    'announces a new gitCommit after 60 s + random × 60 s (random $random → $delayMs ms)',
    ({ random, delayMs }) => {
      vi.useFakeTimers()
      kit = setup({ random: () => random })
      const { socket, stores } = kit
      const updates: unknown[] = []
      const stop = stores.onBackendUpdate((update) => updates.push(update))
      socket.emit({ backendInfo: info('abbc8a134') })
      socket.emit({ backendInfo: info('abbc8a134') })
      vi.advanceTimersByTime(200_000)
      expect(updates).toEqual([])

      socket.emit({ backendInfo: info('3c08b5c72') })
      expect(stores.$backendInfo.get()?.gitCommit).toBe('3c08b5c72')
      vi.advanceTimersByTime(delayMs - 1)
      expect(updates).toEqual([])
      vi.advanceTimersByTime(1)
      expect(updates).toEqual([{ previousCommit: 'abbc8a134', gitCommit: '3c08b5c72' }])

      // Announced once; later frames do not schedule again.
      socket.emit({ backendInfo: info('ffffffff0') })
      vi.advanceTimersByTime(200_000)
      expect(updates).toHaveLength(1)
      stop()
    },
  )

  it('a pending announcement is cancelled when nothing listens any more', () => {
    vi.useFakeTimers()
    kit = setup({ random: () => 0 })
    const { socket, stores } = kit
    const updates: unknown[] = []
    const stop = stores.onBackendUpdate((update) => updates.push(update))
    socket.emit({ backendInfo: info('a') })
    socket.emit({ backendInfo: info('b') })
    stop()
    vi.advanceTimersByTime(120_000)
    expect(updates).toEqual([])
    expect(socket.listenerCount()).toBe(0)
  })

  it('uses an injected setTimeout', () => {
    const timers: { ms: number; run: () => void }[] = []
    kit = setup({ random: () => 0.25, setTimeout: (run, ms) => timers.push({ ms, run }) })
    const { socket, stores } = kit
    const updates: unknown[] = []
    const stop = stores.onBackendUpdate((update) => updates.push(update))
    socket.emit({ backendInfo: info('a') })
    socket.emit({ backendInfo: info('b') })
    expect(timers.map((t) => t.ms)).toEqual([75_000])
    timers[0]?.run()
    expect(updates).toHaveLength(1)
    stop()
  })
})
