// Answers 429 (text/plain, with Retry-After) to an address that goes over its request rate, before routing.
import type { FastifyInstance } from 'fastify'
import { IpRateLimiter } from './ip-rate'

export function installRateLimit(
  app: FastifyInstance,
  perMinute: number,
  now: () => number = Date.now,
): void {
  if (perMinute <= 0) return
  const limiter = new IpRateLimiter(perMinute)
  app.addHook('onRequest', async (req, reply) => {
    const verdict = limiter.take(req.ip, now())
    if (verdict.ok) return undefined
    return reply
      .code(429)
      .header('Retry-After', String(verdict.retryAfterS))
      .type('text/plain; charset=utf-8')
      .send(`Too many requests from your address: retry in ${verdict.retryAfterS} s`)
  })
}
