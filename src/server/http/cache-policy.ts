// Caching headers of the API (reference §2.1): data addressed by a block hash never changes in the simulator
// (no reorgs), so it may be kept 30 days; lists move with every block, 60 s; everything else is live.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { isApiPath } from './error-handling'

export const IMMUTABLE_MAX_AGE_S = 30 * 24 * 60 * 60
export const LIST_MAX_AGE_S = 60

export type CachePolicy = 'immutable' | 'list' | 'live'

/** Route templates (after `[/network]/api[/v1]`) whose successful answers are confirmed, immutable data. */
const IMMUTABLE_ROUTES = new Set([
  '/block/:hash',
  '/block/:hash/header',
  '/block/:hash/txids',
  '/block/:hash/txid/:index',
  '/block/:hash/txs',
  '/block/:hash/txs/:start',
  '/block/:hash/summary',
  '/block/:hash/audit-summary',
  '/block/:hash/tx/:txid/summary',
  '/block/:hash/tx/:txid/audit',
  '/mining/blocks/audit/score/:hash',
])

/** Lists that change as blocks arrive; a minute of staleness is what the reference allows. */
const LIST_ROUTES = new Set(['/blocks', '/blocks/:start', '/statistics/:window'])

const API_PREFIX = /^(?:\/(?:testnet|signet))?\/api(?:\/v1)?(?=\/)/

export function cachePolicyOf(routeTemplate: string): CachePolicy {
  const path = routeTemplate.replace(API_PREFIX, '')
  if (IMMUTABLE_ROUTES.has(path)) return 'immutable'
  if (LIST_ROUTES.has(path) || path.startsWith('/mining/')) return 'list'
  return 'live'
}

/** Sets `Cache-Control` + `Expires` for `maxAgeS` seconds from `nowMs`. */
export function cacheFor(reply: FastifyReply, maxAgeS: number, nowMs = Date.now()): FastifyReply {
  return reply
    .header('cache-control', `public, max-age=${maxAgeS}`)
    .header('expires', new Date(nowMs + maxAgeS * 1000).toUTCString())
}

export function noCache(reply: FastifyReply): FastifyReply {
  reply.removeHeader('expires')
  return reply.header('cache-control', 'no-cache')
}

const MAX_AGE_S: Record<Exclude<CachePolicy, 'live'>, number> = {
  immutable: IMMUTABLE_MAX_AGE_S,
  list: LIST_MAX_AGE_S,
}

/**
 * Adds the headers to every API answer that did not set its own: by route template for 2xx answers,
 * no-cache for live data and for every error (a 404 today may be a block tomorrow).
 */
export function installCachePolicy(app: FastifyInstance, now: () => number = Date.now): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode >= 400) {
      noCache(reply)
      return payload
    }
    // Redirects, 304s and static files keep whatever their sender chose.
    if (reply.statusCode >= 300 || !isApiPath(req.url) || reply.hasHeader('cache-control'))
      return payload
    const policy = cachePolicyOf(req.routeOptions.url ?? '')
    if (policy === 'live') noCache(reply)
    else cacheFor(reply, MAX_AGE_S[policy], now())
    return payload
  })
}
