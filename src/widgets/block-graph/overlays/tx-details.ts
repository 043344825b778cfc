// The figures only the tooltip and the text table print (the shared ones are in tx-figures.ts); this file
// loads with those parts.
import { TX_FILTERS, formatAmount } from '../../../core'
import type { MessageDescriptor } from '@formatjs/intl'
import type { Network, Translator } from '../../../core'
import type { GraphTx } from '../graph-types'
import { tooltipMessages } from './tooltip-messages'

/** The tx's own rate, fee / vsize, sat/vB. */
export const ownRate = (tx: Pick<GraphTx, 'fee' | 'vsize'>): number =>
  tx.vsize > 0 ? tx.fee / tx.vsize : 0

/**
 * True when the effective (package) rate differs from the own rate by what a reader would see: more than
 * 0.5 % or 0.01 sat/vB, so float noise in `rate` never adds an "Effective fee rate" row.
 */
export function hasDistinctRate(tx: Pick<GraphTx, 'fee' | 'vsize' | 'rate'>): boolean {
  const own = ownRate(tx)
  return Math.abs(tx.rate - own) > Math.max(0.01, own * 0.005)
}

export const feeText = (fee: number, intl: Translator): string =>
  intl.t(tooltipMessages.feeSats, { fee })

export const amountText = (sats: number, intl: Translator, network: Network): string =>
  formatAmount(sats, { network, locale: intl.locale })

/**
 * Labels of the tx's tooltip-worthy flags (core's TX_FILTERS order); the acceleration tag only where the
 * accelerator is enabled, read from `acc` since the wire flags never carry that client-only bit.
 */
export function tooltipTags(tx: GraphTx, acceleratorEnabled: boolean): MessageDescriptor[] {
  return Object.values(TX_FILTERS)
    .filter((filter) => filter.tooltip)
    .filter((filter) =>
      filter.key === 'acceleration'
        ? acceleratorEnabled && tx.acc
        : (tx.flags & filter.flag) !== 0n,
    )
    .map((filter) => filter.label)
}
