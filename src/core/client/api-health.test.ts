import { atom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import { createApiHealth, isServerTrouble } from './api-health'
import type { ConnectionState, RestClient } from './contracts'
import { ABORTED } from './rest-client'

const answering = (outcome: () => Promise<unknown>): RestClient => ({
  request: <T>() => outcome() as Promise<T>,
})

describe('createApiHealth', () => {
  it('flags a socket attempt that never connected, and clears on the next connection', () => {
    const $state = atom<ConnectionState>(0)
    const { $apiTrouble } = createApiHealth($state)
    $state.set(1)
    expect($apiTrouble.get()).toBe(false) // still trying
    $state.set(0)
    expect($apiTrouble.get()).toBe(true) // refused
    $state.set(1)
    expect($apiTrouble.get()).toBe(true) // retrying: still in trouble
    $state.set(2)
    expect($apiTrouble.get()).toBe(false)
  })

  it('does not flag a connection that closes after being open', () => {
    const $state = atom<ConnectionState>(2)
    const { $apiTrouble } = createApiHealth($state)
    $state.set(0)
    expect($apiTrouble.get()).toBe(false)
  })

  it('flags REST calls without an answer or with a 5xx, not 4xx or aborts; an answer clears it', async () => {
    const health = createApiHealth(atom<ConnectionState>(0))
    const fail = (error: object) => health.watch(answering(() => Promise.reject(error)))
    await expect(fail({ status: 404, message: 'no' }).request({ path: '/x' })).rejects.toBeTruthy()
    await expect(fail({ status: 0, message: ABORTED }).request({ path: '/x' })).rejects.toBeTruthy()
    expect(health.$apiTrouble.get()).toBe(false)
    await expect(fail({ status: 503, message: 'down' }).request({ path: '/x' })).rejects.toEqual({
      status: 503,
      message: 'down',
    })
    expect(health.$apiTrouble.get()).toBe(true)
    const ok = health.watch(answering(() => Promise.resolve({ fine: true })))
    await expect(ok.request({ path: '/x' })).resolves.toEqual({ fine: true })
    expect(health.$apiTrouble.get()).toBe(false)
  })

  it('lets one REST failure fade after 30 s unless another renews it', async () => {
    const timers: { run: () => void; ms: number; cleared: boolean }[] = []
    const health = createApiHealth(atom<ConnectionState>(2), {
      setTimeout: (run, ms) => timers.push({ run, ms, cleared: false }) - 1,
      clearTimeout: (handle) => {
        const timer = timers[handle as number]
        if (timer) timer.cleared = true
      },
    })
    const failing = health.watch(answering(() => Promise.reject({ status: 502, message: '' })))
    await expect(failing.request({ path: '/x' })).rejects.toBeTruthy()
    await expect(failing.request({ path: '/x' })).rejects.toBeTruthy()
    expect(timers.map((timer) => [timer.ms, timer.cleared])).toEqual([
      [30_000, true],
      [30_000, false],
    ])
    expect(health.$apiTrouble.get()).toBe(true)
    timers[1]?.run()
    expect(health.$apiTrouble.get()).toBe(false)
  })

  it('classifies failures', () => {
    expect(isServerTrouble({ status: 0, message: 'Unknown error' })).toBe(true)
    expect(isServerTrouble({ status: 500, message: 'x' })).toBe(true)
    expect(isServerTrouble({ status: 400, message: 'x' })).toBe(false)
    expect(isServerTrouble(new Error('bug'))).toBe(false)
  })
})
