import { describe, expect, it } from 'vitest'
import { hasRecorded, readCypress } from '../../../tests/fixtures/recorded'
import type { Transaction, Vin, Vout } from '../api/transaction'
import { TX_FLAGS, flagNames } from './flags'
import { asmPushes, transactionFlags } from './tx-flags'

const P2WPKH = '0014' + 'aa'.repeat(20)
const out = (extra: Partial<Vout> = {}): Vout => ({
  scriptpubkey: P2WPKH,
  scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${'aa'.repeat(20)}`,
  scriptpubkey_type: 'v0_p2wpkh',
  value: 50_000,
  ...extra,
})
const input = (extra: Partial<Vin> = {}): Vin => ({
  txid: 'ab'.repeat(32),
  vout: 0,
  prevout: out(),
  scriptsig: '',
  scriptsig_asm: '',
  witness: ['30440220' + '11'.repeat(32) + '0220' + '22'.repeat(32) + '01', '02' + '33'.repeat(32)],
  is_coinbase: false,
  sequence: 0xfffffffd,
  ...extra,
})
const tx = (extra: Partial<Transaction> = {}): Transaction => ({
  txid: 'cd'.repeat(32),
  version: 2,
  locktime: 0,
  size: 222,
  weight: 561,
  fee: 1000,
  vin: [input()],
  vout: [out(), out()],
  status: { confirmed: false },
  ...extra,
})

const names = (t: Transaction, relations = {}) => flagNames(transactionFlags(t, relations))

describe('transactionFlags', () => {
  it('a plain segwit payment: version, RBF, address type and its sighash', () => {
    expect(names(tx())).toEqual(['rbf', 'v2', 'p2wpkh', 'sighash_all'])
  })

  it('no RBF signal, version 1, and an OP_RETURN output', () => {
    const opReturn = out({
      scriptpubkey: '6a0568656c6c6f',
      scriptpubkey_asm: 'OP_RETURN OP_PUSHBYTES_5 68656c6c6f',
      scriptpubkey_type: 'op_return',
      value: 0,
    })
    const flags = names(
      tx({ version: 1, vin: [input({ sequence: 0xffffffff })], vout: [out(), opReturn] }),
    )
    expect(flags).toContain('no_rbf')
    expect(flags).toContain('v1')
    expect(flags).toContain('op_return')
    expect(flags).not.toContain('nonstandard')
  })

  it('an inscription reveal: taproot script path with OP_FALSE OP_IF', () => {
    const reveal = input({
      prevout: out({ scriptpubkey_type: 'v1_p2tr', scriptpubkey: '5120' + 'bb'.repeat(32) }),
      witness: [
        'cc'.repeat(64),
        '20' + 'dd'.repeat(32) + 'ac0063036f726401',
        'c0' + 'ee'.repeat(32),
      ],
    })
    expect(names(tx({ vin: [reveal] }))).toEqual(expect.arrayContaining(['p2tr', 'inscription']))
  })

  it('taproot key path: 64-byte signature is sighash_default, 65 bytes carries its type', () => {
    const keyPath = (sig: string) =>
      input({ prevout: out({ scriptpubkey_type: 'v1_p2tr' }), witness: [sig] })
    expect(names(tx({ vin: [keyPath('aa'.repeat(64))] }))).toContain('sighash_default')
    expect(names(tx({ vin: [keyPath('aa'.repeat(64) + '83')] }))).toEqual(
      expect.arrayContaining(['sighash_single', 'sighash_acp']),
    )
  })

  it('dust and odd versions are non-standard; a burn key is a fake pubkey', () => {
    expect(names(tx({ vout: [out({ value: 100 })] }))).toContain('nonstandard')
    expect(names(tx({ version: 4 }))).toContain('nonstandard')
    const burn = '02' + '22'.repeat(32)
    const p2pk = out({
      scriptpubkey: `21${burn}ac`,
      scriptpubkey_asm: `OP_PUSHBYTES_33 ${burn} OP_CHECKSIG`,
      scriptpubkey_type: 'p2pk',
    })
    expect(names(tx({ vout: [p2pk] }))).toEqual(expect.arrayContaining(['p2pk', 'fake_pubkey']))
  })

  it('consolidation and batch payment by the input/output ratio', () => {
    expect(names(tx({ vin: Array.from({ length: 5 }, () => input()), vout: [out()] }))).toContain(
      'consolidation',
    )
    expect(names(tx({ vout: Array.from({ length: 5 }, () => out()) }))).toContain('batch_payout')
  })

  it('coinjoin: 5+ inputs and outputs with many equal values and no address reuse', () => {
    const ins = Array.from({ length: 5 }, (_, i) =>
      input({ prevout: out({ scriptpubkey: `0014${String(i).repeat(40)}`, value: 50_000 + i }) }),
    )
    const outs = Array.from({ length: 5 }, (_, i) =>
      out({ scriptpubkey: `0014${'f'.repeat(39)}${i}` }),
    )
    expect(names(tx({ vin: ins, vout: outs }))).toContain('coinjoin')
  })

  it('adds the relationship flags the page knows', () => {
    const bits = transactionFlags(tx(), {
      hasDescendants: true,
      hasAncestors: true,
      isReplacement: true,
    })
    for (const name of ['cpfp_parent', 'cpfp_child', 'replacement'] as const)
      expect(bits & TX_FLAGS[name]).toBe(TX_FLAGS[name])
  })

  it('a coinbase has no flags', () => {
    const coinbase = input({ is_coinbase: true, prevout: null, txid: '0'.repeat(64), sequence: 0 })
    expect(transactionFlags(tx({ vin: [coinbase] }))).toBe(0n)
  })

  it('reads the pushes of an asm string', () => {
    expect(asmPushes('OP_0 OP_PUSHBYTES_2 abcd OP_PUSHDATA1 ef OP_CHECKSIG')).toEqual([
      'abcd',
      'ef',
    ])
  })
})

describe.skipIf(!hasRecorded)('recorded tx', () => {
  it('the flags computed from a recorded mainnet tx equal the ones the server sent', () => {
    const recorded = readCypress<Transaction & { flags: number }>(
      'details_rbf/tx01_api_cached.json',
    )
    expect(flagNames(transactionFlags(recorded))).toEqual(flagNames(recorded.flags))
  })
})
