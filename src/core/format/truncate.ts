// Long identifiers (txids, addresses) cut in the middle so the start and the last characters stay readable.

/** Default length of the shortened form, characters (spec §9). */
export const SHORTENED_LENGTH = 12

/**
 * At most `maxChars` characters (default 12): the head, '…', and the last `tailChars` (default 4, spec §9). Text that
 * fits is unchanged.
 */
export function truncateMiddle(text: string, maxChars = SHORTENED_LENGTH, tailChars = 4): string {
  if (!Number.isInteger(maxChars) || maxChars < 0)
    throw new RangeError(`maxChars must be a whole number ≥ 0, got ${maxChars}`)
  const chars = [...text] // by code point, so emoji and surrogate pairs are never split
  if (chars.length <= maxChars) return text
  const tail = Math.min(tailChars, Math.max(0, maxChars - 1))
  const head = Math.max(0, maxChars - tail - 1)
  return chars.slice(0, head).join('') + '…' + (tail > 0 ? chars.slice(-tail).join('') : '')
}
