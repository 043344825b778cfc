// Bitcoin amounts given in sats, shown in the network's unit (BTC, tBTC, sBTC, L-BTC, tL-BTC).
import { t } from '../i18n'
import { networkUnit } from '../network/networks'
import type { Network } from '../network/networks'
import { formatMessages } from './messages'

const SATS_PER_BTC = 100_000_000

/** Fraction digits of an amount by default (spec §9 "1.8-8"). */
export const AMOUNT_DIGITS = 8

/**
 * Fraction digits by the width available, in CSS px (spec §9): at least 992 px → 8, at least 528 px → 4, else 2.
 * The digits are fixed (minimum = maximum), so columns of amounts line up.
 */
export function amountDigitsForWidth(widthPx: number): number {
  if (widthPx >= 992) return 8
  if (widthPx >= 528) return 4
  return 2
}

export interface FormatAmountOptions {
  readonly network?: Network
  readonly locale?: string
  /** Fixed fraction digits (0–8), e.g. amountDigitsForWidth(px). Default 8. */
  readonly digits?: number
}

/** The amount without unit, e.g. 12345 sats → "0.00012345". */
export function formatBtc(sats: number, locale = 'en', fraction = AMOUNT_DIGITS): string {
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
  const { network = 'mainnet', locale = 'en', digits = AMOUNT_DIGITS } = options
  return t(
    formatMessages.valueWithUnit,
    { value: formatBtc(sats, locale, digits), unit: networkUnit(network) },
    locale,
  )
}
