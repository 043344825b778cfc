// One transaction's figures as every overlay prints them (keyboard announcements, tooltip, text table).
// The tooltip's and table's own figures are in tx-details.ts, which loads with them.
import { WEIGHT_PER_VBYTE, formatBytes, formatFeeRateWithUnit, truncateMiddle } from '../../../core'
import type { RateUnit, Translator } from '../../../core'

/** Length of a shortened txid in the overlays (spec §2.5: 16 characters). */
export const TXID_CHARS = 16

export const shortTxid = (txid: string): string => truncateMiddle(txid, TXID_CHARS)

/** A sat/vB rate in the reader's unit (sat/WU = ÷ 4). */
export const feeRateText = (rate: number, intl: Translator, unit: RateUnit = 'vb'): string =>
  formatFeeRateWithUnit(rate, intl.locale, unit)

/** The tx's size in the reader's unit: its vsize in vB, or its weight (4 WU per vB) in WU. */
export const vsizeText = (vsize: number, intl: Translator, unit: RateUnit = 'vb'): string =>
  unit === 'wu'
    ? formatBytes(vsize * WEIGHT_PER_VBYTE, { unit: 'WU', locale: intl.locale })
    : formatBytes(vsize, { unit: 'vB', locale: intl.locale })
