// Runs the real embedded server (src/server/main.ts through tsx) as a child process for live browser tests:
// a free port, a temporary data dir, a fixed seed and a short block interval. It can be stopped and started
// again on the same port and data dir, to test that widgets reconnect by themselves.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

export async function createLiveServer(options: LiveServerOptions = {}): Promise<LiveServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'mempool-live-'))
  // `node --import tsx` = `npx tsx`, but one process, so SIGTERM reaches the server itself.
  const args = [
    '--import',
    'tsx',
    'src/server/main.ts',
    '--port',
    String(port),
    '--data-dir',
    dataDir,
    '--seed',
    String(options.seed ?? 1),
    '--block-interval',
    String(options.blockIntervalS ?? 5),
    '--networks',
    options.networks ?? 'mainnet',
    // every browser test comes from 127.0.0.1: lift the per-address limits (their own tests set them)
    '--ws-per-ip',
    '0',
    '--http-rate-per-ip',
    '0',
  ]
  let child: ChildProcess | undefined
  let output = ''

  const server: LiveServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    get output() {
      return output
    },
    async start() {
      const process = spawn(globalThis.process.execPath, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child = process
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `server did not start within ${options.startTimeoutMs ?? 90_000} ms:\n${output}`,
              ),
            ),
          options.startTimeoutMs ?? 90_000,
        )
        const onData = (chunk: Buffer): void => {
          output += chunk.toString()
          if (/listening on/.test(output.slice(-2000))) {
            clearTimeout(timer)
            resolve()
          }
        }
        process.stdout?.on('data', onData)
        process.stderr?.on('data', onData)
        process.once('exit', (code) => {
          clearTimeout(timer)
          reject(new Error(`server exited with code ${code}:\n${output}`))
        })
      })
    },
    async stop() {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null) return
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      running.kill('SIGTERM')
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
    async dispose() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return server
}
