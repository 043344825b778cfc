// Transaction flag bits as sent in `flags` (tuples, summaries, audit templates, tx.flags).
// Bits reach 2^44, beyond 32-bit JS bitwise range, so every operation here is on bigint.
import type { ScriptPubKeyType } from '../api/transaction'

export const TX_FLAGS = {
  rbf: 1n << 0n,
  no_rbf: 1n << 1n,
  v1: 1n << 2n,
  v2: 1n << 3n,
  v3: 1n << 4n,
  nonstandard: 1n << 5n,
  p2pk: 1n << 8n,
  p2ms: 1n << 9n,
  p2pkh: 1n << 10n,
  p2sh: 1n << 11n,
  p2wpkh: 1n << 12n,
  p2wsh: 1n << 13n,
  p2tr: 1n << 14n,
  cpfp_parent: 1n << 16n,
  cpfp_child: 1n << 17n,
  replacement: 1n << 18n,
  // Never sent by a server: the client sets it when the tx's `acc` marker is true.
  acceleration: 1n << 19n,
  op_return: 1n << 24n,
  fake_pubkey: 1n << 25n,
  inscription: 1n << 26n,
  fake_scripthash: 1n << 27n,
  annex: 1n << 28n,
  coinjoin: 1n << 32n,
  consolidation: 1n << 33n,
  batch_payout: 1n << 34n,
  sighash_all: 1n << 40n,
  sighash_none: 1n << 41n,
  sighash_single: 1n << 42n,
  sighash_default: 1n << 43n,
  sighash_acp: 1n << 44n,
} as const

export type TxFlagName = keyof typeof TX_FLAGS

export const TX_FLAG_NAMES = Object.keys(TX_FLAGS) as readonly TxFlagName[]

/** The flag an output script of each esplora `scriptpubkey_type` sets (on a spent prevout too, but op_return). */
const SCRIPT_TYPE_FLAGS: Readonly<Partial<Record<ScriptPubKeyType, TxFlagName>>> = {
  p2pk: 'p2pk',
  multisig: 'p2ms',
  p2pkh: 'p2pkh',
  p2sh: 'p2sh',
  v0_p2wpkh: 'p2wpkh',
  v0_p2wsh: 'p2wsh',
  v1_p2tr: 'p2tr',
  op_return: 'op_return',
}

/** Flag of an esplora output type; null for types with none (anchor, unknown, nonstandard, empty…). */
export function scriptTypeFlag(type: string): TxFlagName | null {
  return Object.hasOwn(SCRIPT_TYPE_FLAGS, type)
    ? (SCRIPT_TYPE_FLAGS[type as ScriptPubKeyType] ?? null)
    : null
}

/** Converts a wire `flags` value (a JSON number, always a whole non-negative value) to bigint; `acc` ORs in bit 19. */
export function toFlagBits(flags: number | bigint, acc = false): bigint {
  if (
    typeof flags !== 'bigint' &&
    (typeof flags !== 'number' || !Number.isSafeInteger(flags) || flags < 0)
  ) {
    throw new RangeError(`flags must be a whole non-negative safe integer, got ${String(flags)}`)
  }
  const bits = BigInt(flags)
  if (bits < 0n) throw new RangeError(`flags must be non-negative, got ${bits}`)
  return acc ? bits | TX_FLAGS.acceleration : bits
}

/** Names of the known flags set in `flags`, in bit order. Unknown bits are ignored. */
export function flagNames(flags: number | bigint, acc = false): TxFlagName[] {
  const bits = toFlagBits(flags, acc)
  return TX_FLAG_NAMES.filter((name) => (bits & TX_FLAGS[name]) !== 0n)
}

/** Bit mask with every named flag set. */
export function flagMask(names: Iterable<TxFlagName>): bigint {
  let mask = 0n
  for (const name of names) mask |= TX_FLAGS[name]
  return mask
}

/** A wire `flags` number with the named flags added, as a number again (the server keeps flags as JSON numbers). */
export function withFlags(flags: number, names: Iterable<TxFlagName>): number {
  return Number(toFlagBits(flags) | flagMask(names))
}

export function hasFlag(flags: number | bigint, name: TxFlagName, acc = false): boolean {
  return (toFlagBits(flags, acc) & TX_FLAGS[name]) !== 0n
}
