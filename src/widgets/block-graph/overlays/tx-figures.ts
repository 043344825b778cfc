// One transaction's figures as every overlay prints them (keyboard announcements, tooltip, text table).
// The tooltip's and table's own figures are in tx-details.ts, which loads with them.
import { formatBytes, formatFeeRateWithUnit, truncateMiddle } from '../../../core'
import type { Translator } from '../../../core'

/** Length of a shortened txid in the overlays (spec §2.5: 16 characters). */
export const TXID_CHARS = 16

export const shortTxid = (txid: string): string => truncateMiddle(txid, TXID_CHARS)

export const feeRateText = (rate: number, intl: Translator): string =>
  formatFeeRateWithUnit(rate, intl.locale)

export const vsizeText = (vsize: number, intl: Translator): string =>
  formatBytes(vsize, { unit: 'vB', locale: intl.locale })
