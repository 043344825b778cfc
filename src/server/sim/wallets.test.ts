// The simulated wallets' keys are points nobody holds a private key for: the derivation is checked against an
// independent BIP340 lift_x, and the wallet objects carry no secret, so the public source cannot sign their coins.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../../core/wire'
import type { NetworkName } from '../node/types'
import {
  createWallets,
  DEMO_WALLET_SEED,
  NUMS_TAG,
  walletKeyLabel,
  type WalletKey,
} from './wallets'

const NETWORKS: NetworkName[] = ['mainnet', 'testnet', 'signet']
const utf8 = (s: string) => new TextEncoder().encode(s)
const toBigInt = (bytes: Uint8Array) => BigInt(`0x${bytesToHex(bytes)}`)

/** Even-y point of the first x ≥ sha256(tag + label) on the curve, via noble's lift_x (throws off the curve). */
function expectedPoint(label: string) {
  for (let x = toBigInt(sha256(utf8(NUMS_TAG + label))); ; x++) {
    try {
      return schnorr.utils.lift_x(x)
    } catch {
      // not an x coordinate on secp256k1: try the next one
    }
  }
}

function keysOf(network: NetworkName): { key: WalletKey; label: string }[] {
  const set = createWallets(DEMO_WALLET_SEED, network)
  return set.wallets.flatMap((w) =>
    w.keys.map((key, i) => ({ key, label: walletKeyLabel(DEMO_WALLET_SEED, network, w.index, i) })),
  )
}

describe('demo wallet keys', () => {
  for (const network of NETWORKS) {
    it(`${network}: every public key is the NUMS point of its label (even y)`, () => {
      const keys = keysOf(network)
      expect(keys.length).toBeGreaterThan(200)
      for (const { key, label } of keys) {
        const point = expectedPoint(label)
        expect(bytesToHex(key.pubkey)).toBe(bytesToHex(point.toBytes(true)))
        expect(key.pubkey[0]).toBe(0x02)
        const cosigners = key.cosigners.map(bytesToHex)
        if (key.kind === 'p2wsh-multisig')
          expect(cosigners).toEqual([
            bytesToHex(expectedPoint(`${label}/c1`).toBytes(true)),
            bytesToHex(expectedPoint(`${label}/c2`).toBytes(true)),
          ])
        else expect(cosigners).toEqual([])
      }
    })
  }

  it('p2tr outputs commit to the NUMS point as internal key with no script tree', () => {
    const taproot = keysOf('mainnet').filter(({ key }) => key.kind === 'p2tr')
    expect(taproot.length).toBeGreaterThan(10)
    for (const { key } of taproot) {
      const internal = key.pubkey.subarray(1)
      const tweak = toBigInt(schnorr.utils.taggedHash('TapTweak', internal))
      const output = schnorr.utils
        .lift_x(toBigInt(internal))
        .add(secp256k1.Point.BASE.multiply(tweak))
      expect(bytesToHex(key.script)).toBe(`5120${bytesToHex(output.toBytes(true).subarray(1))}`)
    }
  })

  it('are not the keys of the old hash-as-private-key derivation, which anyone could recompute', () => {
    for (const { key, label } of keysOf('mainnet').slice(0, 50)) {
      const old = secp256k1.getPublicKey(sha256(utf8(label)))
      expect(bytesToHex(key.pubkey)).not.toBe(bytesToHex(old))
    }
  })

  it('hold no private key material', () => {
    const set = createWallets(DEMO_WALLET_SEED, 'mainnet')
    const seen = new Set<unknown>()
    const names: string[] = []
    const secrets: string[] = []
    const walk = (value: unknown): void => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return
      seen.add(value)
      // 32-byte values are what a private key looks like; the wallets hold only 33-byte keys and scripts
      if (value instanceof Uint8Array) {
        if (value.length === 32) secrets.push(bytesToHex(value))
        return
      }
      const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
      for (const [name, child] of entries) {
        if (typeof name === 'string' && /priv|secret|wif|mnemonic/i.test(name)) names.push(name)
        walk(child)
      }
    }
    walk(set)
    expect(seen.size).toBeGreaterThan(1_000)
    expect(names).toEqual([])
    expect(secrets).toEqual([])
  })
})
