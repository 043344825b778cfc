// Runs the real embedded server (src/server/main.ts through tsx) as a child process for live browser tests:
// a free port, a temporary data dir, a fixed seed and a short block interval. It can be stopped and started
// again on the same port and data dir, to test that widgets reconnect by themselves.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copyTemplate } from './live-templates'
import { freePort, serverArgs, spawnServer, stopServer } from './spawn-server'

export interface LiveServerOptions {
  /** Mean seconds between blocks. */
  blockIntervalS?: number
  seed?: number
  networks?: string
  /** How long to wait for the "listening" line, ms. */
  startTimeoutMs?: number
}

export interface LiveServer {
  readonly url: string
  readonly port: number
  readonly dataDir: string
  /** Everything the server printed (stdout and stderr). */
  readonly output: string
  start(): Promise<void>
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>
  /** Stops and deletes the data dir. */
  dispose(): Promise<void>
}

export async function createLiveServer(options: LiveServerOptions = {}): Promise<LiveServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'mempool-live-'))
  const simulation = {
    seed: options.seed ?? 1,
    blockIntervalS: options.blockIntervalS ?? 5,
    networks: options.networks ?? 'mainnet',
  }
  const timeoutMs = options.startTimeoutMs ?? 90_000
  let child: ChildProcess | undefined
  let output = ''
  let started = false

  const server: LiveServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    get output() {
      return output
    },
    async start() {
      // The first start of a simulation takes a minute or two; later servers with the same settings resume a
      // copy of the first one's data (live-templates.ts) in seconds.
      if (!started) await copyTemplate(simulation, dataDir)
      started = true
      child = await spawnServer(serverArgs(port, dataDir, simulation), timeoutMs, (text) => {
        output += text
      })
    },
    async stop() {
      const running = child
      child = undefined
      await stopServer(running)
    },
    async dispose() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return server
}

/** The hooks of a spec file or describe block (Playwright's `test`, or a test type extended from it). */
interface SpecHooks {
  beforeAll(hook: () => Promise<void>): void
  afterAll(hook: () => Promise<void>): void
  setTimeout(timeoutMs: number): void
}

/** Time for a first start on a shared machine (later starts with the same settings resume in seconds). */
const SPEC_START_TIMEOUT_MS = 400_000

/**
 * The spec's live server: created and started before its first test (a first start may take minutes), disposed
 * after its last. The returned object stands for it once started.
 */
export function liveServerForSpec(test: SpecHooks, options: LiveServerOptions = {}): LiveServer {
  let current: LiveServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(SPEC_START_TIMEOUT_MS + 20_000)
    current = await createLiveServer({ startTimeoutMs: SPEC_START_TIMEOUT_MS, ...options })
    await current.start()
  })
  test.afterAll(async () => {
    await current?.dispose()
  })
  const started = (): LiveServer => {
    if (!current) throw new Error('the live server is started in beforeAll')
    return current
  }
  return {
    get url() {
      return started().url
    },
    get port() {
      return started().port
    },
    get dataDir() {
      return started().dataDir
    },
    get output() {
      return started().output
    },
    start: () => started().start(),
    stop: () => started().stop(),
    dispose: () => started().dispose(),
  }
}
