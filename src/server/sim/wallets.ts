// Simulated wallets with stable, deterministic keys and addresses (scripts are real; signatures are not).
// Their public keys are "nothing up my sleeve" points with no known private key, so nobody, the authors
// included, can sign a spend of the simulation's coins; the simulation's own txs carry placeholder signatures.
import * as bitcoin from 'bitcoinjs-lib'
import * as ecc from '@bitcoinerlab/secp256k1'
import { sha256 } from '@noble/hashes/sha2.js'
import type { NetworkName } from '../node/types'
import { bitcoinjsNetwork } from '../tx/script'
import { POOLS } from './pools'
import { createRng } from './prng'

bitcoin.initEccLib(ecc)

export type SpendKind = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh' | 'p2wsh-multisig' | 'p2tr'
export type WalletRole = 'user' | 'exchange' | 'pool' | 'ordinals'

export interface WalletKey {
  /** Owning wallet index. */
  wallet: number
  kind: SpendKind
  pubkey: Uint8Array
  /** Extra keys for multisig (2-of-3). */
  cosigners: Uint8Array[]
  script: Uint8Array
  /** Redeem (p2sh-p2wpkh) or witness script (p2wsh). */
  innerScript?: Uint8Array
  address: string
}

export interface Wallet {
  index: number
  role: WalletRole
  name: string
  keys: WalletKey[]
}

const KIND_WEIGHTS: [SpendKind, number][] = [
  ['p2wpkh', 48],
  ['p2tr', 20],
  ['p2pkh', 12],
  ['p2sh-p2wpkh', 13],
  ['p2wsh-multisig', 7],
]

/** The seed of every simulated wallet's keys: fixed, so demo addresses are the same on every install. */
export const DEMO_WALLET_SEED = 'mempool-widgets demo wallets'

/** Stored with a network's data: a data dir built with other wallet keys is rebuilt (its coins are no one's). */
export const WALLET_SCHEME = 'nums-1'

/** Domain tag hashed before each label, so a wallet point is never a hash someone uses as a private key. */
export const NUMS_TAG = 'mempool-widgets/nums-point/'

/**
 * A compressed public key (0x02, even y) whose x is sha256(tag + label), incremented until it lies on
 * secp256k1 (BIP340 lift_x). Nobody knows its discrete log: finding one would break the curve.
 */
export function numsPubkey(label: string): Uint8Array {
  const x = sha256(new TextEncoder().encode(NUMS_TAG + label))
  for (;;) {
    const candidate = Uint8Array.from([0x02, ...x])
    if (ecc.isPoint(candidate)) return candidate
    incrementBigEndian(x)
  }
}

function incrementBigEndian(bytes: Uint8Array): void {
  for (let i = bytes.length - 1; i >= 0; i--) {
    bytes[i] = ((bytes[i] ?? 0) + 1) & 0xff
    if (bytes[i] !== 0) return
  }
}

/** The label of a wallet key (cosigners append `/c1`, `/c2`). */
export const walletKeyLabel = (
  seed: string,
  network: NetworkName,
  wallet: number,
  i: number,
): string => `${seed}/${network}/w${wallet}/k${i}`

export function makeKey(
  seed: string,
  network: NetworkName,
  wallet: number,
  i: number,
  kind: SpendKind,
): WalletKey {
  const net = bitcoinjsNetwork(network)
  const label = walletKeyLabel(seed, network, wallet, i)
  const pubkey = numsPubkey(label)
  let payment: bitcoin.Payment
  let innerScript: Uint8Array | undefined
  const cosigners: Uint8Array[] = []
  if (kind === 'p2pkh') payment = bitcoin.payments.p2pkh({ pubkey, network: net })
  else if (kind === 'p2wpkh') payment = bitcoin.payments.p2wpkh({ pubkey, network: net })
  else if (kind === 'p2sh-p2wpkh') {
    const inner = bitcoin.payments.p2wpkh({ pubkey, network: net })
    innerScript = inner.output
    payment = bitcoin.payments.p2sh({ redeem: inner, network: net })
  } else if (kind === 'p2tr')
    // the point is the internal key with no script tree (BIP86-style tweak): the output key's discrete
    // log would be the unknown one plus a public tweak, so it is unknown too
    payment = bitcoin.payments.p2tr({ internalPubkey: pubkey.subarray(1, 33), network: net })
  else {
    cosigners.push(numsPubkey(`${label}/c1`), numsPubkey(`${label}/c2`))
    const ms = bitcoin.payments.p2ms({ m: 2, pubkeys: [pubkey, ...cosigners], network: net })
    innerScript = ms.output
    payment = bitcoin.payments.p2wsh({ redeem: ms, network: net })
  }
  if (!payment.output || !payment.address) throw new Error(`cannot derive ${kind} key`)
  const key: WalletKey = {
    wallet,
    kind,
    pubkey,
    cosigners,
    script: payment.output,
    address: payment.address,
  }
  if (innerScript) key.innerScript = innerScript
  return key
}

export interface WalletSet {
  wallets: Wallet[]
  /** Wallet index per pool unique id. */
  poolWallet: Map<number, number>
  users: number[]
  exchanges: number[]
  ordinals: number[]
  /** Owner lookup by output script hex. */
  byScript: Map<string, WalletKey>
}

/** Deterministic wallets for one network: pools, a few exchanges, an ordinals wallet and many users. */
export function createWallets(seed: string, network: NetworkName, userCount = 240): WalletSet {
  const rng = createRng(seed, `${network}/wallets`)
  const wallets: Wallet[] = []
  const set: WalletSet = {
    wallets,
    poolWallet: new Map(),
    users: [],
    exchanges: [],
    ordinals: [],
    byScript: new Map(),
  }
  const add = (role: WalletRole, name: string, kinds: SpendKind[]): number => {
    const index = wallets.length
    const keys = kinds.map((kind, i) => makeKey(seed, network, index, i, kind))
    wallets.push({ index, role, name, keys })
    for (const k of keys) set.byScript.set(Buffer.from(k.script).toString('hex'), k)
    return index
  }
  for (const pool of POOLS)
    set.poolWallet.set(
      pool.uniqueId,
      add('pool', pool.name, [pool.uniqueId % 2 ? 'p2pkh' : 'p2wpkh']),
    )
  for (let e = 0; e < 4; e++)
    set.exchanges.push(
      add('exchange', `Exchange ${e + 1}`, ['p2wpkh', 'p2wpkh', 'p2tr', 'p2sh-p2wpkh']),
    )
  set.ordinals.push(add('ordinals', 'Ordinals collector', ['p2tr', 'p2tr']))
  for (let u = 0; u < userCount; u++) {
    const kind = (
      KIND_WEIGHTS[rng.weighted(KIND_WEIGHTS.map(([, w]) => w))] as [SpendKind, number]
    )[0]
    const count = rng.int(1, 3)
    set.users.push(
      add(
        'user',
        `User ${u + 1}`,
        Array.from({ length: count + 1 }, (_, i) =>
          i === 0 ? kind : rng.chance(0.8) ? kind : 'p2wpkh',
        ),
      ),
    )
  }
  return set
}

/** A few user addresses with history (stable for a seed): for the README and demos. */
export function demoAddressesOf(set: WalletSet, count = 5): string[] {
  return set.users.slice(0, count).map((w) => set.wallets[w]?.keys[0]?.address ?? '')
}
