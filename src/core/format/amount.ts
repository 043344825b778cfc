// Bitcoin amounts given in sats, shown in the network's unit (BTC, tBTC, sBTC, L-BTC, tL-BTC).
import { t } from '../i18n'
import { networkUnit } from '../network/networks'
import type { Network } from '../network/networks'
import { formatMessages } from './messages'

const SATS_PER_BTC = 100_000_000

/**
 * Fraction digits by the width of the whole part: 4 − ceil(log10(|BTC|)), within 0–8, so large amounts drop
 * decimals (12.3 BTC → 2) and small ones keep them (0.001 BTC → 7). Zero keeps all 8.
 */
export function amountDigitsByWidth(sats: number): number {
  const btc = Math.abs(sats / SATS_PER_BTC)
  if (btc === 0 || !Number.isFinite(btc)) return 8
  return Math.min(8, Math.max(0, 4 - Math.ceil(Math.log10(btc))))
}

export interface FormatAmountOptions {
  readonly network?: Network
  readonly locale?: string
  /** Fixed fraction digits (0–8), or 'width' for amountDigitsByWidth. Default 8. */
  readonly digits?: number | 'width'
}

/** The amount without unit, e.g. 12345 sats → "0.00012345". */
export function formatBtc(sats: number, locale = 'en', digits: number | 'width' = 8): string {
  const fraction = digits === 'width' ? amountDigitsByWidth(sats) : digits
  if (!Number.isInteger(fraction) || fraction < 0 || fraction > 8) {
    throw new RangeError(`digits must be a whole number from 0 to 8, got ${fraction}`)
  }
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(sats / SATS_PER_BTC)
}

/** e.g. formatAmount(12345, { network: 'signet' }) → "0.00012345 sBTC". */
export function formatAmount(sats: number, options: FormatAmountOptions = {}): string {
  const { network = 'mainnet', locale = 'en', digits = 8 } = options
  return t(
    formatMessages.valueWithUnit,
    { value: formatBtc(sats, locale, digits), unit: networkUnit(network) },
    locale,
  )
}
