// The block graph in Chromium (issue 9 bench): frame time while 60,000 squares animate (every square of a
// 60,000-tx block moving at once, the transitions computed in the vertex shader), the cost of one upload +
// draw of that scene waited on with readPixels, and GPU bytes per transaction (the instance record) with
// what a 20-square recolour uploads. WebGL runs through SwiftShader here (CPU rasterising), so the draw
// figures are an upper bound for a machine with a GPU. Prints figures against goals, never fails on them.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import playwrightConfig from '../playwright.config'
import type { FrameFigures } from './support/block-graph-frame-entry'

const SQUARES = 60_000
const DURATION_MS = 1_000
const FRAME_GOAL_MS = 1000 / 60
const BYTES_GOAL = 64
const MEMPOOL_SPACE_BYTES_PER_TX = 720

declare global {
  interface Window {
    FrameBench: { run(count: number, durationMs: number): Promise<FrameFigures> }
  }
}

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN
}
const ms = (value: number) => `${value.toFixed(1)} ms`
const verdict = (ok: boolean) => (ok ? 'ok' : 'over goal')

async function main(): Promise<void> {
  const bundle = await build({
    entryPoints: ['bench/support/block-graph-frame-entry.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'FrameBench',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  })
  // The theme tokens the scene reads, on the page root instead of a widget's :host.
  const tokens = readFileSync('src/widgets/themes/dark.css', 'utf8').replace(/:host/g, ':root')
  const launch = playwrightConfig.use?.launchOptions ?? {}
  const browser = await chromium.launch(launch)
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 800 } })
    await page.setContent(
      `<!doctype html><html><head><style>${tokens}</style></head><body style="margin:0">
       <canvas style="display:block;width:600px;height:600px"></canvas></body></html>`,
    )
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' })
    const figures = await page.evaluate(
      ({ count, duration }) => window.FrameBench.run(count, duration),
      { count: SQUARES, duration: DURATION_MS },
    )
    report(figures)
  } finally {
    await browser.close()
  }
}

function report(f: FrameFigures): void {
  const animation = (name: string, a: FrameFigures['fade']) => {
    const median = quantile(a.gaps, 0.5)
    console.log(
      `frame time, ${name} (${a.instances.toLocaleString('en')} instances, ${DURATION_MS} ms): ` +
        `median ${ms(median)}, p95 ${ms(quantile(a.gaps, 0.95))} over ${a.gaps.length} frames ` +
        `— goal ≤ ${ms(FRAME_GOAL_MS)}: ${verdict(median <= FRAME_GOAL_MS + 0.5)}`,
    )
  }
  animation(`all ${SQUARES.toLocaleString('en')} squares fade (goggles on)`, f.fade)
  animation('the block leaves towards the chain while its copy arrives', f.replace)
  console.log(
    `one frame of the moving scene: CPU (submit) median ${ms(quantile(f.submit, 0.5))}; ` +
      `waited on (readPixels) median ${ms(quantile(f.draw, 0.5))} — the rest is SwiftShader rasterising`,
  )
  console.log(
    `GPU bytes per tx: ${f.bytesPerInstance} — goal ≤ ${BYTES_GOAL}: ` +
      `${verdict(f.bytesPerInstance <= BYTES_GOAL)} (mempool.space: ${MEMPOOL_SPACE_BYTES_PER_TX})`,
  )
  console.log(
    `upload after recolouring 20 squares: ${f.deltaBytes.toLocaleString('en')} bytes ` +
      `(${(f.deltaBytes / 20).toFixed(0)} per square; mempool.space re-sends the whole buffer: ` +
      `${(SQUARES * MEMPOOL_SPACE_BYTES_PER_TX).toLocaleString('en')} bytes)`,
  )
}

await main()
