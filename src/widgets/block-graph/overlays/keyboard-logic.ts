// What the keyboard grid needs once it has the focus: the moves and the announcement with the tx's figures.
// graph-keyboard.tsx loads it on the grid's first focus, so a page that is never navigated by keyboard
// does not download it.
import { $rateUnit } from '../../../core'
import type { GraphHitTarget, GraphTx } from '../graph-types'
import { keyboardMessages as m } from './messages'
import { feeRateText, shortTxid, vsizeText } from './tx-figures'
import type { OverlayEnv } from './use-overlay-env'

export { moveFocus, refocus } from './keyboard-moves'

/** What the live region says about the focused tx: its place in drawing order, txid, fee rate, vsize. */
export function announcement(tx: GraphTx, target: GraphHitTarget, env: OverlayEnv): string {
  const ordered = target.ordered()
  return env.intl.t(m.announce, {
    position: ordered.findIndex((other) => other.txid === tx.txid) + 1,
    count: ordered.length,
    txid: shortTxid(tx.txid),
    rate: feeRateText(tx.rate, env.intl, $rateUnit.get()),
    vsize: vsizeText(tx.vsize, env.intl, $rateUnit.get()),
  })
}
