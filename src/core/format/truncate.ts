// Long identifiers (txids, addresses) cut in the middle so the start and the last characters stay readable.

/**
 * At most `maxChars` characters: the head, '…', and the last `tailChars` (default 4). Text that fits is unchanged.
 */
export function truncateMiddle(text: string, maxChars: number, tailChars = 4): string {
  if (!Number.isInteger(maxChars) || maxChars < 0)
    throw new RangeError(`maxChars must be a whole number ≥ 0, got ${maxChars}`)
  const chars = [...text] // by code point, so emoji and surrogate pairs are never split
  if (chars.length <= maxChars) return text
  const tail = Math.min(tailChars, Math.max(0, maxChars - 1))
  const head = Math.max(0, maxChars - tail - 1)
  return chars.slice(0, head).join('') + '…' + (tail > 0 ? chars.slice(-tail).join('') : '')
}
