// The script fields of an input and an output (spec §3 "Transaction input fields read"), in display order, with
// absent and empty fields left out so the details show only what the transaction has.
import { asmPushes } from '../../core'
import type { Vin, Vout } from '../../core'

export type InputFieldKey =
  | 'prevoutType'
  | 'prevoutAsm'
  | 'scriptsig'
  | 'witness'
  | 'innerRedeemscript'
  | 'innerWitnessscript'
  | 'sequence'

export type OutputFieldKey = 'type' | 'asm' | 'data'

export interface ScriptField<K extends string> {
  readonly key: K
  /** One text, or one line per item (witness stack). */
  readonly value: string | readonly string[]
}

export function inputScriptFields(vin: Vin): ScriptField<InputFieldKey>[] {
  const fields: ScriptField<InputFieldKey>[] = []
  const add = (key: InputFieldKey, value: string | readonly string[] | undefined): void => {
    if (value !== undefined && value.length > 0) fields.push({ key, value })
  }
  add('prevoutType', vin.prevout?.scriptpubkey_type)
  add('prevoutAsm', vin.prevout?.scriptpubkey_asm)
  add('scriptsig', vin.scriptsig_asm)
  add('witness', vin.witness)
  add('innerRedeemscript', vin.inner_redeemscript_asm)
  add('innerWitnessscript', vin.inner_witnessscript_asm)
  add('sequence', sequenceHex(vin.sequence))
  return fields
}

export function outputScriptFields(vout: Vout): ScriptField<OutputFieldKey>[] {
  const fields: ScriptField<OutputFieldKey>[] = [{ key: 'type', value: vout.scriptpubkey_type }]
  if (vout.scriptpubkey_asm.length > 0) fields.push({ key: 'asm', value: vout.scriptpubkey_asm })
  const data = opReturnData(vout)
  if (data !== null && data.length > 0) fields.push({ key: 'data', value: data })
  return fields
}

/** nSequence as Bitcoin Core and explorers print it: 0x and 8 hex digits. */
export function sequenceHex(sequence: number): string {
  return `0x${(sequence >>> 0).toString(16).padStart(8, '0')}`
}

/** The pushed data of an OP_RETURN output as hex (pushes joined), or null for any other output. */
export function opReturnData(vout: Vout): string | null {
  if (vout.scriptpubkey_type !== 'op_return') return null
  return asmPushes(vout.scriptpubkey_asm).join('')
}

/** The data as text when every byte is printable ASCII (a common OP_RETURN message), else null. */
export function printableText(hex: string): string | null {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(hex)) return null
  let text = ''
  for (let i = 0; i < hex.length; i += 2) {
    const code = Number.parseInt(hex.slice(i, i + 2), 16)
    if (code < 0x20 || code > 0x7e) return null
    text += String.fromCharCode(code)
  }
  return text
}
