// Core's dust threshold (GetDustThreshold at the default dust relay fee, 3 sat/vB): an output is dust when
// spending it would cost more than it holds. Witness outputs are cheaper to spend, so their bar is lower.
import { scriptType } from './script'

/** sat/kvB (Core's DUST_RELAY_TX_FEE). */
export const DUST_RELAY_FEE = 3_000

/** Sats below which an output with this script is dust; 0 for unspendable (OP_RETURN) outputs. */
export function dustThreshold(script: Uint8Array): number {
  if (script[0] === 0x6a || script.length > 10_000) return 0
  // the output itself: value (8), script length varint, script
  const outputBytes = 8 + varIntSize(script.length) + script.length
  // the input that would spend it: outpoint 36, sequence 4, scriptSig length 1 + a 107-byte
  // signature and key, that part discounted by 4 for witness programs
  const spendBytes = isWitnessProgram(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 148
  return Math.ceil(((outputBytes + spendBytes) * DUST_RELAY_FEE) / 1000)
}

/** OP_0 or OP_1…OP_16 followed by one push of 2–40 bytes (Core's IsWitnessProgram). */
export function isWitnessProgram(script: Uint8Array): boolean {
  const n = script.length
  if (n < 4 || n > 42) return false
  const version = script[0] as number
  if (version !== 0 && (version < 0x51 || version > 0x60)) return false
  return script[1] === n - 2
}

export function isDust(script: Uint8Array, value: number): boolean {
  return scriptType(script) !== 'op_return' && value < dustThreshold(script)
}

function varIntSize(n: number): number {
  return n < 0xfd ? 1 : n <= 0xffff ? 3 : 5
}
