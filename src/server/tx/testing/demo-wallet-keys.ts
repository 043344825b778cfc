// Private keys of the simulation's demo wallets, for tests that need a signed spend of a real sim output.
// Mirrors the derivation in sim/wallets.ts (sha256 of seed/network/label); a mismatch throws, so a change
// there shows up here instead of as a mysterious signature failure.
import { bytesToHex } from '../../../core/wire'
import type { NetworkName } from '../../node/types'
import { DEMO_WALLET_SEED, type WalletKey, type WalletSet } from '../../sim/wallets'
import { keyFromLabel, type TestKey } from './signer'

export interface DemoSigner {
  owner: WalletKey
  key: TestKey
}

/** The wallet key paying to `script` with its private key, or undefined when no demo wallet owns it. */
export function demoSignerOf(
  wallets: WalletSet,
  network: NetworkName,
  script: Uint8Array,
): DemoSigner | undefined {
  const owner = wallets.byScript.get(bytesToHex(script))
  if (!owner) return undefined
  const index = wallets.wallets[owner.wallet]?.keys.indexOf(owner) ?? -1
  const key = keyFromLabel(`${DEMO_WALLET_SEED}/${network}/w${owner.wallet}/k${index}`)
  if (bytesToHex(key.pubkey) !== bytesToHex(owner.pubkey))
    throw new Error('demo wallet key derivation changed (see sim/wallets.ts keyFor)')
  return { owner, key }
}
