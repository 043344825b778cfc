// A Vite plugin serving `virtual:recorded-frames`: the recorded mainnet WebSocket frames, read at build time
// from ../shared/fixtures/mempool-recorded (never committed). When the folder is absent the module says so
// and stories show a "recorded frames not available" note instead.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { recordedDir } from '../tests/fixtures/recorded'

/** Recorded WebSocket frames the stories replay, by name → path inside the recorded folder. */
const frameFiles: Record<string, string> = {
  mainnetInit: 'frontend/cypress/fixtures/mainnet_mempoolInfo.json',
  blocks: 'frontend/cypress/fixtures/details_rbf/tx01_ws_blocks_01.json',
  mempoolBlocks: 'frontend/cypress/fixtures/details_rbf/tx01_ws_mempool_blocks_01.json',
  newBlock: 'frontend/cypress/fixtures/details_rbf/tx02_ws_block.json',
}

const id = 'virtual:recorded-frames'

export function recordedFrames(): Plugin {
  return {
    name: 'mempool-recorded-frames',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null
      const paths = Object.values(frameFiles).map((path) => join(recordedDir, path))
      if (!paths.every((path) => existsSync(path))) {
        return `export default ${JSON.stringify({ available: false, dir: recordedDir, frames: {} })}`
      }
      for (const path of paths) this.addWatchFile(path)
      const frames = Object.fromEntries(
        Object.entries(frameFiles).map(([name, path]) => [
          name,
          JSON.parse(readFileSync(join(recordedDir, path), 'utf8')),
        ]),
      )
      return `export default ${JSON.stringify({ available: true, dir: recordedDir, frames })}`
    },
  }
}
