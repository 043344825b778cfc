// The data folder must exist and accept writes before the simulation opens its databases in it;
// checking up front turns a deep SQLite error into one clear sentence.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export class DataDirError extends Error {}

/** Creates `dir` if needed and proves it is writable; returns the absolute path. */
export function ensureWritableDataDir(dir: string): string {
  const abs = resolve(dir)
  try {
    mkdirSync(abs, { recursive: true })
    const probe = join(abs, `.write-probe-${process.pid}`)
    writeFileSync(probe, '')
    rmSync(probe)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error'
    throw new DataDirError(
      `data dir ${abs} is not writable (${code}); choose another with --data-dir`,
    )
  }
  return abs
}
