// Cross-check: the flags the server sent for a recorded mainnet tx equal what the tx itself shows.
import { describe, expect, it } from 'vitest'
import { hasRecorded, readCypress } from '../../../tests/fixtures/recorded'
import { flagNames, scriptTypeFlag } from './flags'
import type { TxFlagName } from './flags'

interface RecordedTx {
  version: number
  flags: number
  vin: { sequence: number; scriptsig_asm: string; prevout: { scriptpubkey_type: string } }[]
  vout: { scriptpubkey_type: string }[]
}

const SIGHASH: Record<string, TxFlagName> = {
  '01': 'sighash_all',
  '02': 'sighash_none',
  '03': 'sighash_single',
}

// Static flags a legacy-input tx shows on its face: version, RBF signalling, address types, DER sighash bytes.
function expectedNames(tx: RecordedTx): Set<TxFlagName> {
  const names = new Set<TxFlagName>()
  names.add(tx.version === 1 ? 'v1' : tx.version === 2 ? 'v2' : 'v3')
  names.add(tx.vin.some((vin) => vin.sequence < 0xfffffffe) ? 'rbf' : 'no_rbf')
  for (const type of [
    ...tx.vin.map((v) => v.prevout.scriptpubkey_type),
    ...tx.vout.map((v) => v.scriptpubkey_type),
  ]) {
    const name = scriptTypeFlag(type)
    if (name) names.add(name)
  }
  for (const vin of tx.vin) {
    for (const token of vin.scriptsig_asm.split(' ')) {
      if (/^30[0-9a-f]+$/.test(token)) {
        const name = SIGHASH[token.slice(-2)]
        if (name) names.add(name)
      }
    }
  }
  return names
}

describe.skipIf(!hasRecorded)('recorded tx flags', () => {
  it('tx 242f… (P2PKH → P2TR) decodes to exactly what the tx shows', () => {
    const tx = readCypress<RecordedTx>('details_rbf/tx01_api_cached.json')
    expect(new Set(flagNames(tx.flags))).toEqual(expectedNames(tx))
  })
})
