// Canonical form of an address or pubkey as typed by a user, before it is looked up or tracked.
import { isPubkeyHex } from './pubkey'

// An all-upper-case bech32/bech32m string (HRP, separator '1', data part): valid bech32 may be written in upper case.
const UPPER_BECH32 = /^[A-Z]{2,5}1[AC-HJ-NP-Z02-9]{8,100}$/

/** Upper-case bech32 → lower case; hex pubkeys → lower-case hex; anything else unchanged (base58 is case-sensitive). */
export function normalizeAddress(input: string): string {
  const text = input.trim()
  if (UPPER_BECH32.test(text) || isPubkeyHex(text)) return text.toLowerCase()
  return text
}
