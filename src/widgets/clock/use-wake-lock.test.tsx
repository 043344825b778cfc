// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useWakeLock } from './use-wake-lock'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

interface FakeSentinel {
  released: boolean
  release: () => Promise<void>
}

/** A stand-in for navigator.wakeLock that records requests and hands out sentinels the test can inspect. */
class FakeWakeLock {
  readonly requests: string[] = []
  readonly sentinels: FakeSentinel[] = []
  refuse = false
  /** What the browser does when the page is hidden: every held lock is released. */
  dropAll(): void {
    for (const sentinel of this.sentinels) sentinel.released = true
  }
  held(): number {
    return this.sentinels.filter((sentinel) => !sentinel.released).length
  }
  request = (type: string): Promise<FakeSentinel> => {
    this.requests.push(type)
    if (this.refuse) return Promise.reject(new DOMException('not allowed', 'NotAllowedError'))
    const sentinel: FakeSentinel = {
      released: false,
      release: () => {
        sentinel.released = true
        return Promise.resolve()
      },
    }
    this.sentinels.push(sentinel)
    return Promise.resolve(sentinel)
  }
}

let visibility: DocumentVisibilityState = 'visible'
async function setPageVisibility(
  state: DocumentVisibilityState,
  lock: FakeWakeLock,
): Promise<void> {
  visibility = state
  if (state === 'hidden') lock.dropAll()
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

function Probe({ enabled }: { enabled: boolean }) {
  useWakeLock(enabled)
  return null
}

let lock: FakeWakeLock
let root: Root
const render = (enabled: boolean) => act(async () => root.render(<Probe enabled={enabled} />))

beforeEach(() => {
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  lock = new FakeWakeLock()
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: lock })
  root = createRoot(document.createElement('div'))
})

afterEach(async () => {
  await act(async () => root.unmount())
  Reflect.deleteProperty(navigator, 'wakeLock')
})

describe('useWakeLock', () => {
  it('holds a screen lock while enabled and releases it when disabled', async () => {
    await render(true)
    expect(lock.requests).toEqual(['screen'])
    expect(lock.held()).toBe(1)
    await render(false)
    expect(lock.held()).toBe(0)
    expect(lock.requests).toHaveLength(1)
  })

  it('asks for nothing when not enabled', async () => {
    await render(false)
    expect(lock.requests).toEqual([])
  })

  it('asks again when the page becomes visible after the browser dropped the lock', async () => {
    await render(true)
    await setPageVisibility('hidden', lock)
    expect(lock.held()).toBe(0)
    expect(lock.requests).toHaveLength(1) // no request while hidden
    await setPageVisibility('visible', lock)
    expect(lock.requests).toEqual(['screen', 'screen'])
    expect(lock.held()).toBe(1)
  })

  it('does not stack a second lock on a visibilitychange while one is held', async () => {
    await render(true)
    await setPageVisibility('visible', lock)
    expect(lock.requests).toHaveLength(1)
  })

  it('waits for a visible page before the first request', async () => {
    visibility = 'hidden'
    await render(true)
    expect(lock.requests).toEqual([])
    await setPageVisibility('visible', lock)
    expect(lock.held()).toBe(1)
  })

  it('releases a lock granted after unmount', async () => {
    let grant: (sentinel: FakeSentinel) => void = () => undefined
    const release = vi.fn(async () => undefined)
    const sentinel: FakeSentinel = { released: false, release }
    lock.request = () => new Promise((resolve) => (grant = resolve))
    await render(true)
    await act(async () => root.unmount())
    await act(async () => grant(sentinel))
    expect(release).toHaveBeenCalledOnce()
    root = createRoot(document.createElement('div'))
  })

  it('stops listening for visibility on unmount', async () => {
    await render(true)
    await act(async () => root.unmount())
    await setPageVisibility('hidden', lock)
    await setPageVisibility('visible', lock)
    expect(lock.requests).toHaveLength(1)
    root = createRoot(document.createElement('div'))
  })

  it('is silent when the browser refuses', async () => {
    lock.refuse = true
    await render(true)
    expect(lock.requests).toEqual(['screen'])
    lock.refuse = false
    await setPageVisibility('hidden', lock)
    await setPageVisibility('visible', lock)
    expect(lock.held()).toBe(1) // a later visible page tries again
  })

  it('is silent where the API does not exist', async () => {
    Reflect.deleteProperty(navigator, 'wakeLock')
    await expect(render(true)).resolves.toBeUndefined()
  })
})
