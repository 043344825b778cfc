// The flags of a full transaction as the explorer's transaction page computes them in the browser (the REST
// transaction carries no `flags`): version, RBF signalling, address types, data carriers, inscriptions,
// sighash types, standardness and the consolidation / batch / coinjoin heuristics, plus the relationship flags
// the page knows from its CPFP and RBF answers. Only the wire JSON is read (asm and hex), so this stays light.
// Curve-point validity of keys is not checked here: a fake pubkey is one of the known burn keys.
import type { Transaction, Vin, Vout } from '../api/transaction'
import { scriptTypeFlag, withFlags } from './flags'
import type { TxFlagName } from './flags'

export interface TxRelations {
  /** The tx has in-mempool descendants paying for it. */
  readonly hasDescendants?: boolean
  /** The tx has unconfirmed ancestors it pays for. */
  readonly hasAncestors?: boolean
  /** The tx replaced others (RBF). */
  readonly isReplacement?: boolean
  readonly accelerated?: boolean
}

const BURN_KEYS = new Set([
  '02' + '22'.repeat(32),
  '03' + '33'.repeat(32),
  '02'.repeat(33),
  '03'.repeat(33),
])

const MAX_STANDARD_WEIGHT = 400_000
const MIN_STANDARD_SIZE = 65
const PUSH = /^OP_PUSH(BYTES_\d+|DATA[124])$/

/** The hex pushed by an asm string's push opcodes, in order. */
export function asmPushes(asm: string): string[] {
  const words = asm.split(' ')
  const pushes: string[] = []
  for (let i = 0; i + 1 < words.length; i += 1) {
    if (PUSH.test(words[i] ?? '')) {
      pushes.push(words[i + 1] ?? '')
      i += 1
    }
  }
  return pushes
}

/** The flag bits of `tx` (bigint, as every flag operation in the core). */
export function transactionFlags(tx: Transaction, relations: TxRelations = {}): bigint {
  // A coinbase has no flags (as the server's block summaries send it).
  if (tx.vin[0]?.is_coinbase) return 0n
  const set = new Set<TxFlagName>()
  const version = ({ 1: 'v1', 2: 'v2', 3: 'v3' } as const)[tx.version]
  set.add(version ?? 'nonstandard')
  set.add(tx.vin.some((vin) => vin.sequence < 0xfffffffe) ? 'rbf' : 'no_rbf')
  let nonstandard = tx.weight > MAX_STANDARD_WEIGHT || tx.size < MIN_STANDARD_SIZE
  for (const vin of tx.vin) if (classifyInput(vin, set)) nonstandard = true
  if (classifyOutputs(tx.vout, set)) nonstandard = true
  if (nonstandard) set.add('nonstandard')
  heuristics(tx, set)
  if (relations.hasDescendants) set.add('cpfp_parent')
  if (relations.hasAncestors) set.add('cpfp_child')
  if (relations.isReplacement) set.add('replacement')
  if (relations.accelerated) set.add('acceleration')
  return BigInt(withFlags(0, set))
}

/** Adds the input's flags; true when it makes the tx non-standard. */
function classifyInput(vin: Vin, set: Set<TxFlagName>): boolean {
  const witness = vin.witness ?? []
  collectSighash([...asmPushes(vin.scriptsig_asm), ...witness], witness, set)
  if (vin.is_coinbase || !vin.prevout) return false
  const type = vin.prevout.scriptpubkey_type
  const flag = scriptTypeFlag(type)
  if (flag && flag !== 'op_return') set.add(flag)
  if (type === 'v1_p2tr') classifyTaproot(witness, set)
  return type === 'unknown' || type === 'empty' || type === 'nonstandard'
}

function classifyTaproot(witness: readonly string[], set: Set<TxFlagName>): void {
  let items = witness
  if (items.length >= 2 && items.at(-1)?.startsWith('50')) {
    set.add('annex')
    items = items.slice(0, -1)
  }
  const tapscript = items.length >= 2 ? items.at(-2) : undefined
  // OP_FALSE OP_IF at a byte boundary: the envelope inscriptions use.
  if (tapscript && byteAlignedIndex(tapscript, '0063')) set.add('inscription')
}

function byteAlignedIndex(hex: string, needle: string): boolean {
  for (let at = hex.indexOf(needle); at >= 0; at = hex.indexOf(needle, at + 1))
    if (at % 2 === 0) return true
  return false
}

