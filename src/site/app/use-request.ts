// One REST request as React state, re-run when the request's path changes and aborted when it does or the page
// leaves: { status: 'loading' } → 'ok' with the data, or 'error' with the REST error (status 0 when no HTTP).
import { useEffect, useState } from 'react'
import { ABORTED, call, isRestError } from '../../core'
import type { RestClient, RestError, TypedRequest } from '../../core'

export type RequestState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T }
  | { readonly status: 'error'; readonly error: RestError }

export function useRequest<T>(rest: RestClient, request: TypedRequest<T> | null): RequestState<T> {
  const key = request ? `${request.method ?? 'GET'} ${request.path}` : ''
  const [state, setState] = useState<{ key: string; value: RequestState<T> }>({
    key,
    value: { status: 'loading' },
  })
  useEffect(() => {
    if (!request) return
    const abort = new AbortController()
    call(rest, request, abort.signal).then(
      (data) => setState({ key, value: { status: 'ok', data } }),
      (error: unknown) => {
        if (abort.signal.aborted || (isRestError(error) && error.message === ABORTED)) return
        const restError: RestError = isRestError(error)
          ? error
          : { status: 0, message: 'Unknown error' }
        setState({ key, value: { status: 'error', error: restError } })
      },
    )
    return () => abort.abort()
    // the key says everything about the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rest, key])
  return state.key === key ? state.value : { status: 'loading' }
}
