// Following a tx from the graph (tooltip link, table link, Enter on the focused square). A plain follow asks
// the host first: `onTxSelect` returning false, or a listener cancelling the `mp-tx-select` event, stops the
// navigation so the host can route itself. With a modifier key the link opens in a new tab (spec §2.2).
import type { MouseEvent } from 'react'
import { emit } from '../internal/emit'
import type { BlockGraphProps, GraphTx } from './graph-types'

type OnTxSelect = BlockGraphProps['onTxSelect']

/** True when the follow may go ahead. */
function allowed(
  host: EventTarget,
  tx: GraphTx,
  href: string,
  modifier: boolean,
  onTxSelect: OnTxSelect,
): boolean {
  if (onTxSelect && onTxSelect(tx, { modifier }) === false) return false
  // A new tab leaves the host page where it is: nothing to route, so no event.
  if (modifier) return true
  return emit(host, 'mp-tx-select', { txid: tx.txid, href })
}

/** A click on a tx link: the browser follows it (or opens a tab) unless the host cancels. */
export function followLink(
  host: EventTarget,
  tx: GraphTx,
  href: string,
  onTxSelect: OnTxSelect,
  event: MouseEvent<HTMLAnchorElement>,
): void {
  const modifier =
    event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  if (!allowed(host, tx, href, modifier, onTxSelect)) event.preventDefault()
}

/** Enter on the focused square: no link was clicked, so the graph navigates itself unless the host cancels. */
export function followKey(
  host: EventTarget,
  tx: GraphTx,
  href: string,
  modifier: boolean,
  onTxSelect: OnTxSelect,
): void {
  if (!allowed(host, tx, href, modifier, onTxSelect)) return
  if (modifier) window.open(href, '_blank', 'noopener')
  else window.location.assign(href)
}
