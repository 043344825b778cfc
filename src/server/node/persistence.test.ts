import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { NetworkDriver } from './network'
import { startTestNode } from './test-support'

describe('determinism', () => {
  it('builds the same chain from the same seed, and a different one from another seed', async () => {
    const a = await startTestNode({ seed: 'same' })
    const b = await startTestNode({ seed: 'same' })
    const c = await startTestNode({ seed: 'other' })
    try {
      expect(a.net.tip().id).toBe(b.net.tip().id)
      expect(a.net.mempoolTxids()).toEqual(b.net.mempoolTxids())
      expect(a.net.blockSummary(a.net.tip().id)).toEqual(b.net.blockSummary(b.net.tip().id))
      expect(c.net.tip().id).not.toBe(a.net.tip().id)
    } finally {
      a.cleanup()
      b.cleanup()
      c.cleanup()
    }
  }, 120_000)
})

describe('persistence', () => {
  it('resumes the same tip, block txs and mempool after a restart', async () => {
    const first = await startTestNode({ seed: 'restart' })
    const dir = first.dir
    first.net.mineBlock()
    const tip = first.net.tip()
    const summary = first.net.blockSummary(tip.id)
    const oldHash = first.net.blockHashAt(tip.height - 5) as string
    const oldTxs = first.net.blockTxs(oldHash, 0, 10)
    const mempool = [...first.net.mempoolTxids()].sort()
    first.node.close()
    // a different --seed on restart keeps the stored one (wallets must own the stored outputs)
    const second = await startTestNode({ seed: 'not-the-same', dataDir: dir })
    try {
      expect(second.net.tip()).toEqual(tip)
      expect(second.net.blockSummary(tip.id)).toEqual(summary)
      expect(second.net.blockTxs(oldHash, 0, 10)).toEqual(oldTxs)
      expect([...second.net.mempoolTxids()].sort()).toEqual(mempool)
      const driver = second.net as typeof second.net & NetworkDriver
      const size = second.net.mempoolTxids().length
      driver.tick(tip.timestamp, tip.timestamp + 30)
      expect(second.net.mempoolTxids().length).toBeGreaterThan(size)
      const next = second.net.mineBlock()
      expect(next.previousblockhash).toBe(tip.id)
    } finally {
      second.cleanup()
    }
  }, 120_000)

  it('keeps a committed block when the process is killed with SIGKILL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mpw-kill-'))
    try {
      const script = join(import.meta.dirname, 'kill-child.fixture.ts')
      const child = spawn(process.execPath, ['--import', 'tsx', script, dir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const minedHash = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          const m = /MINED ([0-9a-f]{64})/.exec(out)
          if (m) resolve(m[1] as string)
        })
        child.on('exit', (code) => reject(new Error(`child exited early (${code})`)))
      })
      child.kill('SIGKILL')
      await new Promise((resolve) => child.on('exit', resolve))
      const reopened = await startTestNode({ seed: 'kill', dataDir: dir })
      expect(reopened.net.tip().id).toBe(minedHash)
      reopened.node.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
