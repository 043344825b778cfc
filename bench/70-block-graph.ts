// The block graph's CPU side (issue 9): the layout alone (reference §4.7 packing in typed arrays) and the
// scene (layout + the renderer's instance buffer filled through GraphScene), for 3,500 / 10,000 / 60,000
// txs. Cold = the first call in a fresh `node` process (one child per sample, JIT not warmed); warm =
// after the same work ran a few times. Deltas: +50 / −50 / 20 changed on 3,500 and on 60,000, applied as
// an explicit delta ('scene') and by diffing the full list ('scene diff'). `--only scene` / `--only layout`.
// Blocks are seeded (layout/synthetic-block.ts): most txs 110–250 vB, a tail to 50 kvB; the 60,000-tx
// block is the deep "stack" block (mostly tiny, cheap txs). Figures are medians: wall time, and this
// process's CPU time, which is steadier on a shared machine. Not measured here: GPU upload and frame
// time in Chromium (the Playwright side), element sizes (bench 30).
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { InstanceStore } from '../src/widgets/block-graph/gl/instance-store'
import type {
  ArrivingSquares,
  GridSquare,
  SquareTransition,
} from '../src/widgets/block-graph/gl/instance-store'
import { BYTES_PER_INSTANCE } from '../src/widgets/block-graph/gl/instance-layout'
import type { GraphTx } from '../src/widgets/block-graph/graph-types'
import { GraphLayout } from '../src/widgets/block-graph/layout/graph-layout'
import type { LayoutTx } from '../src/widgets/block-graph/layout/graph-layout'
import {
  seededRandom,
  syntheticBlock,
  syntheticTx,
} from '../src/widgets/block-graph/layout/synthetic-block'
import { deriveGraphColours } from '../src/widgets/block-graph/scene/graph-colours'
import { GraphScene } from '../src/widgets/block-graph/scene/graph-scene'
import type { SquareSink } from '../src/widgets/block-graph/scene/square-sink'
import { measure } from './support/measure'
import type { Sample } from './support/measure'

const RESOLUTION = 80
const SIZES = [3_500, 10_000, 60_000] as const
const COLD_GOAL_MS: Record<number, number> = { 3_500: 15, 10_000: 25, 60_000: 250 }
const DELTA_GOAL_MS = 2
const COLD_SAMPLES = 5
const DELTAS = 200
type Subject = 'layout' | 'scene'

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN
}

const kindOf = (n: number): 'block' | 'stack' => (n > 20_000 ? 'stack' : 'block')

// ---- the scene's sink: the renderer's own CPU instance store, no GL --------------------------------

class StoreSink implements SquareSink {
  readonly store = new InstanceStore(1024, 0)
  ensureCapacity(slots: number): void {
    this.store.ensureCapacity(slots)
  }
  setSquare(slot: number, square: SquareTransition): void {
    this.store.write(slot, square)
  }
  writeArrivals(first: number, count: number, squares: ArrivingSquares): void {
    this.store.writeArrivals(first, count, squares)
  }
  moveSquare(slot: number, to: GridSquare, durationMs: number, t0 = 0): void {
    const from = slot < this.store.count ? this.store.stateAt(slot, t0) : to
    this.store.writeMove(
      slot,
      { x0: from.x, y0: from.y, s0: from.s },
      { x1: to.x, y1: to.y, s1: to.s },
      t0,
      durationMs,
    )
  }
  setColour(slot: number, colour: number, durationMs = 0, t0 = 0): void {
    const from = slot < this.store.count ? this.store.stateAt(slot, t0).colour : colour
    this.store.writeFade(slot, from, colour, t0, durationMs)
  }
  squareAt(slot: number, now = 0) {
    return slot < this.store.count ? this.store.stateAt(slot, now) : undefined
  }
  clear(): void {
    this.store.clear()
  }
}

const grey = { r: 0.5, g: 0.5, b: 0.5, a: 1 }
const COLOURS = deriveGraphColours({
  fee: Array.from({ length: 38 }, (_, i) => ({ r: i / 38, g: 0.3, b: 0.6, a: 1 })),
  censored: grey,
  added: grey,
  accelerated: grey,
  hover: grey,
  highlight: grey,
})

