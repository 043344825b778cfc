import { address, networks, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { hasBech32Checksum } from '../bitcoin/bech32-checksum'
import type { Network } from '../network/networks'
import { classifySearch } from './classify'

const hash20 = new Uint8Array(20).fill(7)
const hash32 = new Uint8Array(32).fill(9)
const p2wpkh = (network: typeof networks.bitcoin): string =>
  payments.p2wpkh({ hash: hash20, network }).address ?? ''
const p2wsh = (network: typeof networks.bitcoin): string =>
  payments.p2wsh({ hash: hash32, network }).address ?? ''
const p2pkh = (network: typeof networks.bitcoin): string =>
  payments.p2pkh({ hash: hash20, network }).address ?? ''
const p2sh = (network: typeof networks.bitcoin): string =>
  payments.p2sh({ hash: hash20, network }).address ?? ''
// BIP 350's taproot vector (bech32m).
const TAPROOT = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'

const TXID = 'a'.repeat(63) + 'B'
const BLOCK_HASH = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054'

const table: [string, Network, string, string][] = [
  // text, network, kind, value
  [TXID, 'mainnet', 'tx', TXID.toLowerCase()],
  [` ${TXID} `, 'mainnet', 'tx', TXID.toLowerCase()],
  [TXID.slice(1), 'mainnet', 'none', ''],
  [`${TXID}a`, 'mainnet', 'none', ''],
  [BLOCK_HASH.toUpperCase(), 'mainnet', 'block', BLOCK_HASH],
  ['840000', 'mainnet', 'height', '840000'],
  ['0', 'testnet', 'height', '0'],
  ['007', 'mainnet', 'height', '7'],
  ['12345678901', 'mainnet', 'none', ''],
  [p2wpkh(networks.bitcoin), 'mainnet', 'address', p2wpkh(networks.bitcoin)],
  [p2wpkh(networks.bitcoin).toUpperCase(), 'mainnet', 'address', p2wpkh(networks.bitcoin)],
  [p2wsh(networks.bitcoin), 'mainnet', 'address', p2wsh(networks.bitcoin)],
  [TAPROOT, 'mainnet', 'address', TAPROOT],
  [p2pkh(networks.bitcoin), 'mainnet', 'address', p2pkh(networks.bitcoin)],
  [p2sh(networks.bitcoin), 'mainnet', 'address', p2sh(networks.bitcoin)],
  [p2wpkh(networks.testnet), 'testnet', 'address', p2wpkh(networks.testnet)],
  [p2wpkh(networks.testnet), 'signet', 'address', p2wpkh(networks.testnet)],
  [p2pkh(networks.testnet), 'testnet4', 'address', p2pkh(networks.testnet)],
  [p2sh(networks.testnet), 'testnet', 'address', p2sh(networks.testnet)],
  [p2wpkh(networks.regtest), 'regtest', 'address', p2wpkh(networks.regtest)],
  // the other network's address is not an address here
  [p2wpkh(networks.bitcoin), 'testnet', 'none', ''],
  [p2pkh(networks.testnet), 'mainnet', 'none', ''],
  [p2wpkh(networks.testnet), 'mainnet', 'none', ''],
  // prefixes: bech32 lower-cased (spec §5), base58 kept as typed
  ['BC1QAR0S', 'mainnet', 'address-prefix', 'bc1qar0s'],
  ['bc1qar0s', 'mainnet', 'address-prefix', 'bc1qar0s'],
  ['tb1qxyz', 'signet', 'address-prefix', 'tb1qxyz'],
  [
    p2wpkh(networks.bitcoin).slice(0, -1),
    'mainnet',
    'address-prefix',
    p2wpkh(networks.bitcoin).slice(0, -1),
  ],
  ['1A1zP1', 'mainnet', 'address-prefix', '1A1zP1'],
  ['mkHS9n', 'testnet', 'address-prefix', 'mkHS9n'],
  ['bc1q', 'mainnet', 'none', ''], // too short to suggest
  ['Bc1qar0s', 'mainnet', 'none', ''], // mixed case is never bech32
  ['bc1qb0s', 'mainnet', 'none', ''], // 'b' is not a bech32 data character
  ['1A1zP0', 'mainnet', 'none', ''], // '0' is not base58
  ['hello world', 'mainnet', 'none', ''],
  ['', 'mainnet', 'none', ''],
  [p2wpkh(networks.bitcoin), 'liquid', 'none', ''],
  [`02${'ab'.repeat(32)}`, 'mainnet', 'address', `02${'ab'.repeat(32)}`],
]

describe('classifySearch', () => {
  it.each(table)('%s on %s → %s', (text, network, kind, value) => {
    expect(classifySearch(text, network)).toEqual({ kind, value })
  })

  it('agrees with bitcoinjs on which complete segwit addresses are valid', () => {
    const valid = p2wsh(networks.bitcoin)
    expect(() => address.toOutputScript(valid, networks.bitcoin)).not.toThrow()
    // one changed last character breaks the checksum: at full length that is neither an address nor a prefix
    const broken = valid.slice(0, -1) + (valid.endsWith('q') ? 'p' : 'q')
    expect(() => address.toOutputScript(broken, networks.bitcoin)).toThrow()
    expect(hasBech32Checksum(broken)).toBe(false)
    expect(classifySearch(broken, 'mainnet')).toEqual({ kind: 'none', value: '' })
  })
})
