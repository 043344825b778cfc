// Child process for the SIGKILL persistence test: builds a node, mines one block, reports it, then hangs.
import { startTestNode } from './test-support'

const dir = process.argv[2] as string
const t = await startTestNode({ seed: 'kill', dataDir: dir })
const block = t.net.mineBlock()
process.stdout.write(`MINED ${block.id}\n`)
setInterval(() => undefined, 1_000)
