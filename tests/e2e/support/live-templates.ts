// A simulation's first start (history, backlog, warm-up blocks) takes a minute or two on the test machine, and
// most live specs ask for the same few simulations. So each distinct {seed, block interval, networks} is first
// started once per Playwright run, in a template data dir, and every server with those settings starts from a
// copy of it: the server then resumes from SQLite in seconds. Playwright's global setup names the run's
// template folder (LIVE_TEMPLATES_DIR) and its teardown deletes it; without it every server starts from scratch.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, serverArgs, spawnServer, stopServer } from './spawn-server'
import type { Simulation } from './spawn-server'

export const TEMPLATES_ENV = 'LIVE_TEMPLATES_DIR'
/** Marks a template whose first start finished and whose server shut down cleanly. */
const COMPLETE = '.complete'
const FIRST_START_TIMEOUT_MS = 400_000

const templateName = (simulation: Simulation): string =>
  `seed-${simulation.seed}-every-${simulation.blockIntervalS}s-${simulation.networks.replace(/[^a-z0-9]+/gi, '-')}`

/** Fills the empty `dataDir` with a copy of the simulation's template, making the template first if needed. */
export async function copyTemplate(simulation: Simulation, dataDir: string): Promise<void> {
  const root = process.env[TEMPLATES_ENV]
  if (!root) return
  const template = join(root, templateName(simulation))
  if (!existsSync(join(template, COMPLETE))) await makeTemplate(simulation, template)
  for (const file of readdirSync(template))
    if (file !== COMPLETE) copyFileSync(join(template, file), join(dataDir, file))
}

async function makeTemplate(simulation: Simulation, template: string): Promise<void> {
  mkdirSync(template, { recursive: true })
  const started = Date.now()
  const child = await spawnServer(
    serverArgs(await freePort(), template, simulation),
    FIRST_START_TIMEOUT_MS,
    () => {},
  )
  await stopServer(child)
  writeFileSync(join(template, COMPLETE), `${Date.now() - started} ms\n`)
}
