// Headers on every answer: a strict CSP (no inline script ever; widget shadow-DOM <style> tags need
// style 'unsafe-inline'), no sniffing, and open CORS on what an embedding page on another origin loads: the API,
// the widget bundles (module scripts are fetched in CORS mode) and the pool logos.
import type { FastifyInstance } from 'fastify'

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws: wss:; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'"

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    reply.header('cross-origin-opener-policy', 'same-origin')
    if (isEmbeddable(req.url)) reply.header('access-control-allow-origin', '*')
    return payload
  })
}

/** Paths another origin's page may load: REST under any network prefix, widget bundles, resources. */
export function isEmbeddable(url: string): boolean {
  const path = url.split('?')[0] ?? ''
  return /(^|\/)(api|resources)\//.test(path) || path.startsWith('/dist/')
}
