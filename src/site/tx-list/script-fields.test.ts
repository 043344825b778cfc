import { describe, expect, it } from 'vitest'
import type { Vin, Vout } from '../../core'
import {
  inputScriptFields,
  opReturnData,
  outputScriptFields,
  printableText,
  sequenceHex,
} from './script-fields'

const prevout: Vout = {
  scriptpubkey: '0014aa',
  scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 aa',
  scriptpubkey_type: 'v0_p2wpkh',
  scriptpubkey_address: 'bc1qexample',
  value: 1000,
}

function vin(extra: Partial<Vin> = {}): Vin {
  return {
    txid: 'ab'.repeat(32),
    vout: 1,
    prevout,
    scriptsig: '',
    scriptsig_asm: '',
    is_coinbase: false,
    sequence: 0xfffffffd,
    ...extra,
  }
}

describe('inputScriptFields', () => {
  it('lists the prevout type and script, the witness items and nSequence, skipping empty fields', () => {
    const fields = inputScriptFields(vin({ witness: ['3044', ''] }))
    expect(fields.map((f) => f.key)).toEqual(['prevoutType', 'prevoutAsm', 'witness', 'sequence'])
    expect(fields.find((f) => f.key === 'witness')?.value).toEqual(['3044', ''])
    expect(fields.at(-1)?.value).toBe('0xfffffffd')
  })

  it('keeps scriptsig and the inner redeem/witness scripts when present', () => {
    const fields = inputScriptFields(
      vin({
        scriptsig_asm: 'OP_PUSHBYTES_34 0020',
        inner_redeemscript_asm: 'OP_0 OP_PUSHBYTES_32 cc',
        inner_witnessscript_asm: 'OP_2 OP_CHECKMULTISIG',
        witness: [],
      }),
    )
    expect(fields.map((f) => f.key)).toEqual([
      'prevoutType',
      'prevoutAsm',
      'scriptsig',
      'innerRedeemscript',
      'innerWitnessscript',
      'sequence',
    ])
  })

  it('has only nSequence and the scriptsig for a coinbase input (no prevout)', () => {
    const fields = inputScriptFields(
      vin({
        prevout: null,
        is_coinbase: true,
        scriptsig_asm: 'OP_PUSHBYTES_3 0a0b0c',
        sequence: 0xffffffff,
      }),
    )
    expect(fields.map((f) => f.key)).toEqual(['scriptsig', 'sequence'])
  })
})

describe('outputs', () => {
  const opReturn: Vout = {
    scriptpubkey: '6a0568656c6c6f',
    scriptpubkey_asm: 'OP_RETURN OP_PUSHBYTES_5 68656c6c6f',
    scriptpubkey_type: 'op_return',
    value: 0,
  }

  it('reads the pushed data of an OP_RETURN and shows printable data as text', () => {
    expect(opReturnData(opReturn)).toBe('68656c6c6f')
    expect(printableText('68656c6c6f')).toBe('hello')
    expect(printableText('00ff')).toBeNull()
    expect(opReturnData(prevout)).toBeNull()
    expect(outputScriptFields(opReturn).map((f) => f.key)).toEqual(['type', 'asm', 'data'])
  })

  it('joins several pushes, including OP_PUSHDATA1', () => {
    const vout = { ...opReturn, scriptpubkey_asm: 'OP_RETURN OP_PUSHBYTES_1 aa OP_PUSHDATA1 bbcc' }
    expect(opReturnData(vout)).toBe('aabbcc')
  })

  it('a bare OP_RETURN has no data field', () => {
    expect(
      outputScriptFields({ ...opReturn, scriptpubkey_asm: 'OP_RETURN' }).map((f) => f.key),
    ).toEqual(['type', 'asm'])
  })
})

describe('sequenceHex', () => {
  it('prints 8 hex digits', () => {
    expect(sequenceHex(0)).toBe('0x00000000')
    expect(sequenceHex(4294967295)).toBe('0xffffffff')
  })
})
