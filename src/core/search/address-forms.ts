// What an address of each Bitcoin network looks like to the search box: its bech32 prefix (human-readable
// part + '1') and the first characters of its base58 forms (P2PKH, P2SH). Liquid addresses are not searched.
import type { Network } from '../network/networks'

export interface AddressForms {
  /** e.g. 'bc1' on mainnet. */
  readonly bech32Prefix: string
  /** First characters of base58 P2PKH and P2SH addresses, e.g. '1' and '3' on mainnet. */
  readonly base58Starts: string
}

const TESTNET: AddressForms = { bech32Prefix: 'tb1', base58Starts: 'mn2' }

const FORMS: Partial<Record<Network, AddressForms>> = {
  mainnet: { bech32Prefix: 'bc1', base58Starts: '13' },
  testnet: TESTNET,
  testnet4: TESTNET,
  signet: TESTNET,
  regtest: { bech32Prefix: 'bcrt1', base58Starts: 'mn2' },
}

export function addressForms(network: Network): AddressForms | undefined {
  return FORMS[network]
}

/** Base58 alphabet (no 0, O, I, l). */
export const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
/** Lower-case bech32 data characters. */
export const BECH32_DATA = /^[02-9ac-hj-np-z]+$/
/** P2PKH and P2SH addresses are 26 to 35 base58 characters. */
export const BASE58_LENGTH = { min: 26, max: 35 } as const
/** Segwit v0 P2WPKH data is 39 characters after the prefix; P2WSH and P2TR 59. */
export const BECH32_DATA_LENGTHS: readonly number[] = [39, 59]
