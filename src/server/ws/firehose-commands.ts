// The firehose and scriptPubKey commands of §1.2: `track-mempool`, `track-mempool-txids` (true subscribes,
// false unsubscribes, anything else is ignored) and `track-scriptpubkeys` (a list of hex scripts; `[]` clears).
import type { CommandHandler } from './command-run'
import { MAX_TRACKED_ADDRESSES } from './limits'
import { partOf } from './part-cache'

/** Hex of a whole number of bytes, at most a consensus-maximum script (10,000 bytes). */
const SCRIPT_HEX = /^(?:[0-9a-fA-F]{2}){1,10000}$/

export const TOO_MANY_SCRIPTPUBKEYS = `too many scriptpubkeys requested, this connection supports tracking a maximum of ${MAX_TRACKED_ADDRESSES} scriptpubkeys`

/** Valid entries lowercased, first occurrence kept; invalid ones are dropped like invalid addresses. */
export function scriptPubKeysOf(raw: unknown): string[] {
  const list: string[] = []
  for (const entry of Array.isArray(raw) ? raw : []) {
    if (typeof entry !== 'string' || !SCRIPT_HEX.test(entry)) continue
    const script = entry.toLowerCase()
    if (!list.includes(script)) list.push(script)
  }
  return list
}

/** `track-mempool`: true subscribes to every mempool change, false unsubscribes, anything else is ignored. */
export const trackMempool: CommandHandler = (value, { subs }) => {
  if (value === true || value === false) subs.trackMempool = value
}

/** `track-mempool-txids`: the same, for txids only. */
export const trackMempoolTxids: CommandHandler = (value, { subs }) => {
  if (value === true || value === false) subs.trackMempoolTxids = value
}

/** `track-scriptpubkeys`: a list of hex scripts (`[]` clears, null is ignored); too many → an error. A list
 * longer than the limit is refused before any entry is checked. */
export const trackScriptPubKeys: CommandHandler = (raw, { subs, push }) => {
  if (raw === undefined || raw === null) return
  const tooLong = Array.isArray(raw) && raw.length > MAX_TRACKED_ADDRESSES
  const scripts = tooLong ? [] : scriptPubKeysOf(raw)
  if (tooLong) {
    push(partOf('track-scriptpubkeys-error', TOO_MANY_SCRIPTPUBKEYS))
    delete subs.trackScriptPubKeys
  } else if (scripts.length === 0) delete subs.trackScriptPubKeys
  else subs.trackScriptPubKeys = scripts
}
