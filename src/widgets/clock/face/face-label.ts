// The dial's accessible name: the time, the newest block's height and how long ago it was found. It is built from
// the minute only, so it changes at most once a minute (and when a block arrives), never with every tick.
import { elapsedParts } from '../../../core'
import type { Block, Translator } from '../../../core'
import { faceMessages } from './messages'

const MINUTE_MS = 60_000

/** The start of the minute `timeMs` falls in: the only part of the time the label may depend on. */
export const minuteOf = (timeMs: number): number => Math.floor(timeMs / MINUTE_MS) * MINUTE_MS

/** e.g. "10:42 · last block 871,234, found 4 minutes ago" at `minuteMs` (a minuteOf value). */
export function faceLabel(intl: Translator, minuteMs: number, newest: Block | undefined): string {
  const time = intl.intl.formatTime(minuteMs, { hour: 'numeric', minute: '2-digit' })
  if (!newest) return intl.t(faceMessages.labelNoBlock, { time })
  const parts = elapsedParts((minuteMs - newest.timestamp * 1000) / 1000)
  const ago = parts.justNow
    ? intl.t(faceMessages.justNow)
    : intl.intl.formatRelativeTime(-parts.value, parts.unit, { numeric: 'always' })
  return intl.t(faceMessages.label, { time, height: intl.intl.formatNumber(newest.height), ago })
}
