import { describe, expect, it } from 'vitest'
import { rpcCodeFor, sendRawTxErrorText } from './rpc-error'

describe("Core's sendrawtransaction error text", () => {
  it.each([
    ['TX decode failed. Make sure the tx has at least one input.', -22],
    ['bad-txns-inputs-missingorspent: ab:0 does not exist', -25],
    ['txn-already-known', -27],
    ['min relay fee not met: 100 < 141 sats', -26],
    ['txn-mempool-conflict', -26],
  ])('gives %j code %i', (reason, code) => {
    expect(rpcCodeFor(reason)).toBe(code)
  })

  it('wraps the reason as JSON, escaping quotes', () => {
    expect(sendRawTxErrorText('insufficient fee, rejecting replacement "x"')).toBe(
      'sendrawtransaction RPC error: {"code":-26,"message":"insufficient fee, rejecting replacement \\"x\\""}',
    )
  })
})
