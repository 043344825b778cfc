// What a text typed into the explorer's search box is (spec §5): a transaction id, a block hash, a block
// height, an address of the page's network, or the start of one (suggestions come from the server).
import { hasBech32Checksum } from '../bitcoin/bech32-checksum'
import { isPubkeyHex } from '../bitcoin/pubkey'
import type { Network } from '../network/networks'
import {
  BASE58,
  BASE58_LENGTH,
  BECH32_DATA,
  BECH32_DATA_LENGTHS,
  addressForms,
} from './address-forms'
import type { AddressForms } from './address-forms'

export type SearchKind = 'tx' | 'block' | 'height' | 'address' | 'address-prefix' | 'none'

export interface SearchTarget {
  readonly kind: SearchKind
  /** The text to look up, normalised (hex and bech32 lower-cased, whitespace trimmed); '' for 'none'. */
  readonly value: string
}

/** Address prefixes shorter than this ask for no suggestions (too many matches to be useful). */
export const MIN_PREFIX_LENGTH = 5
/** Heights have at most this many digits (the chain is far from 10^10 blocks). */
const MAX_HEIGHT_DIGITS = 10
const HEX_64 = /^[0-9a-fA-F]{64}$/
/** A block hash is a txid-shaped hex whose leading zeros are the proof of work (32 bits at least). */
const BLOCK_HASH_ZEROS = '00000000'

const NONE: SearchTarget = { kind: 'none', value: '' }

export function classifySearch(text: string, network: Network): SearchTarget {
  const input = text.trim()
  if (input === '') return NONE
  if (HEX_64.test(input)) {
    const hex = input.toLowerCase()
    return { kind: hex.startsWith(BLOCK_HASH_ZEROS) ? 'block' : 'tx', value: hex }
  }
  if (/^\d+$/.test(input)) {
    return input.length <= MAX_HEIGHT_DIGITS
      ? { kind: 'height', value: String(Number(input)) }
      : NONE
  }
  if (isPubkeyHex(input)) return { kind: 'address', value: input.toLowerCase() }
  const forms = addressForms(network)
  return (forms && (bech32Target(input, forms) ?? base58Target(input, forms))) ?? NONE
}

/** bc1…/tb1…/bcrt1…: lower-cased (spec §5); complete when the checksum holds, else a prefix. */
function bech32Target(input: string, forms: AddressForms): SearchTarget | undefined {
  const lower = input.toLowerCase()
  const sameCase = input === lower || input === input.toUpperCase()
  if (!sameCase || !lower.startsWith(forms.bech32Prefix)) return undefined
  const data = lower.slice(forms.bech32Prefix.length)
  if (data !== '' && !BECH32_DATA.test(data)) return undefined
  if (BECH32_DATA_LENGTHS.includes(data.length) && hasBech32Checksum(lower))
    return { kind: 'address', value: lower }
  const longest = Math.max(...BECH32_DATA_LENGTHS)
  if (lower.length >= MIN_PREFIX_LENGTH && data.length < longest)
    return { kind: 'address-prefix', value: lower }
  return undefined
}

/** 1…/3… (mainnet), m…/n…/2… (test networks): a whole address by its length, else a prefix. Case kept. */
function base58Target(input: string, forms: AddressForms): SearchTarget | undefined {
  if (!forms.base58Starts.includes(input.charAt(0)) || !BASE58.test(input)) return undefined
  if (input.length >= BASE58_LENGTH.min && input.length <= BASE58_LENGTH.max)
    return { kind: 'address', value: input }
  if (input.length >= MIN_PREFIX_LENGTH && input.length < BASE58_LENGTH.min)
    return { kind: 'address-prefix', value: input }
  return undefined
}
