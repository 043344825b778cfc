// Browser side of bench/71-block-graph-frame.ts, bundled by esbuild as the global `FrameBench`: the real
// renderer and scene on a page's canvas, fed a seeded synthetic block, with timers around the frames.
import { GlRenderer } from '../../src/widgets/block-graph/gl/gl-renderer'
import type { GraphTx } from '../../src/widgets/block-graph/graph-types'
import { syntheticBlock } from '../../src/widgets/block-graph/layout/synthetic-block'
import { GraphScene } from '../../src/widgets/block-graph/scene/graph-scene'
import { readThemeColours } from '../../src/widgets/block-graph/scene/read-theme-colours'

export interface Animation {
  /** Gaps between animation frames while it runs (ms). */
  gaps: number[]
  /** Instances drawn per frame. */
  instances: number
}

export interface FrameFigures {
  /** Every square fades to a new colour (goggles on). */
  fade: Animation
  /** The block replaced by itself: every square leaves towards the chain while its copy arrives. */
  replace: Animation
  /** drawNow() of the moving scene, not waited on: the CPU side of a frame (ms). */
  submit: number[]
  /** drawNow() + readPixels: the whole frame including rasterising (ms). */
  draw: number[]
  bytesPerInstance: number
  /** Bytes uploaded after 20 squares were recoloured (hover moved over them): only their ranges. */
  deltaBytes: number
}

function txs(count: number): GraphTx[] {
  return syntheticBlock(count, 71, count > 20_000 ? 'stack' : 'block').map((tx, i) => ({
    txid: i.toString(16).padStart(64, '0'),
    fee: Math.round(tx.rate * tx.vsize),
    vsize: tx.vsize,
    value: 0,
    rate: tx.rate,
    flags: BigInt(i % 2),
    time: 0,
    acc: false,
  }))
}

const nextFrame = () => new Promise<number>((done) => requestAnimationFrame(done))

async function frameGaps(renderer: GlRenderer): Promise<Animation> {
  const gaps: number[] = []
  const instances = renderer.count
  let last = await nextFrame()
  while (renderer.animating) {
    const now = await nextFrame()
    gaps.push(now - last)
    last = now
  }
  return { gaps, instances }
}

function times(samples: number, run: () => void): number[] {
  return Array.from({ length: samples }, () => {
    const start = performance.now()
    run()
    return performance.now() - start
  })
}

export async function run(count: number, durationMs: number): Promise<FrameFigures> {
  const canvas = document.querySelector('canvas') as HTMLCanvasElement
  const renderer = new GlRenderer(canvas)
  renderer.setView({ resolution: 80, orientation: 'left', flip: true })
  const scene = new GraphScene(renderer, 80)
  scene.setColours(readThemeColours(canvas), performance.now())
  const block = txs(count)
  scene.replace(block, 'feerate', 'none', performance.now(), 0)
  await nextFrame()
  await nextFrame()

  const goggles = { mode: 'or' as const, mask: 1n }
  scene.setStyle(
    { auditHighlighting: false, auditView: 'actual', goggles },
    performance.now(),
    durationMs,
  )
  const fade = await frameGaps(renderer)
  scene.replace(block, 'feerate', 'chain', performance.now(), durationMs)
  const replace = await frameGaps(renderer)

  // A long move, so every draw below interpolates every square; the first draw uploads, the rest do not.
  scene.replace(block, 'feerate', 'pool', performance.now(), 600_000)
  renderer.drawNow()
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
  const pixel = new Uint8Array(4)
  const submit = times(7, () => renderer.drawNow())
  const draw = times(7, () => {
    renderer.drawNow()
    gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel) // waits for the rasteriser
  })

  scene.replace(block, 'feerate', 'none', performance.now(), 0)
  renderer.drawNow()
  const uploadedBefore = renderer.stats.uploadedBytes
  for (const tx of block.slice(0, 20)) scene.setHover(tx.txid, performance.now(), 0)
  scene.setHover(undefined, performance.now(), 0)
  renderer.drawNow()
  const deltaBytes = renderer.stats.uploadedBytes - uploadedBefore
  renderer.destroy()
  return { fade, replace, submit, draw, bytesPerInstance: renderer.bytesPerInstance, deltaBytes }
}
