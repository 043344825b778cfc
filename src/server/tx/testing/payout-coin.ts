// The coin a test node pays to a key the test holds (SimNodeOptions.testPayoutScript): the demo wallets' keys
// have no known private key, so this is how a test gets a confirmed, mature output it can really sign for.
import * as bitcoin from 'bitcoinjs-lib'
import type { SimNetwork } from '../../node/types'
import type { PrevOut } from '../to-wire'

export interface PayoutCoin extends PrevOut {
  txid: string
  vout: number
}

/** The first block's coinbase output paid to `script` (a mainnet node started with testPayoutScript). */
export function testPayoutCoin(net: SimNetwork, script: Uint8Array): PayoutCoin {
  const address = bitcoin.address.fromOutputScript(script, bitcoin.networks.bitcoin)
  const utxo = net.addressUtxo(address)?.[0]
  if (!utxo) throw new Error('no test payout: start the node with testPayoutScript')
  return { txid: utxo.txid, vout: utxo.vout, script, value: utxo.value }
}
