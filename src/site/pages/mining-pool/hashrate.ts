// Hashrates in H/s shown with a metric prefix (k … Z), e.g. 612.4 EH/s; the number in the page's locale.
const PREFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z'] as const

export function formatHashrate(hashesPerSecond: number, locale = 'en'): string {
  let value = Math.max(0, hashesPerSecond)
  let step = 0
  while (value >= 1000 && step < PREFIXES.length - 1) {
    value /= 1000
    step++
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 2 : 1 })
  return `${number.format(value)} ${PREFIXES[step] ?? ''}H/s`
}
