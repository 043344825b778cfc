// One API route declared with everything the server and its tests need to know about it: method, URL
// template, cache policy and a named validator for each path and query parameter. Handlers receive clean,
// typed values. The declaration rides in the route's Fastify `config`, so the cache hook reads the policy
// from the matched route and the tests enumerate the registered routes instead of keeping their own list.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { CachePolicy } from './cache-policy'
import type { Param } from './params'
import { fields } from './route-context'

type Parsers<T> = { readonly [K in keyof T]: Param<T[K]> }

export interface RouteInput<P, Q> {
  params: P
  query: Q
  req: FastifyRequest
  reply: FastifyReply
}

export interface RouteDeclaration<P, Q> {
  method?: 'GET' | 'POST'
  /** Template under the family prefix, e.g. `/block/:hash/txs/:start`; every `:name` needs a validator. */
  url: string
  cache: CachePolicy
  params?: Parsers<P>
  /** Query values the route reads; missing ones reach the validator as undefined. */
  query?: Parsers<Q>
  /** Returns the answer (JSON) or the reply it sent. */
  handler: (input: RouteInput<P, Q>) => unknown
}

/** What a registered route carries in `config.declared`: policy and parameter kinds by name. */
export interface DeclaredRoute {
  cache: CachePolicy
  params: Readonly<Record<string, string>>
  query: Readonly<Record<string, string>>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    declared?: DeclaredRoute
  }
}

function kinds(parsers: Record<string, Param<unknown>> | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, p] of Object.entries(parsers ?? {})) out[name] = p.kind
  return out
}

/** Runs each validator in declaration order; the first bad value throws its 400. */
function parse<T>(parsers: Parsers<T> | undefined, raw: unknown): T {
  const values = fields(raw)
  const out: Record<string, unknown> = {}
  for (const [name, p] of Object.entries<Param<unknown>>(parsers ?? {}))
    out[name] = p.parse(values[name])
  return out as T
}

/** A template's `:name` segments must be exactly the declared validators (no unvalidated input). */
function checkParamNames(url: string, declared: readonly string[]): void {
  const inUrl = (url.match(/:\w+/g) ?? []).map((s) => s.slice(1))
  const same = inUrl.length === declared.length && inUrl.every((name) => declared.includes(name))
  if (!same)
    throw new Error(`route ${url}: parameters [${inUrl.join()}] declared as [${declared.join()}]`)
}

export function route<P = Record<never, never>, Q = Record<never, never>>(
  app: FastifyInstance,
  declaration: RouteDeclaration<P, Q>,
): void {
  const { method = 'GET', url, cache, params, query, handler } = declaration
  checkParamNames(url, Object.keys(params ?? {}))
  app.route({
    method,
    url,
    config: { declared: { cache, params: kinds(params), query: kinds(query) } },
    handler: (req, reply) =>
      handler({ params: parse(params, req.params), query: parse(query, req.query), req, reply }),
  })
}
