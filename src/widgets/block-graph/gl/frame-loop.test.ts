import { describe, expect, it } from 'vitest'
import { FrameLoop } from './frame-loop'
import type { FrameScheduler } from './frame-loop'

/** A scheduler whose frames run only when the test calls tick(). */
function manualScheduler() {
  const pending = new Map<number, () => void>()
  let next = 1
  const scheduler: FrameScheduler = {
    request: (callback) => {
      pending.set(next, () => callback(0))
      return next++
    },
    cancel: (handle) => void pending.delete(handle),
  }
  const tick = () => {
    const callbacks = [...pending.values()]
    pending.clear()
    callbacks.forEach((callback) => callback())
  }
  return { scheduler, tick, pending }
}

describe('FrameLoop', () => {
  it('schedules one frame per request burst and keeps going only while the frame says so', () => {
    const { scheduler, tick, pending } = manualScheduler()
    let moving = 2
    let frames = 0
    const loop = new FrameLoop(() => {
      frames++
      return --moving > 0
    }, scheduler)
    loop.request()
    loop.request()
    expect(pending.size).toBe(1)
    tick()
    expect(loop.running).toBe(true)
    tick()
    expect(frames).toBe(2)
    expect(loop.running).toBe(false)
    tick()
    expect(frames).toBe(2)
  })

  it('draws nothing while paused and catches up when every pause reason has cleared', () => {
    const { scheduler, tick, pending } = manualScheduler()
    let frames = 0
    const loop = new FrameLoop(() => (frames++, false), scheduler)
    loop.request()
    loop.pause('hidden', true)
    expect(pending.size).toBe(0)
    loop.pause('offscreen', true)
    loop.pause('hidden', false)
    tick()
    expect(frames).toBe(0)
    loop.pause('offscreen', false)
    tick()
    expect(frames).toBe(1)
  })

  it('does not wake up after a pause when nothing was wanted, and stop() cancels', () => {
    const { scheduler, pending } = manualScheduler()
    const loop = new FrameLoop(() => false, scheduler)
    loop.pause('hidden', true)
    loop.pause('hidden', false)
    expect(pending.size).toBe(0)
    loop.request()
    loop.stop()
    expect(pending.size).toBe(0)
  })
})
