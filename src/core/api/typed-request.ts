// A RestRequest that remembers the type of its answer, so callers and fetcher stores infer it.
import type { RestClient, RestRequest } from '../client/contracts'

declare const responseType: unique symbol

export interface TypedRequest<T> extends RestRequest {
  /** Type-only marker; never present at runtime. */
  readonly [responseType]?: T
}

/** Run a typed request; the optional signal aborts this caller only. */
export function call<T>(rest: RestClient, req: TypedRequest<T>, signal?: AbortSignal): Promise<T> {
  return rest.request<T>(signal ? { ...req, signal } : req)
}