let txCounter = 0
function graphTx(t: LayoutTx): GraphTx {
  txCounter++
  return {
    txid: txCounter.toString(16).padStart(64, '0'),
    fee: Math.round(t.rate * t.vsize),
    vsize: t.vsize,
    value: 100_000,
    rate: t.rate,
    flags: 1099511628809n,
    time: 1_743_541_726,
    acc: false,
  }
}

function newScene(): GraphScene {
  const scene = new GraphScene(new StoreSink(), RESOLUTION)
  scene.setColours(COLOURS, 0)
  return scene
}

// ---- cold: one fresh process per sample ------------------------------------------------------------

/** Child mode: build the block (untimed), then time the very first layout or scene replace. */
function coldChild(subject: Subject, n: number): void {
  const block = syntheticBlock(n, n, kindOf(n))
  let sample: Sample
  if (subject === 'layout') {
    const layout = new GraphLayout(RESOLUTION)
    sample = measure(() => layout.reset(block, 'feerate'))
  } else {
    const txs = block.map(graphTx)
    const scene = newScene()
    sample = measure(() => scene.replace(txs, 'feerate', 'none', 0, 0))
  }
  process.stdout.write(JSON.stringify(sample))
}

function cold(subject: Subject, n: number): Sample[] {
  return Array.from({ length: COLD_SAMPLES }, () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', process.argv[1] ?? '', '--cold', subject, String(n)],
      { encoding: 'utf8' },
    )
    if (child.status !== 0) throw new Error(`cold child failed: ${child.stderr}`)
    return JSON.parse(child.stdout) as Sample
  })
}

// ---- warm full layouts -----------------------------------------------------------------------------

function warm(subject: Subject, n: number): Sample[] {
  const block = syntheticBlock(n, n, kindOf(n))
  const layout = new GraphLayout(RESOLUTION)
  const txs = block.map(graphTx)
  const scene = newScene()
  const run =
    subject === 'layout'
      ? () => layout.reset(block, 'feerate')
      : () => scene.replace(txs, 'feerate', 'none', 0, 0)
  for (let i = 0; i < 5; i++) run()
  return Array.from({ length: 10 }, () => measure(run))
}

// ---- deltas ----------------------------------------------------------------------------------------

/** +50 / −50 / 20 changed, DELTAS times, on a live layout of n txs. Delta inputs are prepared untimed. */
function layoutDeltas(n: number): Sample[] {
  const kind = kindOf(n)
  const random = seededRandom(n + 1)
  const layout = new GraphLayout(RESOLUTION)
  layout.reset(syntheticBlock(n, n, kind), 'feerate')
  const live = Array.from({ length: n }, (_, i) => i)
  const samples: Sample[] = []
  for (let d = 0; d < DELTAS; d++) {
    const removed = Array.from({ length: 50 }, () => {
      const at = Math.floor(random() * live.length)
      const slot = live[at]!
      live[at] = live[live.length - 1]!
      live.pop()
      return slot
    })
    const added = Array.from({ length: 50 }, () => syntheticTx(random, kind))
    const changed = Array.from({ length: 20 }, () => ({
      slot: live[Math.floor(random() * live.length)]!,
      rate: Math.round(random() * 5_000) / 100,
    }))
    let update: ReturnType<GraphLayout['update']> | undefined
    samples.push(measure(() => (update = layout.update(removed, added, changed))))
    for (const slot of update?.added ?? []) live.push(slot)
  }
  return samples
}

/**
 * The same deltas through GraphScene: 'diff' = the full new list diffed by txid (callers without a delta),
 * 'delta' = the explicit delta (BlockGraphProps.delta) applied directly. Layout update and instance writes
 * included in both.
 */
