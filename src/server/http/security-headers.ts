// Headers on every answer: the site page's strict CSP (no inline script or style; the same policy as the
// page's <meta>) plus who may frame it, no sniffing, and open CORS on what an embedding page on another
// origin loads: the API, the widget bundles (module scripts are fetched in CORS mode) and the pool logos.
import type { FastifyInstance } from 'fastify'
import { sitePageFraming } from '../../core/wire'
import { SITE_CSP } from '../../site/content-security-policy'
import { DEFAULT_FRAME_ANCESTORS, frameHeaders } from './frame-ancestors'

/** The CSP without frame-ancestors: exactly the page's <meta> policy. */
export const CONTENT_SECURITY_POLICY = SITE_CSP

/**
 * `frameAncestors`: the CSP frame-ancestors sources of ordinary pages (a checked source list, see
 * parseFrameAncestors); login, account and accelerator pages are never framed, embeddable views always may be.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: string = DEFAULT_FRAME_ANCESTORS,
): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '/'
    const framing = frameHeaders(sitePageFraming(path) ?? 'default', frameAncestors)
    reply.header(
      'content-security-policy',
      framing.frameAncestors === undefined
        ? CONTENT_SECURITY_POLICY
        : `${CONTENT_SECURITY_POLICY}; frame-ancestors ${framing.frameAncestors}`,
    )
    if (framing.xFrameOptions !== undefined) reply.header('x-frame-options', framing.xFrameOptions)
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
