// Signature-operation cost (BIP141 units: legacy sigops × 4 + witness sigops), as Core counts it for policy.
import type * as bitcoin from 'bitcoinjs-lib'
import { pushItems, scriptType } from './script'

/** Legacy sigop count of a script; `accurate` counts OP_n before CHECKMULTISIG instead of 20. */
export function countSigops(s: Uint8Array, accurate: boolean): number {
  let count = 0
  let last = -1
  let i = 0
  while (i < s.length) {
    const op = s[i] as number
    i++
    if (op >= 1 && op <= 75) i += op
    else if (op === 0x4c) i += 1 + (s[i] ?? 0)
    else if (op === 0x4d) i += 2 + (s[i] ?? 0) + 256 * (s[i + 1] ?? 0)
    else if (op === 0x4e) i += 4 + (s[i] ?? 0) + 256 * (s[i + 1] ?? 0) + 65536 * (s[i + 2] ?? 0)
    else if (op === 0xac || op === 0xad) count += 1
    else if (op === 0xae || op === 0xaf)
      count += accurate && last >= 0x51 && last <= 0x60 ? last - 0x50 : 20
    last = op
  }
  return count
}

/** Sigop cost of a tx given the output scripts it spends (aligned with tx.ins; null for coinbase). */
export function sigopCost(
  tx: bitcoin.Transaction,
  prevScripts: readonly (Uint8Array | null)[],
): number {
  let legacy = 0
  for (const input of tx.ins) legacy += countSigops(input.script, false)
  for (const output of tx.outs) legacy += countSigops(output.script, false)
  let cost = legacy * 4
  tx.ins.forEach((input, i) => {
    const prev = prevScripts[i]
    if (!prev) return
    let program = prev
    const type = scriptType(prev)
    if (type === 'p2sh') {
      const items = pushItems(input.script)
      const redeem = items?.[items.length - 1]
      if (!redeem) return
      if (scriptType(redeem) !== 'v0_p2wpkh' && scriptType(redeem) !== 'v0_p2wsh') {
        cost += countSigops(redeem, true) * 4
        return
      }
      program = redeem
    }
    const pType = scriptType(program)
    if (pType === 'v0_p2wpkh') cost += 1
    else if (pType === 'v0_p2wsh') {
      const ws = input.witness[input.witness.length - 1]
      if (ws) cost += countSigops(ws, true)
    }
  })
  return cost
}
