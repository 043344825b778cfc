// Bare / wrapped multisig script template: OP_m <pubkey>×n OP_n OP_CHECKMULTISIG, with 1 ≤ m ≤ n ≤ 16.
// A key is a push whose length matches its first byte, as Bitcoin Core's solver (CPubKey::ValidSize) has it:
// 02/03 → 33 bytes, 04 and the hybrid 06/07 → 65 bytes. Whether a key is a real curve point is not checked.
import { opcodes, script } from 'bitcoinjs-lib'
import { hexToBytes, isHex } from './hex'

export interface Multisig {
  /** Signatures required. */
  readonly m: number
  /** Keys listed. */
  readonly n: number
  /** The n pushed keys, in script order (the server's fake-pubkey check reads them). */
  readonly keys: readonly Uint8Array[]
}

const OP_1 = opcodes['OP_1'] ?? 0x51
const OP_16 = opcodes['OP_16'] ?? 0x60
const OP_CHECKMULTISIG = opcodes['OP_CHECKMULTISIG'] ?? 0xae

// OP_1..OP_16 → 1..16, anything else → null.
function smallInt(chunk: number | Uint8Array | undefined): number | null {
  if (typeof chunk !== 'number' || chunk < OP_1 || chunk > OP_16) return null
  return chunk - OP_1 + 1
}

// A compressed key is 33 bytes starting 02/03; an uncompressed one 65 bytes starting 04 (06/07: hybrid).
function isPubkeyShaped(chunk: number | Uint8Array | undefined): chunk is Uint8Array {
  if (!(chunk instanceof Uint8Array)) return false
  if (chunk.length === 33) return chunk[0] === 0x02 || chunk[0] === 0x03
  if (chunk.length === 65) return chunk[0] === 0x04 || chunk[0] === 0x06 || chunk[0] === 0x07
  return false
}

/** Recognises an m-of-n multisig script (hex or bytes); null when the script is anything else or does not parse. */
export function parseMultisig(scriptInput: string | Uint8Array): Multisig | null {
  if (typeof scriptInput === 'string' && !isHex(scriptInput)) return null
  const bytes = typeof scriptInput === 'string' ? hexToBytes(scriptInput) : scriptInput
  let chunks: ReturnType<typeof script.decompile>
  try {
    chunks = script.decompile(bytes)
  } catch {
    return null
  }
  if (!chunks || chunks.length < 4) return null
  if (chunks[chunks.length - 1] !== OP_CHECKMULTISIG) return null
  const m = smallInt(chunks[0])
  const n = smallInt(chunks[chunks.length - 2])
  if (m === null || n === null || m > n) return null
  const keys = chunks.slice(1, -2)
  if (keys.length !== n || !keys.every(isPubkeyShaped)) return null
  return { m, n, keys }
}
