// The /tx/{id} path value: a 64-hex txid, optionally followed by ":{vout}" (a link to one output).
export interface TxRef {
  /** Lower-case 64 hex. */
  readonly txid: string
  readonly vout?: number
}

const TX_ID = /^([0-9a-fA-F]{64})(?::(\d{1,6}))?$/

/** null for anything that is not a txid (or txid:vout). */
export function parseTxRef(value: string): TxRef | null {
  const match = TX_ID.exec(value.trim())
  if (!match?.[1]) return null
  const txid = match[1].toLowerCase()
  return match[2] === undefined ? { txid } : { txid, vout: Number(match[2]) }
}

/** "ab12cd34…ef56" style short id for titles. */
export function shortTxid(txid: string): string {
  return `${txid.slice(0, 8)}…${txid.slice(-4)}`
}
