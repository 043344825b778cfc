// Starts the real embedded server (src/server/main.ts through tsx) as a child process and waits for its
// "listening on" line; the command line for a port, a data dir and a simulation.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

export interface Simulation {
  seed: number
  /** Mean seconds between blocks. */
  blockIntervalS: number
  /** e.g. 'mainnet' or 'mainnet,testnet'. */
  networks: string
}

export function serverArgs(port: number, dataDir: string, simulation: Simulation): string[] {
  // `node --import tsx` = `npx tsx`, but one process, so SIGTERM reaches the server itself.
  return [
    '--import',
    'tsx',
    'src/server/main.ts',
    '--port',
    String(port),
    '--data-dir',
    dataDir,
    '--seed',
    String(simulation.seed),
    '--block-interval',
    String(simulation.blockIntervalS),
    '--networks',
    simulation.networks,
    // every browser test comes from 127.0.0.1: lift the per-address limits (their own tests set them)
    '--ws-per-ip',
    '0',
    '--http-rate-per-ip',
    '0',
  ]
}

/** The running server once it listens; rejects with everything it printed when it exits or is too slow. */
export async function spawnServer(
  args: readonly string[],
  timeoutMs: number,
  onOutput: (text: string) => void,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString()
      output += text
      onOutput(text)
      if (/listening on/.test(output.slice(-2000))) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with code ${code}:\n${output}`))
    })
  })
  return child
}

/** SIGTERM (the server saves and closes its databases), SIGKILL after 10 s; resolves once it exited. */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
