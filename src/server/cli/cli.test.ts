// Spawns `npm start`'s entry point to check the failures a user sees first: taken port, unwritable data dir,
// bad options — each with a clear message and a non-zero exit code.
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

function runMain(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}

let blocker: Server
let takenPort = 0
const scratch = mkdtempSync(join(tmpdir(), 'mpw-cli-'))

beforeAll(async () => {
  blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  const address = blocker.address()
  takenPort = typeof address === 'object' && address ? address.port : 0
})
afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

describe('npm start failures', () => {
  it('exits non-zero with a clear message when the port is taken', async () => {
    const { code, stderr } = await runMain([
      '--port',
      String(takenPort),
      '--data-dir',
      join(scratch, 'data'),
    ])
    expect(code).not.toBe(0)
    expect(stderr).toContain(`port ${takenPort} on 127.0.0.1 is already in use`)
  })

  it('exits non-zero with a clear message when the data dir cannot be written', async () => {
    const file = join(scratch, 'a-file')
    writeFileSync(file, '')
    const { code, stderr } = await runMain(['--port', '0', '--data-dir', join(file, 'data')])
    expect(code).not.toBe(0)
    expect(stderr).toMatch(/data dir .* is not writable/)
  })

  it('exits 2 on a bad site toggle, naming the option', async () => {
    const { code, stderr } = await runMain(['--audit=maybe'])
    expect(code).toBe(2)
    expect(stderr).toContain('--audit (AUDIT) must be true or false, got "maybe"')
  })

  it('exits 2 on a bad option value', async () => {
    const { code, stderr } = await runMain(['--tx-rate', 'fast'])
    expect(code).toBe(2)
    expect(stderr).toContain('--tx-rate must be a number')
  })
})
