import { cleanStores, keepMount } from 'nanostores'
import { afterEach, describe, expect, it } from 'vitest'
import type { InitData } from '../api/init-data'
import { createFakeRest, settle, setup } from './test-kit'

const init: InitData = {
  backendInfo: { hostname: 'node', version: '3.1.0-dev', gitCommit: 'abbc8a134', lightning: false },
  conversions: {
    time: 1711854906,
    USD: 69880,
    EUR: 64823,
    GBP: 55198,
    CAD: 95154,
    CHF: 63041,
    AUD: 107374,
    JPY: 10601000,
  },
  loadingIndicators: { mempool: 12 },
  rbfSummary: [],
}

let kit = setup()
afterEach(() => {
  const s = kit.stores
  cleanStores(s.$backendInfo, s.$conversions, s.$loadingIndicators, s.$syncProgress, s.$rbfSummary)
  kit = setup()
})

describe('init-only values for stores that start on an open connection', () => {
  it('reads /api/v1/init-data once for all of them when the connection is already open', async () => {
    kit = setup({ rest: createFakeRest(() => Promise.resolve(init)) })
    const { socket, rest, stores } = kit
    socket.$state.set(2)
    for (const $store of [
      stores.$backendInfo,
      stores.$conversions,
      stores.$syncProgress,
      stores.$rbfSummary,
    ])
      keepMount($store)
    await settle()
    expect(rest.requests.map((req) => req.path)).toEqual(['/api/v1/init-data'])
    expect(stores.$backendInfo.get()?.gitCommit).toBe('abbc8a134')
    expect(stores.$conversions.get()?.USD).toBe(69880)
    expect(stores.$syncProgress.get()).toEqual({ state: 'synchronizing', percent: 12 })
    expect(stores.$rbfSummary.get()).toEqual([])
  })

  it('waits for the init frame instead when not connected yet, and never overwrites live values', async () => {
    let resolve: (data: InitData) => void = () => {}
    kit = setup({
      rest: createFakeRest(() => new Promise((r) => (resolve = r as (data: InitData) => void))),
    })
    const { socket, rest, stores } = kit
    keepMount(stores.$backendInfo)
    expect(rest.requests).toEqual([])

    cleanStores(stores.$backendInfo)
    socket.$state.set(2)
    keepMount(stores.$conversions)
    socket.emit({ conversions: { ...init.conversions!, USD: 1 } })
    resolve(init)
    await settle()
    expect(stores.$conversions.get()?.USD).toBe(1)
  })
})

describe('a failed init-data read', () => {
  it('is retried after 2–4 s while connected, and fills the store once it answers', async () => {
    const timers: { run: () => void; ms: number }[] = []
    let fail = true
    kit = setup({
      rest: createFakeRest(() =>
        fail ? Promise.reject({ status: 503, message: '' }) : Promise.resolve(init),
      ),
      random: () => 0.5,
      setTimeout: (run, ms) => timers.push({ run, ms }),
    })
    const { socket, rest, stores } = kit
    socket.$state.set(2)
    keepMount(stores.$backendInfo)
    await settle()
    expect(rest.requests).toHaveLength(1)
    expect(timers.map((timer) => timer.ms)).toEqual([3_000])
    fail = false
    timers.shift()?.run()
    await settle()
    expect(rest.requests).toHaveLength(2)
    expect(stores.$backendInfo.get()?.gitCommit).toBe('abbc8a134')
  })

  it('stops retrying once disconnected (the next init frame brings the values)', async () => {
    const timers: (() => void)[] = []
    kit = setup({
      rest: createFakeRest(() => Promise.reject({ status: 0, message: 'Unknown error' })),
      setTimeout: (run) => timers.push(run),
    })
    const { socket, rest, stores } = kit
    socket.$state.set(2)
    keepMount(stores.$backendInfo)
    await settle()
    socket.$state.set(0)
    timers.shift()?.()
    await settle()
    expect(rest.requests).toHaveLength(1)
    expect(timers).toHaveLength(0)
  })
})
