// The clock routes' rules (spec §2.2, §2.3, §2.4), pure: clock, clock/{mode} and clock/{mode}/{index} → the
// selection to show, or the valid path to redirect to; the query → <mempool-clock>'s attributes.
import type { MpClockSelectDetail } from '../../widgets/events/events'
import { integerParam } from '../views/view-params'

/** Which block the clock shows, in the public event's terms (the site uses only public widget exports). */
export type ClockSelection = Pick<MpClockSelectDetail, 'mode' | 'index'>
type ClockMode = ClockSelection['mode']

/** What a clock path asks for: show `selection`, or replace the URL by `selection`'s own path first. */
export interface ClockPathTarget {
  selection: ClockSelection
  redirect: boolean
}

const MODES: readonly ClockMode[] = ['mempool', 'mined']

/** An invalid mode falls back to mined (spec §2.2), not to the `clock` route's mempool. */
function modeOf(mode: string): ClockMode {
  return MODES.find((known) => known === mode) ?? 'mined'
}

/** Decimal digits only (no sign, no spaces) as a safe integer, else 0. */
function indexOf(index: string): number {
  if (!/^\d+$/.test(index)) return 0
  const value = Number(index)
  return Number.isSafeInteger(value) ? value : 0
}

/**
 * The router's `mode` and `index` params (undefined on the shorter routes) → the target. A path is shown only
 * when it is already the canonical form (so `clock/mined/007` becomes `clock/mined/7` in the address bar).
 */
export function clockPathTarget(
  mode: string | undefined,
  index: string | undefined,
): ClockPathTarget {
  if (mode === undefined) return { selection: { mode: 'mempool', index: 0 }, redirect: true }
  const selection = { mode: modeOf(mode), index: index === undefined ? 0 : indexOf(index) }
  const redirect = selection.mode !== mode || String(selection.index) !== index
  return { selection, redirect }
}

/**
 * The route's rest after `clock/` (the `clock/**` page's splat: '', 'mined', 'mined/3', …) → the target; extra
 * segments are dropped by a redirect too.
 */
export function clockRestTarget(rest: string): ClockPathTarget {
  const [mode, index, ...extra] = rest === '' ? [] : rest.replace(/\/$/, '').split('/')
  const target = clockPathTarget(mode, index)
  return extra.length > 0 || rest.endsWith('/') ? { ...target, redirect: true } : target
}

/** `/clock/mined/3`: the page path of `selection` (the site's link() adds the language and network). */
export function clockPath(selection: ClockSelection): `/${string}` {
  return `/clock/${selection.mode}/${selection.index}`
}

/** <mempool-clock>'s attributes as markup writes them: only those the query sets validly. */
export interface ClockQueryAttributes {
  stats?: 'false'
  width?: `${number}`
  height?: `${number}`
}

/** A size limit: a positive integer (a limit of 0 px or less would hide the clock), else no limit. */
function sizeLimit(value: string | null): `${number}` | undefined {
  const size = integerParam(value)
  return size !== undefined && size > 0 ? `${size}` : undefined
}

/** The clock's query (spec §2.3): `stats=false` hides the stat labels; `width`/`height` bound the clock. */
export function clockQueryAttributes(search: URLSearchParams): ClockQueryAttributes {
  const attributes: ClockQueryAttributes = {}
  if (search.get('stats') === 'false') attributes.stats = 'false'
  const width = sizeLimit(search.get('width'))
  if (width !== undefined) attributes.width = width
  const height = sizeLimit(search.get('height'))
  if (height !== undefined) attributes.height = height
  return attributes
}
