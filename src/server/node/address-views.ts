// Address and scripthash answers (esplora shapes), all looked up through sha256(scriptPubKey).
import * as bitcoin from 'bitcoinjs-lib'
import type {
  AddressInfo,
  AddressTxSummary,
  AddressValidation,
  ChainStats,
  Transaction,
  Utxo,
} from '../../core/wire'
import {
  bytesToHex,
  isPubkeyHex,
  normalizeAddress,
  p2pkScriptHex,
  scriptHash,
} from '../../core/wire'
import { addressScript, bitcoinjsNetwork, scriptType } from '../tx/script'
import type { NetworkSim } from './network-sim'
import type { ProjectionIndex } from './projection-state'
import type { MempoolEntry } from '../mempool/entry'
import { confirmedStatus, findTx, mempoolWireTx } from './tx-views'

interface TouchRow {
  txid: string
  vout: number
  value: number
  spent_txid: string | null
  c_state: number
  c_height: number | null
  c_pos: number | null
  c_seen: number
  s_state: number | null
  s_height: number | null
  s_pos: number | null
  s_seen: number | null
}

export interface TxTouch {
  txid: string
  confirmed: boolean
  height: number
  pos: number
  seen: number
  /** Net sats for the script. */
  value: number
}

const statements = new WeakMap<NetworkSim, { touches: (sh: string) => TouchRow[] }>()

function touchRows(sim: NetworkSim, scripthash: string): TouchRow[] {
  let s = statements.get(sim)
  if (!s) {
    const stmt = sim.store.db.prepare<[string], TouchRow>(
      'SELECT o.txid, o.vout, o.value, o.spent_txid, c.state AS c_state, c.height AS c_height, c.pos AS c_pos, c.first_seen AS c_seen, ' +
        's.state AS s_state, s.height AS s_height, s.pos AS s_pos, s.first_seen AS s_seen ' +
        'FROM outputs o JOIN txs c ON c.txid = o.txid LEFT JOIN txs s ON s.txid = o.spent_txid WHERE o.scripthash = ?',
    )
    s = { touches: (sh) => stmt.all(sh) }
    statements.set(sim, s)
  }
  return s.touches(scripthash).filter((r) => r.c_state === 0 || r.c_state === 1)
}

function emptyStats(): ChainStats {
  return {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  }
}

/** Script hash of an address (or null when it is not an address of this network). */
export function scripthashOfAddress(sim: NetworkSim, addr: string): string | null {
  const script = addressScript(addr, sim.network)
  return script ? scriptHash(script) : null
}

export function scriptStats(sim: NetworkSim, scripthash: string, label: string): AddressInfo {
  const chain = emptyStats()
  const mempool = emptyStats()
  const chainTxs = new Set<string>()
  const mempoolTxs = new Set<string>()
  for (const r of touchRows(sim, scripthash)) {
    const funded = r.c_state === 1 ? chain : mempool
    funded.funded_txo_count++
    funded.funded_txo_sum += r.value
    ;(r.c_state === 1 ? chainTxs : mempoolTxs).add(r.txid)
    if (r.spent_txid && (r.s_state === 0 || r.s_state === 1)) {
      const spent = r.s_state === 1 ? chain : mempool
      spent.spent_txo_count++
      spent.spent_txo_sum += r.value
      ;(r.s_state === 1 ? chainTxs : mempoolTxs).add(r.spent_txid)
    }
  }
  chain.tx_count = chainTxs.size
  mempool.tx_count = mempoolTxs.size
  return { address: label, chain_stats: chain, mempool_stats: mempool }
}

/** Txs touching the script, newest first (mempool by first-seen, then confirmed by height/position). */
export function touches(sim: NetworkSim, scripthash: string): TxTouch[] {
  const byTx = new Map<string, TxTouch>()
  const touch = (
    txid: string,
    state: number,
    height: number | null,
    pos: number | null,
    seen: number,
    delta: number,
  ): void => {
    const t = byTx.get(txid) ?? {
      txid,
      confirmed: state === 1,
      height: height ?? 0,
      pos: pos ?? 0,
      seen,
      value: 0,
    }
    t.value += delta
    byTx.set(txid, t)
  }
  for (const r of touchRows(sim, scripthash)) {
    touch(r.txid, r.c_state, r.c_height, r.c_pos, r.c_seen, r.value)
    if (r.spent_txid && (r.s_state === 0 || r.s_state === 1))
      touch(r.spent_txid, r.s_state, r.s_height, r.s_pos, r.s_seen ?? 0, -r.value)
  }
  const list = [...byTx.values()]
  const mem = list.filter((t) => !t.confirmed).sort((a, b) => b.seen - a.seen)
  const conf = list.filter((t) => t.confirmed).sort((a, b) => b.height - a.height || b.pos - a.pos)
  return [...mem, ...conf]
}

function afterIndex(list: TxTouch[], afterTxid?: string): number {
  if (!afterTxid) return 0
  const i = list.findIndex((t) => t.txid === afterTxid)
  return i < 0 ? list.length : i + 1
}

