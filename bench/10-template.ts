// Block-template engine speed: full 8-block template on 20,000 and 300,000 txs, and an update after +50 txs.
import { TemplateEngine } from '../src/server/template/engine'
import { syntheticMempool } from '../src/server/template/synthetic-mempool'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function timeFull(count: number, runs: number): { ms: number; blocks: number } {
  const txs = syntheticMempool({ count, seed: 42 })
  const times: number[] = []
  let blocks = 0
  for (let r = 0; r < runs; r++) {
    const start = performance.now()
    const engine = new TemplateEngine()
    engine.add(txs)
    blocks = engine.build().length
    times.push(performance.now() - start)
  }
  return { ms: median(times), blocks }
}

function timeUpdate(count: number, added: number, runs: number): number {
  const all = syntheticMempool({ count: count + added * runs, seed: 7 })
  const engine = new TemplateEngine()
  engine.add(all.slice(0, count))
  engine.build()
  const times: number[] = []
  for (let r = 0; r < runs; r++) {
    const batch = all.slice(count + r * added, count + (r + 1) * added)
    const start = performance.now()
    engine.add(batch)
    engine.build()
    times.push(performance.now() - start)
  }
  return median(times)
}

timeFull(20_000, 3) // warm-up
const small = timeFull(20_000, 9)
console.log(
  `full template, 20,000 txs: ${small.ms.toFixed(2)} ms median (${small.blocks} blocks; goal ≤ 10 ms)`,
)
const large = timeFull(300_000, 5)
console.log(
  `full template, 300,000 txs: ${large.ms.toFixed(1)} ms median (${large.blocks} blocks; goal ≤ 150 ms)`,
)
const update = timeUpdate(20_000, 50, 21)
console.log(`update +50 txs on 20,000: ${update.toFixed(2)} ms median (goal ≤ 2 ms)`)
