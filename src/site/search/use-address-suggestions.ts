// Addresses that start with the typed prefix, asked for after a short pause in typing; a newer text aborts the
// older request, so a slow answer never replaces a newer one.
import { useEffect, useState } from 'react'
import type { RestClient, SearchTarget } from '../../core'
import { addressSuggestions } from './resolve-search'

/** Typing pause before asking the server, ms. */
export const SUGGEST_DEBOUNCE_MS = 250

export function useAddressSuggestions(target: SearchTarget, rest: RestClient): readonly string[] {
  const [found, setFound] = useState<{ prefix: string; addresses: readonly string[] }>({
    prefix: '',
    addresses: [],
  })
  const prefix = target.kind === 'address-prefix' ? target.value : ''
  useEffect(() => {
    if (prefix === '') return
    const abort = new AbortController()
    const timer = setTimeout(() => {
      addressSuggestions(prefix, rest, abort.signal).then(
        (addresses) => {
          if (!abort.signal.aborted) setFound({ prefix, addresses })
        },
        () => {
          if (!abort.signal.aborted) setFound({ prefix, addresses: [] })
        },
      )
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [prefix, rest])
  return prefix !== '' && found.prefix === prefix ? found.addresses : []
}
