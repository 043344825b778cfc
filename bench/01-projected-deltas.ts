// 1,000 realistic deltas on a 5,000-tx projected block, through the real store with a subscriber
// attached (goal: ≤ 0.5 ms per delta). Tuples are shaped like the recorded ones (reference §1.5).
import { performance } from 'node:perf_hooks'
import type { MempoolDeltaChange, TransactionCompressed } from '../src/core/api/compressed'
import { createFakeSocket } from '../src/core/stores/fake-socket'
import { createStores } from '../src/core/stores/index'

const BLOCK_TXS = 5_000
const DELTAS = 1_000
const PER_DELTA = { added: 30, removed: 30, changed: 40 }

// Deterministic PRNG (mulberry32) so runs compare.
let seed = 0x5eed
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const hex64 = (): string =>
  Array.from({ length: 8 }, () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('')
const round2 = (x: number): number => Math.round(x * 100) / 100
// Common flag sets from recorded data (sighash_all = 2^40 plus address and version bits).
const FLAGS = [
  1099511645193, 1099511628809, 1099511631877, 1099511631881, 8796093038616, 1099511697417,
]

function tuple(): TransactionCompressed {
  const weight = 400 + Math.floor(random() * 2_400)
  const vsize = weight / 4
  const rate = round2(1 + random() * 40)
  const fee = Math.round(rate * vsize)
  const base: TransactionCompressed = [
    hex64(),
    fee,
    vsize,
    Math.floor(random() * 1e8),
    rate,
    FLAGS[Math.floor(random() * FLAGS.length)] ?? 1,
    1743541000 + Math.floor(random() * 900),
  ]
  return random() < 0.01 ? [...base, 1] : base
}

const socket = createFakeSocket()
const stores = createStores({
  socket,
  rest: { request: () => Promise.reject(new Error('unused')) },
  network: 'mainnet',
})
const $block = stores.projectedBlock(0)
let notifications = 0
let lastSize = 0
const stop = $block.listen((value) => {
  notifications++
  lastSize = value.txs.size
})

const initial = Array.from({ length: BLOCK_TXS }, tuple)
const live = initial.map((t) => t[0])
let sequence = 80_000
socket.emit({ 'projected-block-transactions': { index: 0, sequence, blockTransactions: initial } })

// Prepare every delta first so only the store's work is timed.
const frames = Array.from({ length: DELTAS }, () => {
  const removed: string[] = []
  for (let i = 0; i < PER_DELTA.removed; i++) {
    const at = Math.floor(random() * live.length)
    removed.push(live[at] ?? '')
    live[at] = live[live.length - 1] ?? ''
    live.pop()
  }
  const changed: MempoolDeltaChange[] = Array.from({ length: PER_DELTA.changed }, () => [
    live[Math.floor(random() * live.length)] ?? '',
    round2(1 + random() * 40),
    FLAGS[0] ?? 1,
    random() < 0.02 ? 1 : 0,
  ])
  const added = Array.from({ length: PER_DELTA.added }, tuple)
  for (const t of added) live.push(t[0])
  sequence += 1
  return {
    'projected-block-transactions': { index: 0, sequence, delta: { added, removed, changed } },
  }
})

const start = performance.now()
for (const frame of frames) socket.emit(frame)
const totalMs = performance.now() - start
stop()

const state = $block.get()
// A gap or a lost tx would make the figures meaningless: check the state before printing.
if (
  state.sequence !== sequence ||
  lastSize !== BLOCK_TXS ||
  notifications !== DELTAS + 1 ||
  socket.sent.length !== 0
) {
  console.error('benchmark state is wrong', {
    sequence: state.sequence,
    expected: sequence,
    lastSize,
    notifications,
  })
  process.exit(1)
}

console.log(
  `projected block: ${BLOCK_TXS} txs, ${DELTAS} deltas of ${PER_DELTA.added} added / ${PER_DELTA.removed} removed / ${PER_DELTA.changed} changed`,
)
console.log(
  `total ${totalMs.toFixed(1)} ms, ${((totalMs / DELTAS) * 1000).toFixed(1)} µs per delta (goal ≤ 500 µs)`,
)