function sceneDeltas(n: number, how: 'diff' | 'delta'): Sample[] {
  const kind = kindOf(n)
  const random = seededRandom(n + 1)
  const scene = newScene()
  let txs = syntheticBlock(n, n, kind).map(graphTx)
  scene.replace(txs, 'feerate', 'none', 0, 0)
  const samples: Sample[] = []
  for (let d = 0; d < DELTAS; d++) {
    const next = txs.slice()
    const removed: string[] = []
    const changed: GraphTx[] = []
    const added: GraphTx[] = []
    for (let i = 0; i < 50; i++) {
      const at = Math.floor(random() * next.length)
      removed.push(next[at]!.txid)
      next[at] = next[next.length - 1]!
      next.pop()
    }
    for (let i = 0; i < 20; i++) {
      const at = Math.floor(random() * next.length)
      next[at] = { ...next[at]!, rate: Math.round(random() * 5_000) / 100 }
      changed.push(next[at])
    }
    for (let i = 0; i < 50; i++) added.push(graphTx(syntheticTx(random, kind)))
    next.push(...added)
    const now = d * 1_000
    const delta = { added, removed, changed }
    samples.push(
      measure(() =>
        how === 'diff' ? scene.diff(next, now, 1_000) : scene.applyDelta(delta, now, 1_000),
      ),
    )
    if (scene.size !== next.length) throw new Error(`scene ${how}: ${scene.size} ≠ ${next.length}`)
    txs = next
  }
  return samples
}

// ---- report ----------------------------------------------------------------------------------------

const ms = (v: number) => `${v.toFixed(2)} ms`
const verdict = (value: number, goal: number) => (value <= goal ? 'ok' : 'OVER')

function reportFull(subject: Subject): void {
  for (const n of SIZES) {
    const c = cold(subject, n)
    const w = warm(subject, n)
    const coldWall = quantile(
      c.map((s) => s.wall),
      0.5,
    )
    const coldCpu = quantile(
      c.map((s) => s.cpu),
      0.5,
    )
    const coldBest = quantile(
      c.map((s) => s.wall),
      0,
    )
    const goal = COLD_GOAL_MS[n] ?? 0
    console.log(
      `${subject} ${n.toLocaleString('en')} txs: cold ${ms(coldWall)} wall (best ${ms(coldBest)}) / ` +
        `${ms(coldCpu)} CPU (median of ${COLD_SAMPLES} fresh processes; goal ≤ ${goal} ms: ` +
        `${verdict(coldWall, goal)}), ` +
        `warm ${ms(
          quantile(
            w.map((s) => s.wall),
            0.5,
          ),
        )} wall / ${ms(
          quantile(
            w.map((s) => s.cpu),
            0.5,
          ),
        )} CPU`,
    )
  }
}

function reportDeltas(subject: Subject | 'scene diff', n: number): void {
  const samples =
    subject === 'layout'
      ? layoutDeltas(n)
      : sceneDeltas(n, subject === 'scene diff' ? 'diff' : 'delta')
  const wall = samples.map((s) => s.wall)
  const median = quantile(wall, 0.5)
  const cpu = quantile(
    samples.map((s) => s.cpu),
    0.5,
  )
  console.log(
    `${subject} delta +50/−50/20 changed on ${n.toLocaleString('en')}: median ${ms(median)} wall / ` +
      `${ms(cpu)} CPU, p95 ${ms(quantile(wall, 0.95))}, max ${ms(quantile(wall, 1))} wall over ` +
      `${DELTAS} deltas (goal ≤ ${DELTA_GOAL_MS} ms: ${verdict(median, DELTA_GOAL_MS)})`,
  )
}

if (process.argv[2] === '--cold') {
  coldChild(process.argv[3] === 'scene' ? 'scene' : 'layout', Number(process.argv[4]))
} else {
  const load = loadavg()[0] ?? 0
  console.log(
    `block graph at R = ${RESOLUTION}, node ${process.version}, load average ${load.toFixed(1)} ` +
      '(wall times on a busy machine stretch; CPU time includes V8 compiler threads)',
  )
  // `--only scene` / `--only layout` runs one half (the scene half takes a third of the time).
  const only = process.argv[2] === '--only' ? process.argv[3] : undefined
  await GraphLayout.loadUpdates() // update() loads on demand
  if (only !== 'scene') {
    reportFull('layout')
    reportDeltas('layout', 3_500)
    reportDeltas('layout', 60_000)
  }
  if (only !== 'layout') {
    reportFull('scene')
    reportDeltas('scene', 3_500)
    reportDeltas('scene', 60_000)
    reportDeltas('scene diff', 3_500)
    reportDeltas('scene diff', 60_000)
  }
  console.log(
    `GPU bytes per transaction: ${BYTES_PER_INSTANCE} (goal ≤ 64: ${verdict(BYTES_PER_INSTANCE, 64)})`,
  )
}
