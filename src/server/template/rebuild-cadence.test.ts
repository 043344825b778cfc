import { afterEach, describe, expect, it, vi } from 'vitest'
import { TemplateEngine } from './engine'
import { startRebuildCadence } from './rebuild-cadence'
import { tx, txidOf } from './test-helpers'

afterEach(() => {
  vi.useRealTimers()
})

describe('startRebuildCadence', () => {
  it('builds once per 2 s tick, only after a change', () => {
    vi.useFakeTimers()
    const engine = new TemplateEngine()
    const built: string[][] = []
    const cadence = startRebuildCadence(engine, (blocks) =>
      built.push(blocks.flatMap((b) => [...b.txids])),
    )
    engine.add([tx(txidOf('01'), 1000, 400)])
    engine.add([tx(txidOf('02'), 2000, 400)])
    vi.advanceTimersByTime(1999)
    expect(built).toEqual([])
    vi.advanceTimersByTime(1)
    expect(built).toEqual([[txidOf('02'), txidOf('01')]])
    vi.advanceTimersByTime(4000) // nothing changed
    expect(built).toHaveLength(1)
    engine.remove([txidOf('02')])
    cadence.flush() // e.g. right after a block
    expect(built[1]).toEqual([txidOf('01')])
    cadence.stop()
    engine.add([tx(txidOf('03'), 10, 400)])
    vi.advanceTimersByTime(10_000)
    expect(built).toHaveLength(2)
  })
})
