// Caching headers of the API (reference §2.1): data addressed by a block hash never changes in the simulator
// (no reorgs), so it may be kept 30 days; lists move with every block, 60 s; everything else is live.
// Each route declares its policy (route.ts); this hook applies it.
import type { FastifyInstance, FastifyReply } from 'fastify'

export const IMMUTABLE_MAX_AGE_S = 30 * 24 * 60 * 60
export const LIST_MAX_AGE_S = 60

export type CachePolicy = 'immutable' | 'list' | 'live'

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
 * Adds the headers to every answer of a declared route that did not set its own: the route's policy for
 * 2xx answers, no-cache for every error (a 404 today may be a block tomorrow).
 */
export function installCachePolicy(app: FastifyInstance, now: () => number = Date.now): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode >= 400) {
      noCache(reply)
      return payload
    }
    const policy = req.routeOptions.config.declared?.cache
    // Redirects, 304s, static files and resources keep whatever their sender chose.
    if (reply.statusCode >= 300 || policy === undefined || reply.hasHeader('cache-control'))
      return payload
    if (policy === 'live') noCache(reply)
    else cacheFor(reply, MAX_AGE_S[policy], now())
    return payload
  })
}
