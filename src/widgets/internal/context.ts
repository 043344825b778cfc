// Configuration flows down the DOM: a widget asks its ancestors with a bubbling, composed request event,
// and the nearest provider answers through the callback. The key is a branded registered symbol: other
// libraries can never answer by accident, while two copies of this library on one page still agree.

declare const brand: unique symbol

/** A context key carrying the type of the value it provides. */
export type Context<T> = symbol & { readonly [brand]: T }

export function createContext<T>(name: string): Context<T> {
  return Symbol.for(`mempool-widgets:${name}`) as Context<T>
}

export const contextRequestEventName = 'mp-context-request'

export class ContextRequestEvent<T> extends Event {
  constructor(
    readonly context: Context<T>,
    /** Called by the provider with the value; the first answer wins. */
    readonly callback: (value: T) => void,
  ) {
    super(contextRequestEventName, { bubbles: true, composed: true })
  }
}

/** Asks the ancestors of `host` for `context`; undefined when no provider answered synchronously. */
export function requestContext<T>(host: EventTarget, context: Context<T>): T | undefined {
  let answer: { value: T } | undefined
  host.dispatchEvent(
    new ContextRequestEvent(context, (value: T) => {
      answer ??= { value }
    }),
  )
  return answer?.value
}

/** Answers requests for `context` that reach `provider`; returns the removal. */
export function provideContext<T>(
  provider: EventTarget,
  context: Context<T>,
  value: () => T,
): () => void {
  const listener = (event: Event): void => {
    // Duck-typed rather than instanceof, so a request from another copy of the library is answered too.
    const request = event as Partial<ContextRequestEvent<T>>
    if (request.context !== context || typeof request.callback !== 'function') return
    event.stopPropagation()
    request.callback(value())
  }
  provider.addEventListener(contextRequestEventName, listener)
  return () => provider.removeEventListener(contextRequestEventName, listener)
}