function collectSighash(
  items: readonly string[],
  witness: readonly string[],
  set: Set<TxFlagName>,
): void {
  for (const item of items) {
    const bytes = item.length / 2
    // DER signature + sighash byte: 0x30, length = total − 3.
    if (
      bytes >= 9 &&
      bytes <= 73 &&
      item.startsWith('30') &&
      parseInt(item.slice(2, 4), 16) === bytes - 3
    )
      addSighash(parseInt(item.slice(-2), 16), set)
  }
  const keyPath = witness.length === 1 || (witness.length === 2 && witness[1]?.startsWith('50'))
  const sig = keyPath ? witness[0] : undefined
  if (sig?.length === 128) set.add('sighash_default')
  else if (sig?.length === 130) addSighash(parseInt(sig.slice(-2), 16), set)
}

function addSighash(byte: number, set: Set<TxFlagName>): void {
  const base = byte & 0x1f
  if (base === 1) set.add('sighash_all')
  else if (base === 2) set.add('sighash_none')
  else if (base === 3) set.add('sighash_single')
  if (byte & 0x80) set.add('sighash_acp')
}

/** Adds the outputs' flags; true when one makes the tx non-standard. */
function classifyOutputs(vouts: readonly Vout[], set: Set<TxFlagName>): boolean {
  let nonstandard = false
  let p2wshRun: string[] = []
  const flushRun = (): void => {
    if (p2wshRun.length >= 2 && looksLikeData(p2wshRun.join(''))) set.add('fake_scripthash')
    p2wshRun = []
  }
  for (const vout of vouts) {
    const type = vout.scriptpubkey_type
    const flag = scriptTypeFlag(type)
    if (flag) set.add(flag)
    if (type === 'v0_p2wsh') p2wshRun.push(vout.scriptpubkey.slice(4))
    else flushRun()
    if (type === 'nonstandard' || type === 'unknown' || type === 'empty') nonstandard = true
    if (type === 'p2pk' || type === 'multisig') {
      if (asmPushes(vout.scriptpubkey_asm).some((key) => BURN_KEYS.has(key))) set.add('fake_pubkey')
    }
    if (type === 'multisig' && multisigKeyCount(vout.scriptpubkey_asm) > 3) nonstandard = true
    if (type !== 'op_return' && isDust(vout)) nonstandard = true
  }
  flushRun()
  return nonstandard
}

function multisigKeyCount(asm: string): number {
  return asmPushes(asm).filter((push) => push.length === 66 || push.length === 130).length
}

/** Core's dust rule at 3 sat/vB: the value is below the cost of creating and spending the output. */
function isDust(vout: Vout): boolean {
  if (vout.scriptpubkey_type === 'anchor') return false
  const scriptBytes = vout.scriptpubkey.length / 2
  const outputSize = 8 + (scriptBytes < 253 ? 1 : 3) + scriptBytes
  const witnessSpend = ['v0_p2wpkh', 'v0_p2wsh', 'v1_p2tr'].includes(vout.scriptpubkey_type)
  return vout.value < 3 * (outputSize + (witnessSpend ? 67 : 148))
}

/** P2WSH programs that hold a length-prefixed message padded with zeros (data stuffed into "script hashes"). */
function looksLikeData(hex: string): boolean {
  const bytes = hex.length / 2
  const len = parseInt(hex.slice(0, 2), 16)
  if (!(len > 0) || 1 + len > bytes || bytes - (1 + len) >= 32) return false
  return /^0*$/.test(hex.slice(2 * (1 + len)))
}

function heuristics(tx: Transaction, set: Set<TxFlagName>): void {
  const nIn = tx.vin.length
  const nOut = tx.vout.length
  if (nIn === 0 || nOut === 0) return
  const ratio = nIn / nOut
  if (ratio >= 5) set.add('consolidation')
  if (ratio <= 0.2) set.add('batch_payout')
  if (nIn < 5 || nOut < 5 || set.has('op_return') || set.has('inscription')) return
  if (ratio <= 0.2 || ratio >= 5) return
  const inScripts = new Set(tx.vin.map((vin) => vin.prevout?.scriptpubkey ?? ''))
  if (tx.vout.some((vout) => inScripts.has(vout.scriptpubkey))) return
  const values = new Set([
    ...tx.vin.map((vin) => vin.prevout?.value ?? 0),
    ...tx.vout.map((v) => v.value),
  ])
  if (values.size <= (nIn + nOut) / 2) set.add('coinjoin')
}
