// Rebuilds the projection on a fixed cadence (2 s, like the reference's mempool poll), only after the mempool
// changed, so bursts of adds/removes cost one build per tick.
import type { TemplateEngine } from './engine'
import type { ProjectedBlock } from './types'

export const REBUILD_INTERVAL_MS = 2000

export interface IntervalTimer {
  setInterval(run: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const realTimer: IntervalTimer = {
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
}

export interface RebuildCadence {
  /** Builds now if the mempool changed since the last build (e.g. right after a new block). */
  flush(): void
  stop(): void
}

export function startRebuildCadence(
  engine: TemplateEngine,
  onBuild: (blocks: ProjectedBlock[]) => void,
  options: { intervalMs?: number; timer?: IntervalTimer } = {},
): RebuildCadence {
  const timer = options.timer ?? realTimer
  let builtVersion = -1
  const flush = () => {
    if (engine.version === builtVersion) return
    builtVersion = engine.version
    onBuild(engine.build())
  }
  const handle = timer.setInterval(flush, options.intervalMs ?? REBUILD_INTERVAL_MS)
  return { flush, stop: () => timer.clearInterval(handle) }
}
