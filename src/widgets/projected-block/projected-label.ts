// The accessible name of a projected block's graph, shared by <mempool-projected-block> and the clock's centre:
// its number (1 = next) and its transaction count, from the projected-block summary or else the loaded list.
import type { MempoolBlock } from '../../core'
import type { WidgetEnvironment } from '../internal/widget-context'
import { messages } from './messages'

export function projectedBlockLabel(
  intl: WidgetEnvironment['intl'],
  index: number,
  summary: MempoolBlock | undefined,
  frame: { loading: boolean; txs: readonly unknown[] },
): string {
  const count = summary?.nTx ?? (frame.loading ? undefined : frame.txs.length)
  return count === undefined
    ? intl.t(messages.loadingLabel, { n: index + 1 })
    : intl.t(messages.label, { n: index + 1, count })
}
