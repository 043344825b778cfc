// @vitest-environment happy-dom
import { act, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useClockActive } from './use-clock-active'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** A hand-driven IntersectionObserver: the test says when the element enters or leaves the viewport. */
class FakeIntersectionObserver {
  static live: FakeIntersectionObserver[] = []
  readonly observed: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.push(this)
  }
  observe(element: Element): void {
    this.observed.push(element)
  }
  disconnect(): void {
    FakeIntersectionObserver.live = FakeIntersectionObserver.live.filter((o) => o !== this)
  }
  report(isIntersecting: boolean): void {
    const entries = this.observed.map((target) => ({ target, isIntersecting }))
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    )
  }
}

let visibility: DocumentVisibilityState = 'visible'
function setPageVisibility(state: DocumentVisibilityState): void {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  const active = useClockActive(ref)
  return <div ref={ref} data-active={String(active)} />
}

let container: HTMLElement
let root: Root
const shown = () => container.firstElementChild?.getAttribute('data-active')
const observer = () => {
  const only = FakeIntersectionObserver.live[0]
  if (!only || FakeIntersectionObserver.live.length !== 1) throw new Error('expected one observer')
  return only
}

beforeEach(() => {
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  FakeIntersectionObserver.live = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

describe('useClockActive', () => {
  it('is true while the page is visible and the element intersects the viewport', async () => {
    await act(async () => root.render(<Probe />))
    expect(observer().observed).toEqual([container.firstElementChild])
    await act(async () => observer().report(true))
    expect(shown()).toBe('true')
  })

  it('turns false when the element leaves the viewport and true when it comes back', async () => {
    await act(async () => root.render(<Probe />))
    await act(async () => observer().report(false))
    expect(shown()).toBe('false')
    await act(async () => observer().report(true))
    expect(shown()).toBe('true')
  })

  it('turns false while the page is hidden, even with the element on screen', async () => {
    await act(async () => root.render(<Probe />))
    await act(async () => observer().report(true))
    await act(async () => setPageVisibility('hidden'))
    expect(shown()).toBe('false')
    await act(async () => setPageVisibility('visible'))
    expect(shown()).toBe('true')
  })

  it('starts false when mounted in a hidden page', async () => {
    visibility = 'hidden'
    await act(async () => root.render(<Probe />))
    expect(shown()).toBe('false')
  })

  it('is true where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    await act(async () => root.render(<Probe />))
    expect(shown()).toBe('true')
    await act(async () => setPageVisibility('hidden'))
    expect(shown()).toBe('false')
  })

  it('stops observing and listening on unmount', async () => {
    const removed = vi.spyOn(document, 'removeEventListener')
    await act(async () => root.render(<Probe />))
    expect(FakeIntersectionObserver.live).toHaveLength(1)
    await act(async () => root.unmount())
    expect(FakeIntersectionObserver.live).toHaveLength(0)
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function))
    root = createRoot(container) // afterEach unmounts again
  })
})
