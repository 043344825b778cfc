// POST /api/tx refusals read as Bitcoin Core's sendrawtransaction errors relayed by esplora:
// `sendrawtransaction RPC error: {"code":-26,"message":"<reason>"}` — clients show or match that text.

/** Core's RPC error codes for a refused raw transaction (rpc/protocol.h). */
export const RPC_CODES = {
  deserialization: -22,
  verify: -25,
  rejected: -26,
  alreadyInChain: -27,
} as const

/** The code Core gives a refusal reason: missing inputs -25, already confirmed -27, undecodable -22, else -26. */
export function rpcCodeFor(reason: string): number {
  if (reason.startsWith('TX decode failed')) return RPC_CODES.deserialization
  if (reason.startsWith('bad-txns-inputs-missingorspent')) return RPC_CODES.verify
  if (reason.startsWith('txn-already-known')) return RPC_CODES.alreadyInChain
  return RPC_CODES.rejected
}

export function sendRawTxErrorText(reason: string, code = rpcCodeFor(reason)): string {
  return `sendrawtransaction RPC error: ${JSON.stringify({ code, message: reason })}`
}
