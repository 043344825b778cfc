// One transaction's figures as the overlays print them (tooltip, announcements, text table).
import {
  TX_FILTERS,
  formatAmount,
  formatBytes,
  formatFeeRateWithUnit,
  truncateMiddle,
} from '../../../core'
import type { MessageDescriptor } from '@formatjs/intl'
import type { Network, Translator } from '../../../core'
import type { GraphTx } from '../graph-types'
import { tooltipMessages } from './messages'

/** Length of a shortened txid in the overlays (spec §2.5: 16 characters). */
export const TXID_CHARS = 16

export const shortTxid = (txid: string): string => truncateMiddle(txid, TXID_CHARS)

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

export const feeRateText = (rate: number, intl: Translator): string =>
  formatFeeRateWithUnit(rate, intl.locale)

export const vsizeText = (vsize: number, intl: Translator): string =>
  formatBytes(vsize, { unit: 'vB', locale: intl.locale })

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
