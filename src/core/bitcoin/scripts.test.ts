import { describe, expect, it } from 'vitest'
import addresses from './fixtures/addresses.json'
import multisig from './fixtures/multisig.json'
import pubkeys from './fixtures/pubkeys.json'
import scriptHashes from './fixtures/script-hash.json'
import { normalizeAddress } from './address'
import { bytesToHex, hexToBytes } from './hex'
import { parseMultisig } from './multisig'
import { isPubkeyHex, p2pkScriptHex } from './pubkey'
import { scriptHash } from './script-hash'

describe('scriptHash', () => {
  it.each(scriptHashes.valid)('$description', ({ script, hash }) => {
    expect(scriptHash(script)).toBe(hash)
    expect(scriptHash(hexToBytes(script))).toBe(hash)
  })
  it.each(scriptHashes.invalid)('rejects $description', ({ script }) => {
    expect(() => scriptHash(script)).toThrow('script is not a valid hex string')
  })
  it('hashes the P2PK script for a pubkey lookup', () => {
    const key = pubkeys.valid[0]
    expect(key && scriptHash(p2pkScriptHex(key.pubkey))).toBe(scriptHashes.valid[3]?.hash)
  })
})

describe('parseMultisig', () => {
  it.each(multisig.valid)('$description', ({ script, m, n, keys }) => {
    const parsed = parseMultisig(script)
    expect(parsed).toMatchObject({ m, n })
    expect(parsed?.keys.map(bytesToHex)).toEqual(keys)
    expect(parseMultisig(hexToBytes(script))).toEqual(parsed)
  })
  it.each(multisig.invalid)('rejects $description', ({ script }) => {
    expect(parseMultisig(script)).toBeNull()
  })
})

describe('pubkeys', () => {
  it.each(pubkeys.valid)('$pubkey → P2PK script', ({ pubkey, script }) => {
    expect(isPubkeyHex(pubkey)).toBe(true)
    expect(p2pkScriptHex(pubkey)).toBe(script)
  })
  it.each(pubkeys.invalid)('rejects $description', ({ pubkey }) => {
    expect(isPubkeyHex(pubkey)).toBe(false)
    expect(() => p2pkScriptHex(pubkey)).toThrow()
  })
})

describe('normalizeAddress', () => {
  it.each(addresses.valid)('$input', ({ input, output }) => {
    expect(normalizeAddress(input)).toBe(output)
  })
  it.each(addresses.invalid)('$description', ({ input, output }) => {
    expect(normalizeAddress(input)).toBe(output)
  })
})
