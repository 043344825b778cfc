// Where Enter in the search box goes (spec §5): a classified text becomes a site path, asking the server
// only when the text alone cannot tell — a 64-character hex that is not a known transaction may be a block
// hash, and a height must exist. Pure apart from the injected REST client, so it is tested without a browser.
import { ABORTED, call, endpoints, isRestError, pagePath } from '../../core'
import type { RestClient, RestRequest, SearchTarget } from '../../core'

export type SearchOutcome =
  | { kind: 'go'; path: `/${string}` }
  | { kind: 'invalid' }
  | { kind: 'no-block'; height: number }
  | { kind: 'unavailable' }
  | { kind: 'aborted' }

const isNotFound = (error: unknown): boolean =>
  isRestError(error) && (error.status === 404 || error.status === 400)

const exists = async (
  rest: RestClient,
  req: RestRequest,
  signal: AbortSignal,
): Promise<boolean> => {
  try {
    await rest.request({ ...req, signal })
    return true
  } catch (error) {
    if (isNotFound(error)) return false
    throw error
  }
}

/** The outcome of Enter on `target`; `firstSuggestion` is the chosen (or first) suggested address. */
export async function resolveSearch(
  target: SearchTarget,
  rest: RestClient,
  signal: AbortSignal,
  firstSuggestion?: string,
): Promise<SearchOutcome> {
  try {
    switch (target.kind) {
      case 'address':
        return { kind: 'go', path: pagePath`/address/${target.value}` }
      case 'address-prefix':
        return firstSuggestion
          ? { kind: 'go', path: pagePath`/address/${firstSuggestion}` }
          : { kind: 'invalid' }
      case 'block':
        return { kind: 'go', path: pagePath`/block/${target.value}` }
      case 'tx': {
        // A txid and a block hash look alike: a known transaction wins, then a known block; an unknown id
        // still opens the transaction page, which says it is not found (and waits for it).
        if (await exists(rest, endpoints.tx(target.value), signal))
          return { kind: 'go', path: pagePath`/tx/${target.value}` }
        if (await exists(rest, endpoints.block(target.value), signal))
          return { kind: 'go', path: pagePath`/block/${target.value}` }
        return { kind: 'go', path: pagePath`/tx/${target.value}` }
      }
      case 'height': {
        const height = Number(target.value)
        const found = await exists(rest, endpoints.blockHashAtHeight(height), signal)
        return found
          ? { kind: 'go', path: pagePath`/block/${height}` }
          : { kind: 'no-block', height }
      }
      case 'none':
        return { kind: 'invalid' }
    }
  } catch (error) {
    if (signal.aborted || (isRestError(error) && error.message === ABORTED))
      return { kind: 'aborted' }
    return { kind: 'unavailable' }
  }
}

/** Suggestions for an address prefix: at most `limit` addresses from the server. */
export async function addressSuggestions(
  prefix: string,
  rest: RestClient,
  signal: AbortSignal,
  limit = 10,
): Promise<string[]> {
  const found = await call(rest, endpoints.addressPrefix(prefix), signal)
  return Array.isArray(found) ? found.filter((a) => typeof a === 'string').slice(0, limit) : []
}