export function scriptTxs(
  sim: NetworkSim,
  sh: string,
  p: ProjectionIndex | null,
  mode: 'all' | 'chain' | 'mempool',
  afterTxid?: string,
): Transaction[] {
  return txsPage(sim, touches(sim, sh), p, mode, afterTxid)
}

/** Txs touching any of the scripts, each once (values summed), newest first as for one script. */
export function mergedTouches(sim: NetworkSim, hashes: readonly string[]): TxTouch[] {
  if (hashes.length === 1) return touches(sim, hashes[0] ?? '')
  const byTx = new Map<string, TxTouch>()
  for (const hash of new Set(hashes))
    for (const t of touches(sim, hash)) {
      const seen = byTx.get(t.txid)
      if (seen) seen.value += t.value
      else byTx.set(t.txid, { ...t })
    }
  const list = [...byTx.values()]
  const mem = list.filter((t) => !t.confirmed).sort((a, b) => b.seen - a.seen)
  const conf = list.filter((t) => t.confirmed).sort((a, b) => b.height - a.height || b.pos - a.pos)
  return [...mem, ...conf]
}

/** One page of full txs (esplora paging): up to 50 mempool + 25 confirmed, or 25 confirmed after a txid. */
export function txsPage(
  sim: NetworkSim,
  all: TxTouch[],
  p: ProjectionIndex | null,
  mode: 'all' | 'chain' | 'mempool',
  afterTxid?: string,
): Transaction[] {
  const mem = all.filter((t) => !t.confirmed)
  const conf = all.filter((t) => t.confirmed)
  let picked: TxTouch[]
  if (mode === 'mempool') picked = mem.slice(0, 50)
  else if (mode === 'chain' || afterTxid)
    picked = conf.slice(afterIndex(conf, afterTxid), afterIndex(conf, afterTxid) + 25)
  else picked = [...mem.slice(0, 50), ...conf.slice(0, 25)]
  return picked
    .map((t) =>
      sim.graph.get(t.txid)
        ? mempoolWireTx(sim, sim.graph.get(t.txid) as MempoolEntry, p)
        : findTx(sim, t.txid),
    )
    .filter((t): t is Transaction => t !== null)
}

export function scriptTxsSummary(
  sim: NetworkSim,
  sh: string,
  afterTxid?: string,
): AddressTxSummary[] {
  return summaryPage(sim, touches(sim, sh), afterTxid)
}

/** One page (100) of summaries after `afterTxid`. */
export function summaryPage(
  sim: NetworkSim,
  all: TxTouch[],
  afterTxid?: string,
): AddressTxSummary[] {
  return all.slice(afterIndex(all, afterTxid), afterIndex(all, afterTxid) + 100).map((t) => {
    const item: AddressTxSummary = {
      txid: t.txid,
      value: t.value,
      height: t.confirmed ? t.height : 0,
      time: t.confirmed ? (sim.chain.at(t.height)?.block.timestamp ?? t.seen) : t.seen,
    }
    if (t.confirmed) item.tx_position = t.pos
    return item
  })
}

export function scriptUtxo(sim: NetworkSim, sh: string): Utxo[] {
  return touchRows(sim, sh)
    .filter((r) => !r.spent_txid || (r.s_state !== 0 && r.s_state !== 1))
    .map((r) => ({
      txid: r.txid,
      vout: r.vout,
      value: r.value,
      status:
        r.c_state === 1 && r.c_height !== null
          ? confirmedStatus(sim, r.c_height)
          : { confirmed: false },
    }))
}

export function validateAddress(sim: NetworkSim, addr: string): AddressValidation {
  const script = addressScript(addr, sim.network)
  if (!script) return { isvalid: false, error: 'Invalid or unsupported address' }
  const type = scriptType(script)
  const witness =
    type.startsWith('v0_') || type === 'v1_p2tr' || type === 'anchor' || type === 'unknown'
  const result: AddressValidation = {
    isvalid: true,
    address: addr,
    scriptPubKey: bytesToHex(script),
    isscript: type === 'p2sh' || type === 'v0_p2wsh',
    iswitness: witness,
  }
  if (witness) {
    result.witness_version = script[0] === 0 ? 0 : (script[0] ?? 0x50) - 0x50
    result.witness_program = bytesToHex(script.subarray(2))
  }
  return result
}

/** Canonical scriptPubKey hex for tracking: the core's canonical address form, or a raw pubkey's P2PK script. */
export function scriptPubKeyOf(sim: NetworkSim, value: string): string | null {
  const canonical = normalizeAddress(value)
  if (isPubkeyHex(canonical)) return p2pkScriptHex(canonical)
  try {
    return bytesToHex(bitcoin.address.toOutputScript(canonical, bitcoinjsNetwork(sim.network)))
  } catch {
    return null
  }
}

export function addressPrefix(sim: NetworkSim, prefix: string): string[] {
  const out: string[] = []
  for (const w of sim.wallets.wallets) {
    for (const k of w.keys)
      if (k.address.startsWith(prefix) && !out.includes(k.address)) out.push(k.address)
  }
  return out.sort().slice(0, 10)
}
