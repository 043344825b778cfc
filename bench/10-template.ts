// Block-template engine speed on seeded synthetic mempools (20 % CPFP children, 2 % sigop-heavy txs):
// full 8-block templates on 20,000 and 300,000 txs, and the rebuild after +50 txs on 20,000.
// Each figure is the median of several runs: wall time and this process's CPU time (the latter is steadier on a
// shared machine).
import { TemplateEngine } from '../src/server/template/engine'
import { syntheticMempool } from '../src/server/template/synthetic-mempool'
import type { TemplateTx } from '../src/server/template/types'
import { measure } from './support/measure'
import type { Sample } from './support/measure'

function median(samples: Sample[]): Sample {
  const pick = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  return { wall: pick(samples.map((s) => s.wall)), cpu: pick(samples.map((s) => s.cpu)) }
}

const show = (s: Sample) => `${s.wall.toFixed(2)} ms wall, ${s.cpu.toFixed(2)} ms CPU`

interface FullTimes {
  load: Sample
  build: Sample
  rebuild: Sample
  blocks: number
}

// build: the first template of a freshly loaded engine (its initial score sort included; the working buffers are
// sized while the txs load);
// rebuild: every block recomputed over the whole mempool again after one more tx arrives (steady state)
function fullTemplate(txs: readonly TemplateTx[], engines: number, rebuildRuns: number): FullTimes {
  const loads: Sample[] = []
  const builds: Sample[] = []
  const rebuilds: Sample[] = []
  const extra = syntheticMempool({ count: rebuildRuns, seed: 99 })
  let blocks = 0
  let engine = new TemplateEngine()
  for (let r = 0; r < engines; r++) {
    engine = new TemplateEngine()
    loads.push(measure(() => engine.add(txs)))
    builds.push(measure(() => (blocks = engine.build().length)))
  }
  for (let r = 0; r < rebuildRuns; r++) {
    rebuilds.push(
      measure(() => {
        engine.add([extra[r]!])
        engine.build()
      }),
    )
  }
  return { load: median(loads), build: median(builds), rebuild: median(rebuilds), blocks }
}

function update(count: number, added: number, runs: number): Sample {
  // steady state: each update brings `added` new txs and drops as many old ones
  const all = syntheticMempool({ count: count + added * runs, seed: 7 })
  const engine = new TemplateEngine()
  engine.add(all.slice(0, count))
  engine.build()
  const samples: Sample[] = []
  for (let r = 0; r < runs; r++) {
    const batch = all.slice(count + r * added, count + (r + 1) * added)
    const gone = all.slice(r * added, (r + 1) * added).map((t) => t.txid)
    samples.push(
      measure(() => {
        engine.remove(gone)
        engine.add(batch)
        engine.build()
      }),
    )
  }
  return median(samples.slice(runs / 5)) // after warm-up
}

function report(label: string, goal: string, times: FullTimes): void {
  console.log(`${label} (${times.blocks} blocks), goal ${goal}:`)
  console.log(`  first build ${show(times.build)}; full rebuild ${show(times.rebuild)}`)
  console.log(`  loading the txs into the engine: ${show(times.load)}`)
}

const small = syntheticMempool({ count: 20_000, seed: 42 })
fullTemplate(small, 3, 3) // warm-up
report('20,000 txs', '≤ 10 ms', fullTemplate(small, 9, 21))
// the update runs before the 300,000-tx case, whose garbage would otherwise land in these small timings
console.log(`update +50/−50 txs on 20,000, rebuild: ${show(update(20_000, 50, 100))} (goal ≤ 2 ms)`)
report(
  '300,000 txs',
  '≤ 150 ms',
  fullTemplate(syntheticMempool({ count: 300_000, seed: 42 }), 3, 9),
)
